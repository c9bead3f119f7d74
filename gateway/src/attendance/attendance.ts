import type {
  AttendanceDay,
  AttendanceDetail,
  AttendanceRecord,
  ClockingReview,
  ClockingReviewStatus,
  SigningKey,
  WorkLocation,
} from '../__generated__/resolvers-types.js';
import type {
  ProviderDay,
  ProviderDetail,
  ProviderLocation,
  ProviderRecord,
  ProviderReviewItem,
  ProviderSigningKey,
} from './provider.js';

/** A selfie's path behind the gateway's image proxy (files/proxy.ts). */
export const attendancePhotoUrl = (file: string | null) =>
  file ? `/images/attendance/${encodeURIComponent(file)}` : null;

/** The provider's M/d/yyyy (rules §3) as yyyy-mm-dd; a date already in that shape passes as it is. */
export function isoDate(text: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!us) return text;
  const [, month, day, year] = us;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export const toWorkLocation = (location: ProviderLocation): WorkLocation => ({
  code: location.lok_kd,
  name: location.lok_nm,
  latitude: location.latitude,
  longitude: location.longitude,
  radius: location.radius,
  division: location.divisi_kd,
  subdivision: location.subdivisi_kd,
  department: location.dept_kd,
  // A provider of the spec's own may not say: the clock screen then goes by the radius.
  accuracyLimit: location.accuracy_limit ?? null,
  // A provider that does not check faces does not say: the clock screen loads no models.
  faceCheck: location.face_check ?? false,
  faceNoticeChanged: location.face_notice_changed ?? false,
});

export const toAttendanceDay = (day: ProviderDay): AttendanceDay => ({
  id: String(day.id),
  date: day.dates,
  total: day.attendance_total,
  attend: day.attend.map((stamp) => ({
    id: String(stamp.id),
    clocking: stamp.clocking,
    time: stamp.attendance_time,
    isCorrection: stamp.is_correction ?? false,
    review: stamp.review ?? null,
  })),
  sessions: (day.sessions ?? []).map((pair) => ({ in: pair.in, out: pair.out })),
  workedMinutes: day.worked_minutes ?? 0,
});

export const toAttendanceRecord = (record: ProviderRecord): AttendanceRecord => ({
  id: String(record.id),
  clocking: Boolean(record.clocking),
  time: record.attendance_time,
  locationName: record.lok_nm,
  photoUrl: attendancePhotoUrl(record.photo),
  isCorrection: record.is_correction ?? false,
  review: record.review ?? null,
});

export const toAttendanceDetail = (detail: ProviderDetail): AttendanceDetail => ({
  id: String(detail.id),
  date: isoDate(detail.attendance_date),
  time: detail.attendance_time,
  clocking: Boolean(detail.clocking),
  locationName: detail.lok_nm,
  address: detail.address ?? null,
  latitude: detail.latitude,
  longitude: detail.longitude,
  photoUrl: attendancePhotoUrl(detail.photo),
  description: detail.description ?? null,
  isCorrection: detail.is_correction ?? false,
  review: detail.review ?? null,
  reviewReasons: detail.review_reasons ?? [],
  signature: detail.signature ?? null,
  keyRegistered: detail.key_registered ?? null,
  faceBrowser: detail.face_browser ?? null,
});

export const toSigningKey = (key: ProviderSigningKey): SigningKey => ({
  keyId: key.key_id,
  device: key.device,
  registeredAt: key.registered_at,
  lastUsedAt: key.last_used_at,
  revokedAt: key.revoked_at,
  clockings: key.clockings ?? null,
});

const REVIEW_STATUS: Record<ProviderReviewItem['review'], ClockingReviewStatus> = {
  needs_review: 'needs_review' as ClockingReviewStatus.NeedsReview,
  accepted: 'accepted' as ClockingReviewStatus.Accepted,
  rejected: 'rejected' as ClockingReviewStatus.Rejected,
};

export const toClockingReview = (item: ProviderReviewItem): ClockingReview => ({
  id: String(item.id),
  nik: String(item.nik),
  name: item.name,
  clocking: item.clocking,
  date: item.attend_date,
  time: item.attendance_time,
  locationName: item.lok_nm,
  accuracy: item.accuracy,
  riskScore: item.risk_score,
  reasons: item.reasons,
  signals: item.signals.map(({ id, values }) => ({
    id,
    count: values.count ?? null,
    metres: values.metres ?? null,
    seconds: values.seconds ?? null,
    minutes: values.minutes ?? null,
    km: values.km ?? null,
    days: values.days ?? null,
    percent: values.percent ?? null,
  })),
  status: REVIEW_STATUS[item.review],
  reason: item.review_reason,
});
