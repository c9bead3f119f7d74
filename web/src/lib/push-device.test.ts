import { describe, expect, it } from '@jest/globals';
import { pushSupport } from './push-device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('pushSupport', () => {
  it.each([
    [
      'iPhone Safari, not on the home screen',
      { userAgent: IPHONE, standalone: false, hasPush: false, permission: null },
      'ios-install',
    ],
    [
      'iPhone, opened from the home screen',
      { userAgent: IPHONE, standalone: true, hasPush: true, permission: 'default' },
      'ready',
    ],
    ['Android Chrome', { userAgent: ANDROID, standalone: false, hasPush: true, permission: 'default' }, 'ready'],
    [
      'a browser that blocked notifications',
      { userAgent: ANDROID, standalone: false, hasPush: true, permission: 'denied' },
      'denied',
    ],
    [
      'a browser without the Push API',
      { userAgent: ANDROID, standalone: false, hasPush: false, permission: null },
      'unsupported',
    ],
  ] as const)('%s', (_what, browser, expected) => {
    expect(pushSupport(browser)).toBe(expected);
  });
});
