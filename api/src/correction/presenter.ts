import type { CorrectionWithEmployee } from './queries.js';
import { jakartaDisplayDate, TIME_ZONE, zonedHourMinute } from '../lib/jakarta.js';

/**
 * GET /request_attend/:id: the request (date dd-mm-yyyy, time HH:mm on the employee's wall clock, with
 * their zone when it is not the reader's: "17:05 WITA") and its employee.
 */
export function presentCorrection(row: CorrectionWithEmployee, readerZone: string = TIME_ZONE) {
  return {
    request: {
      id: row.id,
      attend_date: jakartaDisplayDate(row.requested_at, row.employee_zone),
      attend_time: zonedHourMinute(row.requested_at, row.employee_zone, readerZone),
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
