import { describe, expect, it } from '@jest/globals';
import { attendancePhotoUrl, isoDate, toAttendanceDetail, toWorkLocation } from './attendance.js';
import type { ProviderDetail, ProviderLocation } from './provider.js';

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

describe('toAttendanceDetail', () => {
  const detail: Omit<ProviderDetail, 'address'> = {
    id: 7,
    attendance_date: '3/9/2026',
    attendance_time: '07:58',
    clocking: true,
    lok_nm: 'Kantor Pusat Jakarta',
    latitude: -6.2,
    longitude: 106.816666,
    photo: null,
    description: null,
    is_correction: false,
    review: null,
    review_reasons: [],
    signature: null,
    key_registered: null,
    face_browser: 'one_face',
  };

  it("carries the provider's street address, and null from a provider that sends none", () => {
    expect(toAttendanceDetail({ ...detail, address: 'Jalan M.H. Thamrin, Jakarta Pusat' }).address).toBe(
      'Jalan M.H. Thamrin, Jakarta Pusat',
    );
    expect(toAttendanceDetail({ ...detail, address: null }).address).toBeNull();
    // A company's own provider (API_BASE_URL) may leave it out altogether.
    expect(toAttendanceDetail(detail as ProviderDetail).address).toBeNull();
  });

  it("carries what the phone's face check saw (issue 49), and null from a provider that does not say", () => {
    expect(toAttendanceDetail({ ...detail, address: null }).faceBrowser).toBe('one_face');
    const { face_browser: _left, ...older } = { ...detail, address: null };
    expect(toAttendanceDetail(older as ProviderDetail).faceBrowser).toBeNull();
  });
});

describe('toWorkLocation', () => {
  const location: ProviderLocation = {
    lok_kd: 'JKT01',
    lok_nm: 'Kantor Pusat Jakarta',
    latitude: -6.2,
    longitude: 106.816666,
    radius: 100,
    divisi_kd: null,
    subdivisi_kd: null,
    dept_kd: null,
    accuracy_limit: 100,
    face_check: true,
    face_notice_changed: true,
  };

  it('says whether the clock screen checks faces (issue 49); a provider that does not say loads no models', () => {
    expect(toWorkLocation(location).faceCheck).toBe(true);
    const { face_check: _left, ...older } = location;
    expect(toWorkLocation(older as ProviderLocation).faceCheck).toBe(false);
  });

  it('says whether the person agreed to an earlier face check notice; a provider that does not say asks nothing', () => {
    expect(toWorkLocation(location).faceNoticeChanged).toBe(true);
    const { face_notice_changed: _left, ...older } = location;
    expect(toWorkLocation(older as ProviderLocation).faceNoticeChanged).toBe(false);
  });
});
