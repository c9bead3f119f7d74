import { describe, expect, it } from '@jest/globals';
import { isoWeekOf, limitProblem } from './limits.js';
import { overtimePay, roundOvertime, type OvertimeDay } from './multiplier.js';

const working6: OvertimeDay = { date: '2026-12-02', day_type: 'working', week_days: 6, holiday_on_shortest_day: false };
const working5: OvertimeDay = { date: '2026-12-02', day_type: 'working', week_days: 5, holiday_on_shortest_day: false };
const rest6: OvertimeDay = { date: '2026-12-02', day_type: 'rest', week_days: 6, holiday_on_shortest_day: false };
const shortest6: OvertimeDay = { date: '2026-12-02', day_type: 'rest', week_days: 6, holiday_on_shortest_day: true };
const rest5: OvertimeDay = { date: '2026-12-02', day_type: 'rest', week_days: 5, holiday_on_shortest_day: false };
const shortest5: OvertimeDay = { date: '2026-12-02', day_type: 'rest', week_days: 5, holiday_on_shortest_day: true };

describe('multiplier-hours of PP 35/2021 art. 31 (docs/rules.md §13)', () => {
  // [case, day, minutes, expected multiplier-hours written out from the article, minutes at 1.5/2/3/4]
  const rows: [string, OvertimeDay, number, number, [number, number, number, number]][] = [
    ['working day, 1 h: 1 × 1.5 (31(1)(a))', working5, 60, 1.5, [60, 0, 0, 0]],
    ['working day, 2 h: 1.5 + 2 (31(1))', working5, 120, 3.5, [60, 60, 0, 0]],
    ['working day, 3 h: 1.5 + 2 × 2 (31(1)(b))', working5, 180, 5.5, [60, 120, 0, 0]],
    ['working day, 4 h: 1.5 + 3 × 2', working6, 240, 7.5, [60, 180, 0, 0]],
    ["working day, 90 min: 1.5 + 0.5 × 2 (a part hour at its hour's rate)", working6, 90, 2.5, [60, 30, 0, 0]],
    ['working day, 30 min: 0.5 × 1.5', working5, 30, 0.75, [30, 0, 0, 0]],
    ['nothing counted', working5, 0, 0, [0, 0, 0, 0]],
    ['rest day, 6-day week, 7 h: 7 × 2 (31(2)(a)(1))', rest6, 420, 14, [0, 420, 0, 0]],
    ['rest day, 6-day week, 8 h: 7 × 2 + 3 (31(2)(a)(2))', rest6, 480, 17, [0, 420, 60, 0]],
    ['rest day, 6-day week, 10 h: 7 × 2 + 3 + 2 × 4 (31(2)(a)(3))', rest6, 600, 25, [0, 420, 60, 120]],
    ['rest day, 6-day week, 11 h: 7 × 2 + 3 + 3 × 4', rest6, 660, 29, [0, 420, 60, 180]],
    ['holiday on the shortest working day, 6-day week, 5 h: 5 × 2 (31(2)(b)(1))', shortest6, 300, 10, [0, 300, 0, 0]],
    ['holiday on the shortest working day, 6 h: 5 × 2 + 3 (31(2)(b)(2))', shortest6, 360, 13, [0, 300, 60, 0]],
    ['holiday on the shortest working day, 7 h: 5 × 2 + 3 + 4 (31(2)(b)(3))', shortest6, 420, 17, [0, 300, 60, 60]],
    ['holiday on the shortest working day, 9 h: 5 × 2 + 3 + 3 × 4', shortest6, 540, 25, [0, 300, 60, 180]],
    ['rest day, 5-day week, 7 h: 7 × 2 (31(3)(a))', rest5, 420, 14, [0, 420, 0, 0]],
    ['rest day, 5-day week, 8 h: 8 × 2 (31(3)(a))', rest5, 480, 16, [0, 480, 0, 0]],
    ['rest day, 5-day week, 9 h: 8 × 2 + 3 (31(3)(b))', rest5, 540, 19, [0, 480, 60, 0]],
    ['rest day, 5-day week, 10 h: 8 × 2 + 3 + 4 (31(3)(c))', rest5, 600, 23, [0, 480, 60, 60]],
    ['rest day, 5-day week, 12 h: 8 × 2 + 3 + 3 × 4', rest5, 720, 31, [0, 480, 60, 180]],
    ['"shortest day" is a 6-day-week rule: a 5-day week keeps 31(3), 8 h = 16', shortest5, 480, 16, [0, 480, 0, 0]],
  ];

  it.each(rows)('%s', (_case, day, minutes, expected, split) => {
    const pay = overtimePay(day, minutes);
    expect(pay.multiplier_hours).toBe(expected);
    expect([
      pay.minutes_by_multiplier[1.5],
      pay.minutes_by_multiplier[2],
      pay.minutes_by_multiplier[3],
      pay.minutes_by_multiplier[4],
    ]).toEqual(split);
  });

  it('refuses minutes that are not a whole number ≥ 0', () => {
    expect(() => overtimePay(working5, -1)).toThrow(RangeError);
    expect(() => overtimePay(working5, 1.5)).toThrow(RangeError);
  });

  it.each([
    [100, 0, 100],
    [100, 30, 90],
    [29, 30, 0],
    [120, 60, 120],
    [119, 60, 60],
  ])('rounds %i minutes by %i-minute blocks to %i (the company rule; 0 = none)', (minutes, block, expected) => {
    expect(roundOvertime(minutes, block)).toBe(expected);
  });
});

