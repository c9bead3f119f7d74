import type { Language } from '../../lib/languages.js';
import type { Cell, SheetColumn } from '../../platform/exports/xlsx.js';
import { overtimeColumns as tierColumns } from '../recap/columns.js';
import type { presentRecapLine } from './service.js';

type Line = ReturnType<typeof presentRecapLine>;

const WORDS: Record<
  Language,
  Record<
    | 'nik'
    | 'name'
    | 'department'
    | 'date'
    | 'start'
    | 'end'
    | 'status'
    | 'consented'
    | 'reason'
    | 'dayType'
    | 'requested'
    | 'approved'
    | 'worked'
    | 'yes'
    | 'working'
    | 'rest'
    | 'pay',
    string
  >
> = {
  en: {
    nik: 'NIK',
    name: 'Name',
    department: 'Department',
    date: 'Date',
    start: 'Planned start',
    end: 'Planned end',
    status: 'Status',
    consented: 'Agreed',
    reason: 'Reason',
    dayType: 'Day',
    requested: 'Requested minutes',
    approved: 'Approved minutes',
    worked: 'Worked in the window, outside the shift (minutes)',
    yes: 'Yes',
    working: 'Working day',
    rest: 'Rest day / holiday',
    pay: 'Overtime pay (Rp)',
  },
  id: {
    nik: 'NIK',
    name: 'Nama',
    department: 'Departemen',
    date: 'Tanggal',
    start: 'Rencana mulai',
    end: 'Rencana selesai',
    status: 'Status',
    consented: 'Disetujui karyawan',
    reason: 'Alasan',
    dayType: 'Hari',
    requested: 'Menit diajukan',
    approved: 'Menit disetujui',
    worked: 'Menit kerja dalam rentang, di luar shift',
    yes: 'Ya',
    working: 'Hari kerja',
    rest: 'Hari istirahat / libur',
    pay: 'Upah lembur (Rp)',
  },
};

const STATUS: Record<Language, Record<Line['status'], string>> = {
  en: { Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected' },
  id: { Pending: 'Menunggu', Approved: 'Disetujui', Rejected: 'Ditolak' },
};

export const SHEET_NAME: Record<Language, string> = { en: 'Overtime', id: 'Lembur' };

const text = (header: string, width: number): SheetColumn => ({ header, width, type: 'text' });
const number = (header: string, width = 12): SheetColumn => ({ header, width, type: 'number' });

/** The overtime export's columns: the request, then the recap's overtime columns (whole minutes, a column per multiplier, multiplier-hours). */
export function overtimeColumns(language: Language): SheetColumn[] {
  const w = WORDS[language];
  return [
    text(w.nik, 10),
    text(w.name, 28),
    text(w.department, 14),
    { header: w.date, width: 12, type: 'date' },
    text(w.start, 10),
    text(w.end, 10),
    text(w.status, 12),
    text(w.consented, 10),
    text(w.reason, 30),
    text(w.dayType, 18),
    number(w.requested, 14),
    number(w.approved, 14),
    number(w.worked, 22),
    ...tierColumns(language),
    number(w.pay, 16),
  ];
}

/** A request as one row of the export, in the columns' order. */
export function overtimeCells(language: Language, line: Line): Cell[] {
  const w = WORDS[language];
  return [
    String(line.nik),
    line.name,
    line.department,
    line.date,
    line.start,
    line.end,
    STATUS[language][line.status],
    line.consented ? w.yes : null,
    line.reason,
    line.day_type === 'working' ? w.working : w.rest,
    line.requested_minutes,
    line.approved_minutes,
    line.worked_minutes,
    line.counted_minutes,
    ...(['1.5', '2', '3', '4'] as const).map((tier) => line.minutes_by_multiplier[tier]),
    line.multiplier_hours,
    line.overtime_pay,
  ];
}
