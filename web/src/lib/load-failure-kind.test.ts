import { describe, expect, it } from '@jest/globals';
import { drawWithoutMissingStyles, isChunkLoadFailure } from './load-failure-kind';

/** Vite's event, as its preload helper sends it for a failed part. */
function preloadError(payload: Error) {
  const event = new Event('vite:preloadError', { cancelable: true });
  Object.assign(event, { payload });
  return event;
}

describe('vite:preloadError', () => {
  it('draws a lazy part without a style that could not be fetched', () => {
    const stop = drawWithoutMissingStyles();
    const event = preloadError(new Error('Unable to preload CSS for http://localhost/assets/tile-map-a1.css'));
    window.dispatchEvent(event);
    stop();
    expect(event.defaultPrevented).toBe(true);
  });

  it("leaves a part whose code could not be fetched to fail, so the screen's boundary says so", () => {
    const stop = drawWithoutMissingStyles();
    const event = preloadError(new TypeError('Failed to fetch dynamically imported module: http://localhost/a.js'));
    window.dispatchEvent(event);
    stop();
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('isChunkLoadFailure', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: http://localhost/assets/a.js', true],
    ['Firefox', 'error loading dynamically imported module: http://localhost/assets/a.js', true],
    ['Safari', 'Importing a module script failed.', true],
    ['a style', 'Unable to preload CSS for http://localhost/assets/a.css', true],
    ['a fault in a screen', "Cannot read properties of undefined (reading 'name')", false],
  ])('%s: %s → %s', (_browser, message, expected) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(expected);
  });
});
