import type { Language } from '../../lib/languages.js';
import { zonedHourMinute } from '../../lib/jakarta.js';
import type { OvertimeDayLine } from '../../overtime/period.js';
import type { Day, DayStatus } from '../../workdays/day.js';
import type { Cell, SheetColumn } from '../../platform/exports/xlsx.js';
import type { RecapRow } from '../../recap/presenter.js';

type Words = Record<
  | 'nik'
  | 'name'
  | 'division'
  | 'subdivision'
  | 'department'
  | 'scheduled'
  | 'present'
  | 'restDaysWorked'
  | 'lateDays'
  | 'lateMinutes'
  | 'absent'
  | 'leaveDays'
  | 'holidays'
  | 'cutiBersama'
  | 'missingOut'
  | 'corrections'
  | 'date'
  | 'weekday'
  | 'schedule'
  | 'start'
  | 'end'
  | 'clockIn'
  | 'clockOut'
  | 'location'
  | 'status'
  | 'leaveType'
  | 'holiday'
  | 'corrected'
  | 'yes'
  | 'overtimeHours'
  | 'overtimeTier'
  | 'multiplierHours'
  | 'underReview'
  | 'rejected'
  | 'pay',
  string
>;

const WORDS: Record<Language, Words> = {
  en: {
    nik: 'NIK',
    name: 'Name',
    division: 'Division',
    subdivision: 'Subdivision',
    department: 'Department',
    scheduled: 'Scheduled days',
    present: 'Present',
    restDaysWorked: 'Worked on a rest day or holiday',
    lateDays: 'Late days',
    lateMinutes: 'Late minutes',
    absent: 'Absent',
    leaveDays: 'Leave days',
    holidays: 'Holidays',
    cutiBersama: 'Cuti bersama (annual leave)',
    missingOut: 'No clock-out',
    corrections: 'Corrections',
    date: 'Date',
    weekday: 'Day',
    schedule: 'Schedule',
    start: 'Start',
    end: 'End',
    clockIn: 'Clock in',
    clockOut: 'Clock out',
    location: 'Location',
    status: 'Counts as',
    leaveType: 'Leave type',
    holiday: 'Holiday',
    corrected: 'Corrected',
    yes: 'yes',
    overtimeHours: 'Overtime minutes',
    overtimeTier: 'Overtime minutes at {x}×',
    multiplierHours: 'Overtime multiplier-hours',
    underReview: 'Clock-ins under review',
    rejected: 'Clock-ins rejected',
    pay: 'Overtime pay (Rp)',
  },
  id: {
    nik: 'NIK',
    name: 'Nama',
    division: 'Divisi',
    subdivision: 'Subdivisi',
    department: 'Departemen',
    scheduled: 'Hari kerja',
    present: 'Hadir',
    restDaysWorked: 'Masuk di hari istirahat atau libur',
    lateDays: 'Hari terlambat',
    lateMinutes: 'Menit terlambat',
    absent: 'Alpa',
    leaveDays: 'Hari cuti/izin',
    holidays: 'Hari libur',
    cutiBersama: 'Cuti bersama (potong cuti)',
    missingOut: 'Tanpa absen pulang',
    corrections: 'Koreksi',
    date: 'Tanggal',
    weekday: 'Hari',
    schedule: 'Jadwal',
    start: 'Mulai',
    end: 'Selesai',
    clockIn: 'Absen masuk',
    clockOut: 'Absen pulang',
    location: 'Lokasi',
    status: 'Dihitung sebagai',
    leaveType: 'Jenis cuti/izin',
    holiday: 'Hari libur',
    corrected: 'Koreksi',
    yes: 'ya',
    overtimeHours: 'Menit lembur',
    overtimeTier: 'Menit lembur {x}×',
    multiplierHours: 'Jam lembur terhitung',
    underReview: 'Absen sedang ditinjau',
    rejected: 'Absen ditolak',
    pay: 'Upah lembur (Rp)',
  },
};

const STATUS: Record<Language, Record<DayStatus, string>> = {
  en: {
    present: 'Present',
    late: 'Late',
    absent: 'Absent',
    leave: 'Leave',
    holiday: 'Holiday',
    off: 'Day off',
    upcoming: 'Not yet',
    not_employed: 'Not employed',
  },
  id: {
    present: 'Hadir',
    late: 'Terlambat',
    absent: 'Alpa',
    leave: 'Cuti/Izin',
    holiday: 'Hari libur',
    off: 'Libur',
    upcoming: 'Belum',
    not_employed: 'Di luar masa kerja',
  },
};

const WEEKDAYS: Record<Language, string[]> = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  id: ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'],
};

export const SHEETS: Record<Language, { summary: string; daily: string }> = {
  en: { summary: 'Summary', daily: 'Daily' },
  id: { summary: 'Ringkasan', daily: 'Harian' },
};

const text = (header: string, width: number): SheetColumn => ({ header, width, type: 'text' });
const number = (header: string, width = 10): SheetColumn => ({ header, width, type: 'number' });

