import Holidays from 'date-holidays';

/** A national holiday (hari libur nasional): its date (yyyy-mm-dd) and its name as the government writes it. */
export interface NationalHoliday {
  date: string;
  name: string;
  /** The decree that fixed the day (its number and date); absent for a day computed before any SKB. */
  source?: string;
}

/** A year's SKB 3 Menteri (Keputusan Bersama Menteri Agama, Menteri Ketenagakerjaan dan Menteri PANRB). */
const SKB_2025 = 'SKB Nomor 1017 Tahun 2024, Nomor 2 Tahun 2024, Nomor 2 Tahun 2024 (14-10-2024)';
const SKB_2025_AMENDED = 'SKB Nomor 933 Tahun 2025, Nomor 1 Tahun 2025, Nomor 3 Tahun 2025 (07-08-2025)';
const SKB_2026 = 'SKB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025 (19-09-2025)';

/**
 * The cuti bersama (collective leave) days of each year's SKB, word for word, each with the decree
 * that set it. A year whose SKB is not out (2027 at the time of writing) has none: they are never
 * guessed. Checked against the SKB's lists as published by Setkab, Kemenko PMK and the press
 * (docs/rules.md §10, "Cuti bersama").
 */
const CUTI_BERSAMA: Record<number, readonly NationalHoliday[]> = {
  2025: [
    { date: '2025-01-28', name: 'Cuti Bersama Tahun Baru Imlek 2576 Kongzili', source: SKB_2025 },
    { date: '2025-03-28', name: 'Cuti Bersama Hari Suci Nyepi (Tahun Baru Saka 1947)', source: SKB_2025 },
    { date: '2025-04-02', name: 'Cuti Bersama Idul Fitri 1446 Hijriah', source: SKB_2025 },
    { date: '2025-04-03', name: 'Cuti Bersama Idul Fitri 1446 Hijriah', source: SKB_2025 },
    { date: '2025-04-04', name: 'Cuti Bersama Idul Fitri 1446 Hijriah', source: SKB_2025 },
    { date: '2025-04-07', name: 'Cuti Bersama Idul Fitri 1446 Hijriah', source: SKB_2025 },
    { date: '2025-05-13', name: 'Cuti Bersama Hari Raya Waisak 2569 BE', source: SKB_2025 },
    { date: '2025-05-30', name: 'Cuti Bersama Kenaikan Yesus Kristus', source: SKB_2025 },
    { date: '2025-06-09', name: 'Cuti Bersama Idul Adha 1446 Hijriah', source: SKB_2025 },
    { date: '2025-08-18', name: 'Cuti Bersama HUT ke-80 Kemerdekaan Republik Indonesia', source: SKB_2025_AMENDED },
    { date: '2025-12-26', name: 'Cuti Bersama Kelahiran Yesus Kristus', source: SKB_2025 },
  ],
  2026: [
    { date: '2026-02-16', name: 'Cuti Bersama Tahun Baru Imlek 2577 Kongzili', source: SKB_2026 },
    { date: '2026-03-18', name: 'Cuti Bersama Hari Suci Nyepi (Tahun Baru Saka 1948)', source: SKB_2026 },
    { date: '2026-03-20', name: 'Cuti Bersama Idul Fitri 1447 Hijriah', source: SKB_2026 },
    { date: '2026-03-23', name: 'Cuti Bersama Idul Fitri 1447 Hijriah', source: SKB_2026 },
    { date: '2026-03-24', name: 'Cuti Bersama Idul Fitri 1447 Hijriah', source: SKB_2026 },
    { date: '2026-05-15', name: 'Cuti Bersama Kenaikan Yesus Kristus', source: SKB_2026 },
    { date: '2026-05-28', name: 'Cuti Bersama Idul Adha 1447 Hijriah', source: SKB_2026 },
    { date: '2026-12-24', name: 'Cuti Bersama Kelahiran Yesus Kristus', source: SKB_2026 },
  ],
};

/** The cuti bersama days a year's SKB set (none for a year whose SKB is not out). */
export const indonesianCutiBersama = (year: number): NationalHoliday[] => [...(CUTI_BERSAMA[year] ?? [])];

/**
 * The days Indonesia's government decreed for a year, word for word from its SKB 3 Menteri (Surat
 * Keputusan Bersama of the Ministers of Religious Affairs, Manpower and PANRB). Where a year is here,
 * its list is the law and replaces the computed one: the Ministry of Religious Affairs fixes the
 * Islamic days, and they can differ from date-holidays' calculation by a day (Idul Fitri 2026).
 */
const SKB_BY_YEAR: Record<number, string> = { 2026: SKB_2026 };

