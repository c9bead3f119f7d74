import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '../../hr/import/columns.js';
import { assertSafeWorkbookZip, readZipDirectory } from './zip-guard.js';

describe('the XLSX zip guard', () => {
  it('lets the largest real employee file through: 10,000 rows of every column', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Employees');
    sheet.addRow([...IMPORT_COLUMNS]);
    for (let n = 0; n < 10_000; n += 1) {
      sheet.addRow([
        600000 + n,
        `Karyawan Nama Panjang ${n}`,
        'Laki-laki',
        `karyawan.${n}@hadir.test`,
        `0813${String(n).padStart(8, '0')}`,
        `Jl. Merdeka No. ${n}, Jakarta Pusat`,
        'Jakarta',
        '1995-05-17',
        '2026-01-05',
        'OPS',
        'OPS-A',
        'OPS-JKT',
        1,
        'O',
        10002,
      ]);
    }
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(assertSafeWorkbookZip(bytes)).resolves.toBeUndefined();
    const sheetPart = readZipDirectory(bytes)!.find(({ name }) => name === 'xl/worksheets/sheet1.xml')!;
    expect(sheetPart.size).toBeGreaterThan(4 * 1024 * 1024);
  });

  it('finds no directory in a zip cut short, or in bytes that only start like one', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Employees').addRow(['nik']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(readZipDirectory(bytes)).not.toBeNull();
    expect(readZipDirectory(bytes.subarray(0, bytes.length - 10))).toBeNull();
    expect(readZipDirectory(bytes.subarray(0, bytes.length >> 1))).toBeNull();
    expect(readZipDirectory(Buffer.from('PK\u0003\u0004not really a workbook'))).toBeNull();
  });
});
