import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { BLOOD_TYPES, GENDERS } from '../employees/fields.js';
import { COLUMN_HELP, IMPORT_COLUMNS } from './columns.js';

export interface CompanyUnits {
  divisions: { code: string; name: string }[];
  subdivisions: { code: string; name: string }[];
  departments: { code: string; name: string }[];
}

/** The CSV template: the header row only (with a BOM so Excel reads it as UTF-8). */
export const csvTemplate = () =>
  Buffer.from(`\uFEFF${Papa.unparse([IMPORT_COLUMNS as unknown as string[]])}\r\n`, 'utf8');

/**
 * The XLSX template: the Employees sheet (header only; every column stored as text so that Excel
 * keeps a NIK's or phone's leading zeros), a Help sheet, and the company's codes to pick from.
 */
export async function xlsxTemplate(units: CompanyUnits): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const employees = workbook.addWorksheet('Employees');
  employees.columns = IMPORT_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: Math.max(14, column.length + 4),
    style: { numFmt: '@' },
  }));
  employees.getRow(1).font = { bold: true };
  employees.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet('Help');
  help.columns = [
    { header: 'column', key: 'column', width: 16 },
    { header: 'what it takes', key: 'help', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of IMPORT_COLUMNS) help.addRow({ column, help: COLUMN_HELP[column] });

  const codes = workbook.addWorksheet('Codes');
  codes.columns = [
    { header: 'kind', key: 'kind', width: 14 },
    { header: 'code', key: 'code', width: 16 },
    { header: 'name', key: 'name', width: 40 },
  ];
  codes.getRow(1).font = { bold: true };
  for (const [kind, list] of [
    ['divisi_kd', units.divisions],
    ['subdivisi_kd', units.subdivisions],
    ['dept_kd', units.departments],
  ] as const) {
    for (const unit of list) codes.addRow({ kind, code: unit.code, name: unit.name });
  }
  for (const gender of GENDERS) codes.addRow({ kind: 'gender', code: gender, name: '' });
  for (const blood of BLOOD_TYPES) codes.addRow({ kind: 'blood', code: blood, name: '' });
  for (const [role, name] of [
    ['1', 'employee'],
    ['2', 'supervisor'],
    ['3', 'HR admin'],
  ]) {
    codes.addRow({ kind: 'roleId', code: role, name });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
