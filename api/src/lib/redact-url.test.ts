import { describe, expect, it } from '@jest/globals';
import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides the token of a reset link and keeps the rest', () => {
    expect(redactUrl('/api/v1/verify/AbC_123-xyz')).toBe('/api/v1/verify/[redacted]');
    expect(redactUrl('/reset/AbC_123?x=1')).toBe('/reset/[redacted]?x=1');
    expect(redactUrl('/api/v1/summary_attendance')).toBe('/api/v1/summary_attendance');
  });
});
