import { describe, expect, it } from '@jest/globals';
import { indonesianNationalHolidays } from './national-holidays.js';

const SKB_2026 = 'SKB 1497/2/5 Tahun 2025';
const COMPUTED = 'computed (no SKB for 2027 yet), named as the SKB names it';

// date (dd-mm-yyyy), the name HR reads, and where the row comes from.
const rows: [string, string, string][] = [
  ['01-01-2026', 'Tahun Baru 2026 Masehi', SKB_2026],
  ['16-01-2026', 'Isra Mikraj Nabi Muhammad S.A.W.', SKB_2026],
  ['17-02-2026', 'Tahun Baru Imlek 2577 Kongzili', SKB_2026],
  ['19-03-2026', 'Hari Suci Nyepi (Tahun Baru Saka 1948)', SKB_2026],
  ['21-03-2026', 'Idul Fitri 1447 Hijriah', SKB_2026],
  ['22-03-2026', 'Idul Fitri 1447 Hijriah', SKB_2026],
  ['03-04-2026', 'Wafat Yesus Kristus', SKB_2026],
  ['05-04-2026', 'Kebangkitan Yesus Kristus (Paskah)', SKB_2026],
  ['01-05-2026', 'Hari Buruh Internasional', SKB_2026],
  ['14-05-2026', 'Kenaikan Yesus Kristus', SKB_2026],
  ['27-05-2026', 'Idul Adha 1447 Hijriah', SKB_2026],
  ['31-05-2026', 'Hari Raya Waisak 2570 BE', SKB_2026],
  ['01-06-2026', 'Hari Lahir Pancasila', SKB_2026],
  ['16-06-2026', '1 Muharam Tahun Baru Islam 1448 Hijriah', SKB_2026],
  ['17-08-2026', 'Proklamasi Kemerdekaan', SKB_2026],
  ['25-08-2026', 'Maulid Nabi Muhammad S.A.W.', SKB_2026],
  ['25-12-2026', 'Kelahiran Yesus Kristus', SKB_2026],
  ['01-01-2027', 'Tahun Baru Masehi', COMPUTED],
  ['05-01-2027', 'Isra Mikraj Nabi Muhammad S.A.W.', COMPUTED],
  ['06-02-2027', 'Tahun Baru Imlek', COMPUTED],
  ['08-03-2027', 'Hari Suci Nyepi', COMPUTED],
  ['09-03-2027', 'Idul Fitri', COMPUTED],
  ['10-03-2027', 'Idul Fitri', COMPUTED],
  ['26-03-2027', 'Wafat Yesus Kristus', COMPUTED],
  ['28-03-2027', 'Kebangkitan Yesus Kristus (Paskah)', COMPUTED],
  ['01-05-2027', 'Hari Buruh Internasional', COMPUTED],
  ['06-05-2027', 'Kenaikan Yesus Kristus', COMPUTED],
  ['16-05-2027', 'Idul Adha', COMPUTED],
  ['20-05-2027', 'Hari Raya Waisak', COMPUTED],
  ['01-06-2027', 'Hari Lahir Pancasila', COMPUTED],
  ['06-06-2027', '1 Muharam Tahun Baru Islam', COMPUTED],
  ['14-08-2027', 'Maulid Nabi Muhammad S.A.W.', COMPUTED],
  ['17-08-2027', 'Proklamasi Kemerdekaan', COMPUTED],
  // 27 Rajab 1449 falls on Christmas Day: one day off, both holidays named (Christmas was lost before).
  ['25-12-2027', 'Isra Mikraj Nabi Muhammad S.A.W. · Kelahiran Yesus Kristus', COMPUTED],
];

const iso = (date: string) => date.split('-').reverse().join('-');

describe("Indonesia's national holidays", () => {
  it.each(rows)('%s is "%s" (%s)', (date, name) => {
    const year = Number(date.slice(-4));
    expect(indonesianNationalHolidays(year).find((day) => day.date === iso(date))?.name).toBe(name);
  });

  it.each([2026, 2027])('%i has exactly the days of the table, in date order', (year) => {
    const expected = rows.filter(([date]) => date.endsWith(String(year))).map(([date]) => iso(date));
    expect(indonesianNationalHolidays(year).map((day) => day.date)).toEqual(expected);
  });

  it("2026 has the SKB's 17 days", () => {
    expect(indonesianNationalHolidays(2026)).toHaveLength(17);
  });
});
