import type { Day } from '../../workdays/day.js';
import type { Totals } from '../../workdays/totals.js';
import type { RecapPerson } from './queries.js';

/** A person's line of the recap: who, and their period's totals. */
export const recapRow = (person: RecapPerson, totals: Totals) => ({
  nik: person.nik,
  name: person.name,
  division: person.divisi_kd,
  subdivision: person.subdivisi_kd,
  department: person.dept_kd,
  ...totals,
});

export type RecapRow = ReturnType<typeof recapRow>;

/** A day as the api answers it (instants as ISO strings). */
const iso = (instant: Date | null) => instant?.toISOString() ?? null;

export const presentDay = (day: Day) => ({
  ...day,
  shift_start: day.shift_start.toISOString(),
  shift_end: day.shift_end.toISOString(),
  first_in: iso(day.first_in),
  last_out: iso(day.last_out),
  sessions: day.sessions.map((session) => ({ ...session, in: iso(session.in), out: iso(session.out) })),
});
