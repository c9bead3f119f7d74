import { describe, expect, it } from '@jest/globals';
import { attendancePhotoUrl, isoDate } from './attendance.js';

describe('isoDate', () => {
  it("turns the provider's M/d/yyyy into yyyy-mm-dd and leaves yyyy-mm-dd as it is", () => {
    expect(isoDate('3/9/2026')).toBe('2026-03-09');
    expect(isoDate('12/31/2026')).toBe('2026-12-31');
    expect(isoDate('2026-03-09')).toBe('2026-03-09');
  });
});

describe('attendancePhotoUrl', () => {
  it('points at the image proxy, escaping the name, and is null without a photo', () => {
    expect(attendancePhotoUrl('a.jpg')).toBe('/images/attendance/a.jpg');
    expect(attendancePhotoUrl('../x')).toBe('/images/attendance/..%2Fx');
    expect(attendancePhotoUrl(null)).toBeNull();
  });
});
