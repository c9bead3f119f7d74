import type { CorrectionWithEmployee } from './queries.js';
import { jakartaDisplayDate, jakartaHourMinute } from '../lib/jakarta.js';

/** GET /request_attend/:id: the request (date dd-mm-yyyy, time HH:mm, Jakarta) and its employee. */
export function presentCorrection(row: CorrectionWithEmployee) {
  return {
    request: {
      id: row.id,
      attend_date: jakartaDisplayDate(row.requested_at),
      attend_time: jakartaHourMinute(row.requested_at),
      clocking: row.clocking,
      reason: row.reason,
      photo: row.photo,
      attachment: row.attachment,
      lok_nm: row.lok_nm,
      latitude: row.latitude,
      longitude: row.longitude,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    },
    user: { name: row.employee_name, nik: row.employee_nik },
  };
}

export type PresentedCorrection = ReturnType<typeof presentCorrection>;
