import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { XlsxWriter } from './xlsx.js';

/** A workbook written by XlsxWriter, read back by exceljs as a spreadsheet program would open it. */
async function written(rows: (string | number | null)[][]) {
  const out = new PassThrough();
  const bytes = buffer(out);
  const writer = new XlsxWriter(out);
  const sheet = writer.sheet('Harian', [
    { header: 'NIK', width: 10, type: 'text' },
    { header: 'Tanggal', width: 12, type: 'date' },
    { header: 'Menit terlambat', width: 12, type: 'number' },
    { header: 'Absen masuk', width: 10, type: 'time' },
  ]);
  for (const row of rows) await sheet.row(row);
  sheet.done();
  await writer.end();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
  return workbook.getWorksheet('Harian')!;
}

describe('an exported sheet (XlsxWriter)', () => {
  it('types every cell of a column by the column, the header bold and the rows not', async () => {
    const sheet = await written([
      ['10001', '2026-10-01', 0, '08:02'],
      ['10002', '2026-10-02', 12, null],
      [null, '2026-10-03', null, '07:58 WITA'],
    ]);
    expect(sheet.getRow(1).values).toEqual([undefined, 'NIK', 'Tanggal', 'Menit terlambat', 'Absen masuk']);
    expect([1, 2, 3, 4].map((column) => sheet.getRow(1).getCell(column).font?.bold)).toEqual([true, true, true, true]);
    const table = [2, 3, 4].map((row) =>
      [1, 2, 3, 4].map((column) => {
        const cell = sheet.getRow(row).getCell(column);
        return { value: cell.value, numFmt: cell.numFmt ?? null, bold: cell.font?.bold ?? false };
      }),
    );
    expect(table).toEqual([
      [
        { value: '10001', numFmt: '@', bold: false },
        { value: new Date('2026-10-01T00:00:00Z'), numFmt: 'dd-mm-yyyy', bold: false },
        { value: 0, numFmt: null, bold: false },
        { value: '08:02', numFmt: null, bold: false },
      ],
      [
        { value: '10002', numFmt: '@', bold: false },
        { value: new Date('2026-10-02T00:00:00Z'), numFmt: 'dd-mm-yyyy', bold: false },
        { value: 12, numFmt: null, bold: false },
        { value: null, numFmt: null, bold: false },
      ],
      [
        { value: null, numFmt: '@', bold: false },
        { value: new Date('2026-10-03T00:00:00Z'), numFmt: 'dd-mm-yyyy', bold: false },
        { value: null, numFmt: null, bold: false },
        { value: '07:58 WITA', numFmt: null, bold: false },
      ],
    ]);
  });

  it('keeps two sheets of one workbook apart, each with its own header', async () => {
    const out = new PassThrough();
    const bytes = buffer(out);
    const writer = new XlsxWriter(out);
    const first = writer.sheet('Harian', [{ header: 'NIK', width: 10, type: 'text' }]);
    await first.row(['10001']);
    first.done();
    const second = writer.sheet('Ringkasan', [{ header: 'Hadir', width: 8, type: 'number' }]);
    await second.row([20]);
    second.done();
    await writer.end(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
    expect(
      workbook.worksheets.map((sheet) => [
        sheet.name,
        sheet.getRow(1).getCell(1).font?.bold,
        sheet.getRow(2).getCell(1).value,
      ]),
    ).toEqual([
      ['Harian', true, '10001'],
      ['Ringkasan', true, 20],
    ]);
  });
});
