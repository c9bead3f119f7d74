import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '../../errors.js';
import { sniffFileType } from '../../lib/file-type.js';
import { MAX_IMPORT_ROWS } from './limits.js';
import { IMPORT_FILE_MESSAGES as M } from './messages.js';
import { assertSafeWorkbookZip } from './zip-guard.js';

export type ImportFormat = 'csv' | 'xlsx';

/** One data row of the file: its spreadsheet row number (the header is row 1) and its cells as text. */
export interface ImportRow<C extends string = string> {
  row: number;
  cells: Partial<Record<C, string>>;
}

/** What a kind of import file holds: its columns, those the header must name, and the words for a file with no rows. */
export interface ImportSheet<C extends string> {
  columns: readonly C[];
  required: readonly C[];
  empty: string;
}

/** The employee import's file (the default). */

const refuse = (message: string, error: string) => badRequest(message, error);

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** CSV or XLSX, by the bytes (never by the name); anything else is refused with a reason. */
export function detectFormat(bytes: Buffer, fileName: string): ImportFormat {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    // A macro workbook carries its VBA as xl/vbaProject.bin; zip entry names are stored as plain bytes.
    if (bytes.includes('vbaProject.bin') || /\.xlsm$/i.test(fileName)) throw refuse(M.macros, 'import_macros');
    return 'xlsx';
  }
  if (bytes.length === 0 || bytes.includes(0) || sniffFileType(bytes) !== null)
    throw refuse(M.fileType, 'import_file_type');
  return 'csv';
}

/**
 * The file's rows, with the header mapped to the template's columns: the employee import's, or
 * another import's sheet (the leave opening balances), read by the same reader and zip guard.
 */
export async function readImportFile<C extends string>(
  bytes: Buffer,
  format: ImportFormat,
  sheet: ImportSheet<C>,
): Promise<ImportRow<C>[]>;
export async function readImportFile(
  bytes: Buffer,
  format: ImportFormat,
  sheet: ImportSheet<string>,
): Promise<ImportRow<string>[]> {
  const table = format === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  return mapHeader(table, sheet);
}

/** A file's header row and its non-empty data rows, as text, before any header is mapped. */
export interface RawTable {
  header: string[];
  rows: { row: number; values: string[] }[];
}

/**
 * The file's header and rows as the same reader and zip guard read them, for a sheet whose columns
 * are not a fixed set (the roster grid: one column per day of a month); the caller maps the header.
 */
export async function readImportTable(bytes: Buffer, format: ImportFormat): Promise<RawTable> {
  const table = format === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  if (table.rows.length > MAX_IMPORT_ROWS) throw refuse(M.tooManyRows, 'import_too_many_rows');
  return table;
}

function readCsv(bytes: Buffer): RawTable {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel on Windows saves "CSV" in its ANSI code page; Latin-1 reads its letters.
    text = bytes.toString('latin1');
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const lines = parsed.data;
  const rows = lines
    .slice(1)
    .map((values, index) => ({ row: index + 2, values: values.map((value) => value ?? '') }))
    .filter(({ values }) => values.some((value) => value.trim() !== ''));
  return { header: lines[0] ?? [], rows };
}

async function readXlsx(bytes: Buffer): Promise<RawTable> {
  await assertSafeWorkbookZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(M.fileType, 'import_file_type');
  }
  // A formula anywhere could compute a value the dry run showed differently from what a person saw.
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula || cell.formula) {
          throw refuse(M.formulas(`${sheet.name}!${cell.address}`), 'import_formulas');
        }
      }),
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(M.noSheet, 'import_empty');
  const header: string[] = [];
  const rows: RawTable['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      values[column - 1] = cellText(cell);
      // Excel turns a typed 0812… into the number 812…; an Indonesian mobile number starts with 08.
      const isPhone = header[column - 1]?.trim().toLowerCase() === 'phone';
      if (isPhone && typeof cell.value === 'number' && values[column - 1].startsWith('8'))
        values[column - 1] = `0${values[column - 1]}`;
    });
    const filled = Array.from(values, (value) => value ?? '');
    if (header.length === 0 && rows.length === 0) header.push(...filled);
    else if (filled.some((value) => value.trim() !== '')) rows.push({ row: rowNumber, values: filled });
  });
  return { header, rows };
}

/** A cell as the text a person sees; a date cell as its calendar day. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

function mapHeader(table: RawTable, sheet: ImportSheet<string>): ImportRow<string>[] {
  const names = table.header.map((name) => name.trim().toLowerCase());
  const known = new Map(sheet.columns.map((column) => [column.toLowerCase(), column]));
  const missing = sheet.required.filter((column) => !names.includes(column.toLowerCase()));
  if (missing.length > 0) throw refuse(M.badHeader(missing), 'import_bad_header');
  const unknown = names.filter((name) => name !== '' && !known.has(name));
  if (unknown.length > 0) throw refuse(M.unknownColumns(unknown), 'import_bad_header');
  if (table.rows.length === 0) throw refuse(sheet.empty, 'import_empty');
  if (table.rows.length > MAX_IMPORT_ROWS) throw refuse(M.tooManyRows, 'import_too_many_rows');
  return table.rows.map(({ row, values }) => {
    const cells: ImportRow<string>['cells'] = {};
    names.forEach((name, index) => {
      const column = known.get(name);
      if (column) cells[column] = (values[index] ?? '').trim();
    });
    return { row, cells };
  });
}