/**
 * The summary sheet's columns: who, the totals, one column per leave type of the company's policies
 * (`leaveTypes`, leave/policy-queries.ts), overtime, and last the clock-ins payroll cannot settle yet
 * (issue 29), after the columns an import already maps.
 */
export function summaryColumns(language: Language, leaveTypes: readonly string[]): SheetColumn[] {
  const w = WORDS[language];
  return [
    text(w.nik, 10),
    text(w.name, 28),
    text(w.division, 12),
    text(w.subdivision, 14),
    text(w.department, 14),
    number(w.scheduled),
    number(w.present),
    number(w.restDaysWorked, 16),
    number(w.lateDays),
    number(w.lateMinutes, 12),
    number(w.absent),
    number(w.leaveDays, 12),
    ...leaveTypes.map((type) => number(type, Math.max(10, type.length + 2))),
    number(w.holidays),
    number(w.cutiBersama, 16),
    number(w.missingOut, 14),
    number(w.corrections, 12),
    ...overtimeColumns(language),
    number(w.underReview, 22),
    number(w.rejected, 18),
    // Multiplier-hours × the monthly wage / 173 (art. 32(2)), for the people HR entered a wage for.
    number(w.pay, 16),
  ];
}

const TIERS = ['1.5', '2', '3', '4'] as const;

/**
 * Overtime (docs/rules.md §13): the minutes counted, a column per multiplier of PP 35/2021 art. 31, and the
 * multiplier-hours. Whole minutes, not hours to two decimals (issue 45: 74 minutes read 1.23 h): payroll
 * reads them exactly.
 */
export function overtimeColumns(language: Language): SheetColumn[] {
  const w = WORDS[language];
  const decimal = (x: string) => (language === 'id' ? x.replace('.', ',') : x);
  return [
    number(w.overtimeHours, 14),
    ...TIERS.map((tier) => number(w.overtimeTier.replace('{x}', decimal(tier)), 16)),
    number(w.multiplierHours, 22),
  ];
}

/** A person's summary row, its leave cells in `leaveTypes`' order (the same list as the columns). */
export const summaryCells = (row: RecapRow, leaveTypes: readonly string[], pay: number | null = null): Cell[] => [
  String(row.nik),
  row.name,
  row.division,
  row.subdivision,
  row.department,
  row.scheduled_days,
  row.present,
  row.rest_days_worked,
  row.late_days,
  row.late_minutes,
  row.absent,
  row.leave_days,
  ...leaveTypes.map((type) => row.leave[type] ?? 0),
  row.holidays,
  row.cuti_bersama_counted,
  row.missing_clock_out,
  row.corrections,
  row.overtime_minutes,
  ...TIERS.map((tier) => row.overtime_minutes_by_multiplier[tier]),
  row.overtime_multiplier_hours,
  row.clockings_under_review,
  row.clockings_rejected,
  pay,
];

/** The daily sheet's columns: one row per person and day. */
export function dailyColumns(language: Language): SheetColumn[] {
  const w = WORDS[language];
  return [
    text(w.nik, 10),
    text(w.name, 28),
    { header: w.date, width: 12, type: 'date' },
    text(w.weekday, 6),
    text(w.schedule, 24),
    text(w.start, 7),
    text(w.end, 7),
    text(w.clockIn, 10),
    text(w.clockOut, 10),
    text(w.location, 24),
    text(w.status, 14),
    number(w.lateMinutes, 12),
    text(w.leaveType, 18),
    text(w.holiday, 24),
    text(w.missingOut, 14),
    text(w.corrected, 10),
    ...overtimeColumns(language),
  ];
}

/** HH:mm in the person's zone, saying the zone when it is not Jakarta's ("08:02 WITA"), as the screens do. */
const hhmm = (instant: Date | null, zone: string) => (instant ? zonedHourMinute(instant, zone) : null);

/** A day's row; `overtime` is the day's counted overtime when it had a request (empty cells otherwise). */
export function dailyCells(
  language: Language,
  person: { nik: number; name: string },
  day: Day,
  overtime?: OvertimeDayLine,
): Cell[] {
  const yes = WORDS[language].yes;
  const count = overtime?.count;
  return [
    String(person.nik),
    person.name,
    day.date,
    WEEKDAYS[language][day.weekday - 1],
    day.schedule.name,
    day.schedule.start,
    day.schedule.end,
    hhmm(day.first_in, day.time_zone),
    hhmm(day.last_out, day.time_zone),
    day.location,
    STATUS[language][day.status],
    day.late_minutes,
    day.leave ? `${day.leave.type}${day.leave.half_day ? ' (½)' : ''}` : null,
    day.holiday?.name ?? null,
    day.missing_clock_out ? yes : null,
    day.corrected ? yes : null,
    count ? count.minutes : null,
    ...TIERS.map((tier) => (count ? count.minutes_by_multiplier[Number(tier) as 1.5 | 2 | 3 | 4] : null)),
    count ? count.multiplier_hours : null,
  ];
}
