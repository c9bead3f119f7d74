import { jakartaDate, jakartaHourMinute } from '../lib/jakarta.js';
import type { OvertimeDayLine, OvertimeTotals } from './period.js';
import type { OvertimeRow } from './queries.js';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** A request as the api answers it: planned times as HH:mm on the employee's wall clock (as typed) and as instants. */
export const presentOvertime = (row: OvertimeRow, employee?: { nik: number; name: string }) => ({
  id: row.id,
  ...(employee ? { employee: { nik: employee.nik, name: employee.name } } : {}),
  date: row.work_date,
  start: jakartaHourMinute(row.planned_start, row.time_zone),
  end: jakartaHourMinute(row.planned_end, row.time_zone),
  end_date: jakartaDate(row.planned_end, row.time_zone),
  planned_start: row.planned_start.toISOString(),
  planned_end: row.planned_end.toISOString(),
  planned_minutes: Math.round((row.planned_end.getTime() - row.planned_start.getTime()) / 60_000),
  reason: row.reason,
  working_day: row.working_day,
  asked_by_employee: row.asked_by === row.user_id,
  consented_at: iso(row.consented_at),
  consent_device: row.consent_device,
  status: row.status,
  decided_at: iso(row.decided_at),
});

const byMultiplier = (minutes: Record<string | number, number>) => ({
  '1.5': minutes[1.5] ?? minutes['1.5'] ?? 0,
  '2': minutes[2] ?? 0,
  '3': minutes[3] ?? 0,
  '4': minutes[4] ?? 0,
});

/** A requested day: requested, approved, worked beyond the shift, counted, and the multiplier-hours. */
export const presentLine = (line: OvertimeDayLine) => ({
  date: line.date,
  request: presentOvertime(line.request),
  day_type: line.count.day_type,
  requested_minutes: line.requested_minutes,
  approved_minutes: line.approved_minutes,
  worked_minutes: line.count.worked_minutes,
  counted_minutes: line.count.minutes,
  minutes_by_multiplier: byMultiplier(line.count.minutes_by_multiplier),
  multiplier_hours: line.count.multiplier_hours,
});

export const presentTotals = (totals: OvertimeTotals) => ({
  overtime_minutes: totals.overtime_minutes,
  overtime_minutes_by_multiplier: byMultiplier(totals.overtime_minutes_by_multiplier),
  overtime_multiplier_hours: totals.overtime_multiplier_hours,
});
