import { describe, expect, it } from '@jest/globals';
import type { Clocking, Holiday } from './day.js';
import { countPeriod, daysBetween } from './month.js';
import type { Schedule } from './schedule.js';
import { totalsOf } from './totals.js';

// Issue 45 case 7 (docs/rules.md §11 "Present"): Present counts the scheduled working days with a
// clock-in; a clock-in on a rest day, a holiday or a cuti bersama day is its own figure.

let nextId = 1;
const stamp = (wall: string, clocking: boolean): Clocking => ({
  id: nextId++,
  clocking,
  attended_at: new Date(`${wall}:00+07:00`),
  attend_date: wall.slice(0, 10),
  lok_nm: 'Kantor Pusat Jakarta',
  photo: null,
  is_correction: false,
});
const worked = (date: string) => [stamp(`${date}T08:00`, true), stamp(`${date}T17:00`, false)];
const office: Schedule = {
  id: 1,
  name: 'Kantor',
  start: '08:00',
  end: '17:00',
  weekdays: [1, 2, 3, 4, 5],
  grace_minutes: 0,
};
const holidays = new Map<string, Holiday>([
  ['2026-12-24', { date: '2026-12-24', name: 'Cuti Bersama Natal', kind: 'cuti_bersama', counts_against_leave: true }],
  ['2026-12-25', { date: '2026-12-25', name: 'Hari Raya Natal', kind: 'national', counts_against_leave: false }],
]);

const totals = (dates: string[]) =>
  totalsOf(
    countPeriod({
      dates: daysBetween('2026-12-21', '2026-12-27'),
      scheduleOn: () => office,
      holidays,
      leaveOn: () => null,
      clockings: dates.flatMap(worked),
      now: new Date('2027-01-04T12:00:00+07:00'),
    }),
  );

describe('present and worked on a rest day or holiday (21–27 December 2026: 3 scheduled days, 24 cuti bersama, 25 Christmas)', () => {
  // [case, days clocked, scheduled, present, worked on a rest day or holiday]
  it.each([
    ['the three scheduled days', ['2026-12-21', '2026-12-22', '2026-12-23'], 3, 3, 0],
    ['a Saturday too: not among the scheduled days present', ['2026-12-21', '2026-12-26'], 3, 1, 1],
    ['Christmas and the cuti bersama day worked', ['2026-12-24', '2026-12-25'], 3, 0, 2],
    ['every day of the week', daysBetween('2026-12-21', '2026-12-27'), 3, 3, 4],
  ] as const)('%s', (_case, dates, scheduled, present, offDays) => {
    const counted = totals([...dates]);
    expect([counted.scheduled_days, counted.present, counted.rest_days_worked]).toEqual([scheduled, present, offDays]);
  });
});