const DECREED: Record<number, readonly NationalHoliday[]> = {
  // SKB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025 (19 September 2025): 17 days.
  2026: [
    { date: '2026-01-01', name: 'Tahun Baru 2026 Masehi' },
    { date: '2026-01-16', name: 'Isra Mikraj Nabi Muhammad S.A.W.' },
    { date: '2026-02-17', name: 'Tahun Baru Imlek 2577 Kongzili' },
    { date: '2026-03-19', name: 'Hari Suci Nyepi (Tahun Baru Saka 1948)' },
    { date: '2026-03-21', name: 'Idul Fitri 1447 Hijriah' },
    { date: '2026-03-22', name: 'Idul Fitri 1447 Hijriah' },
    { date: '2026-04-03', name: 'Wafat Yesus Kristus' },
    { date: '2026-04-05', name: 'Kebangkitan Yesus Kristus (Paskah)' },
    { date: '2026-05-01', name: 'Hari Buruh Internasional' },
    { date: '2026-05-14', name: 'Kenaikan Yesus Kristus' },
    { date: '2026-05-27', name: 'Idul Adha 1447 Hijriah' },
    { date: '2026-05-31', name: 'Hari Raya Waisak 2570 BE' },
    { date: '2026-06-01', name: 'Hari Lahir Pancasila' },
    { date: '2026-06-16', name: '1 Muharam Tahun Baru Islam 1448 Hijriah' },
    { date: '2026-08-17', name: 'Proklamasi Kemerdekaan' },
    { date: '2026-08-25', name: 'Maulid Nabi Muhammad S.A.W.' },
    { date: '2026-12-25', name: 'Kelahiran Yesus Kristus' },
  ],
};

/**
 * The SKB's names for the days date-holidays computes, by its rule. Its own names are wrong in
 * places: it calls Isra Mikraj (27 Rajab) "Maulid Nabi Muhammad".
 */
const NAME_BY_RULE: Record<string, string> = {
  '01-01': 'Tahun Baru Masehi',
  '27 Rajab': 'Isra Mikraj Nabi Muhammad S.A.W.',
  'chinese 01-0-01': 'Tahun Baru Imlek',
  nyepi: 'Hari Suci Nyepi',
  '1 Shawwal': 'Idul Fitri',
  '2 Shawwal': 'Idul Fitri',
  'easter -2': 'Wafat Yesus Kristus',
  easter: 'Kebangkitan Yesus Kristus (Paskah)',
  '05-01': 'Hari Buruh Internasional',
  'easter 39': 'Kenaikan Yesus Kristus',
  '10 Dhu al-Hijjah': 'Idul Adha',
  waisak: 'Hari Raya Waisak',
  '06-01': 'Hari Lahir Pancasila',
  '1 Muharram': '1 Muharam Tahun Baru Islam',
  '08-17': 'Proklamasi Kemerdekaan',
  '12 Rabi al-awwal': 'Maulid Nabi Muhammad S.A.W.',
  '12-25': 'Kelahiran Yesus Kristus',
};

const computed = new Holidays('ID');

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** date-holidays writes Nyepi and Waisak as the year's dates ("2027-03-08"): name them by the day they are. */
const ruleOf = (rule: string, name: string) =>
  /^\d{4}-/.test(rule) ? (/nyepi/i.test(name) ? 'nyepi' : /waisak/i.test(name) ? 'waisak' : rule) : rule;

/** The computed days of a year the SKB has not fixed yet, named as the SKB names them. */
function computedHolidays(year: number): NationalHoliday[] {
  const days: { date: string; rule: string; name: string }[] = computed
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({
      date: holiday.date.slice(0, 10),
      rule: ruleOf(holiday.rule, holiday.name),
      name: holiday.name,
    }));
  // Easter Sunday is in every SKB; date-holidays leaves it out. It is two days after Good Friday.
  const goodFriday = days.find((day) => day.rule === 'easter -2');
  if (goodFriday) days.push({ date: addDays(goodFriday.date, 2), rule: 'easter', name: '' });
  // Two holidays on one date (Isra Mikraj and Christmas on 25-12-2027) are one day off with both names.
  const byDate = new Map<string, string[]>();
  for (const day of days) {
    const name = NAME_BY_RULE[day.rule] ?? day.name;
    const names = byDate.get(day.date) ?? [];
    if (!names.includes(name)) names.push(name);
    byDate.set(day.date, names);
  }
  return [...byDate]
    .map(([date, names]) => ({ date, name: names.join(' · ') }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Indonesia's national holidays of a year: the SKB's list where it is out, otherwise computed and named as the SKB would. */
export const indonesianNationalHolidays = (year: number): NationalHoliday[] =>
  DECREED[year]?.map((day) => ({ ...day, source: SKB_BY_YEAR[year] })) ?? computedHolidays(year);
