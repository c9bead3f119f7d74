import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test } from './factory';
import { jakartaDay, login } from './support';

// Issue 25: an HR admin of HADIR exports the month after next's roster as XLSX, marks Ade Off on the
// 3rd in the file, imports it, reads the dry run, applies it, and the grid shows the cell; the cell
// is cleared again at the end. Ade and the HR admin are the test's own (tests/e2e/factory.ts).
const [year, month] = jakartaDay(Date.now()).split('-').map(Number);
const later = new Date(Date.UTC(year, month + 1, 1));
const target = `${later.getUTCFullYear()}-${String(later.getUTCMonth() + 1).padStart(2, '0')}`;
const day = `${target}-03`;

test('HR exports the roster as XLSX, changes a cell in the file, and imports it: the dry run shows the change, Apply saves it, the grid shows it', async ({
  page,
  people,
}) => {
  test.setTimeout(180_000);
  const ade = await people.employee('HADIR');
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, (await people.hrAdmin('HADIR')).nik);
  await page.goto('/hr/rosters');
  await page.getByRole('textbox', { name: 'Month' }).fill(target);
  const grid = page.getByRole('table', { name: 'Roster' });
  await expect(grid.getByRole('button', { name: new RegExp(`^${ade.name} ${day}: Empty`) })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`hadir-roster-${target}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const header = sheet.getRow(1).values as unknown[];
  expect(header.slice(1, 3)).toEqual(['NIK', 'Name']);
  const column = header.indexOf(day);
  expect(column).toBeGreaterThan(2);
  let found = false;
  sheet.eachRow((row) => {
    if (row.getCell(1).value !== ade.nik) return;
    row.getCell(column).value = 'Off';
    found = true;
  });
  expect(found).toBe(true);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByLabel('Import XLSX').setInputFiles({
    name: 'roster.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(page.getByRole('heading', { name: 'Dry run: nothing has been written yet' })).toBeVisible();
  const changes = page.getByRole('table', { name: 'Cells that change' });
  await expect(changes.getByRole('row')).toHaveCount(2);
  await expect(changes.getByRole('row').nth(1)).toContainText(`${ade.nik} · ${ade.name}${day}EmptyOff`);
  await page.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(page.getByText('Roster imported: 1 cell changed')).toBeVisible();
  await expect(grid.getByRole('button', { name: `${ade.name} ${day}: Off` })).toBeVisible();

  // Leave the month as it was for whoever looks next.
  await grid.getByRole('button', { name: `${ade.name} ${day}: Off` }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Roster saved: 1 cell changed')).toBeVisible();
});
