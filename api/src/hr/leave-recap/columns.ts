import type { Language } from '../../lib/languages.js';
import { jakartaDate } from '../../lib/jakarta.js';
import type { SheetColumn } from '../../platform/exports/xlsx.js';
import type { LeaveRecapRow } from './queries.js';

const HEADERS: Record<Language, string[]> = {
  en: [
    'NIK',
    'Name',
    'Division',
    'Department',
    'Leave type',
    'Duration',
    'From',
    'To',
    'Days',
    'Status',
    'Note',
    'Decided by',
    'Decided on',
  ],
  id: [
    'NIK',
    'Nama',
    'Divisi',
    'Departemen',
    'Jenis cuti/izin',
    'Durasi',
    'Dari',
    'Sampai',
    'Hari',
    'Status',
    'Keterangan',
    'Diputuskan oleh',
    'Tanggal keputusan',
  ],
};
const SHAPE: Omit<SheetColumn, 'header'>[] = [
  { width: 10, type: 'text' },
  { width: 28, type: 'text' },
  { width: 12, type: 'text' },
  { width: 14, type: 'text' },
  { width: 24, type: 'text' },
  { width: 10, type: 'text' },
  { width: 12, type: 'date' },
  { width: 12, type: 'date' },
  { width: 7, type: 'number' },
  { width: 10, type: 'text' },
  { width: 20, type: 'text' },
  { width: 24, type: 'text' },
  { width: 12, type: 'date' },
];

export const SHEET_NAME: Record<Language, string> = { en: 'Leave', id: 'Cuti' };

/** The leave export's columns, in the admin's language. */
export const leaveColumns = (language: Language): SheetColumn[] =>
  SHAPE.map((shape, index) => ({ ...shape, header: HEADERS[language][index] }));

const jakartaDay = (instant: Date | null) => (instant ? jakartaDate(instant) : null);

/** A request as one row of the export, in the columns' order. */
export const leaveCells = (row: LeaveRecapRow) => [
  String(row.nik),
  row.name,
  row.divisi_kd,
  row.dept_kd,
  row.tipe,
  row.leave_duration,
  row.start_date,
  row.end_date,
  row.days,
  row.status,
  row.description,
  row.decider_name,
  jakartaDay(row.decided_at),
];
