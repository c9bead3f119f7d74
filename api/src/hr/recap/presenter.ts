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
export const presentDay = (day: Day) => ({
  ...day,
  first_in: day.first_in?.toISOString() ?? null,
  last_out: day.last_out?.toISOString() ?? null,
});