describe('the limits of PP 35/2021 art. 26 (4 h a day, 18 h a week, rest days and holidays excepted)', () => {
  it.each([
    ['4 h on a working day', { date: '2026-12-02', asked_minutes: 240, working_day: true, week_minutes: 0 }, null],
    [
      '4 h 1 min on a working day',
      { date: '2026-12-02', asked_minutes: 241, working_day: true, week_minutes: 0 },
      { limit: 'day', asked: 241 },
    ],
    [
      '2 h with 16 h already this week: 18 h reached, allowed',
      { date: '2026-12-02', asked_minutes: 120, working_day: true, week_minutes: 960 },
      null,
    ],
    [
      '3 h with 16 h already this week: 19 h',
      { date: '2026-12-02', asked_minutes: 180, working_day: true, week_minutes: 960 },
      { limit: 'week', already: 960, asked: 180 },
    ],
    [
      '1 min with 18 h already',
      { date: '2026-12-02', asked_minutes: 1, working_day: true, week_minutes: 1080 },
      { limit: 'week', already: 1080, asked: 1 },
    ],
    [
      'a day before UU 11/2020 (02-11-2020): 3 h a day (UU 13/2003 art. 78(1)(b) as it was), so 3 h 1 min is over',
      { date: '2020-10-28', asked_minutes: 181, working_day: true, week_minutes: 0 },
      { limit: 'day', asked: 181 },
    ],
    [
      'a day before UU 11/2020: 14 h a week, so 2 h with 13 h already is over',
      { date: '2020-10-28', asked_minutes: 120, working_day: true, week_minutes: 780 },
      { limit: 'week', already: 780, asked: 120 },
    ],
    [
      'the day UU 11/2020 took effect: 4 h a day',
      { date: '2020-11-02', asked_minutes: 240, working_day: true, week_minutes: 0 },
      null,
    ],
    [
      '10 h on a rest day with 18 h already this week (26(2))',
      { date: '2026-12-02', asked_minutes: 600, working_day: false, week_minutes: 1080 },
      null,
    ],
  ] as const)('%s', (_case, input, expected) => {
    expect(limitProblem(input)).toEqual(expected);
  });

  it.each([
    ['2026-11-25', '2026-11-23', '2026-11-29'],
    ['2026-11-23', '2026-11-23', '2026-11-29'],
    ['2026-11-29', '2026-11-23', '2026-11-29'],
    ['2027-01-01', '2026-12-28', '2027-01-03'],
  ])('the week of %s runs %s to %s', (day, from, to) => {
    expect(isoWeekOf(day)).toEqual({ from, to });
  });
});
