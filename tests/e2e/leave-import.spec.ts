import { type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test, type Person } from './factory';
import { login } from './support';

// Issue 26: HR downloads the balances table, changes one person's number, and imports it back
// after its dry run; a file with a bad row shows the row's error and changes nothing. Siti and the
// HR admin are the spec's own (tests/e2e/factory.ts): nobody else reads her leave balance.
test.describe.configure({ mode: 'serial' });

let HR = '';
let SITI: Person;
test.beforeAll(async ({ people }) => {
  SITI = await people.employee('HADIR', { name: 'Siti Nurhaliza' });
  HR = (await people.hrAdmin('HADIR')).nik;
});

/** Siti's Cuti Tahunan as the HR balances table shows it. */
async function sitisBalance(hr: Page): Promise<number> {
  await hr.getByRole('textbox', { name: 'Search by NIK or name' }).fill(SITI.nik);
  const row = hr
    .getByRole('table', { name: 'Leave balances per person' })
    .getByRole('row')
    .filter({ hasText: SITI.name });
  const cell = row.getByRole('cell').nth(2);
  await expect(cell).toHaveText(/^-?[\d.]+ days$/);
  return Number(/^(-?[\d.]+)/.exec(await cell.innerText())![1]);
}

async function openBalances(page: Page) {
  await login(page, HR);
  await page.goto('/hr/leave-balances');
  await expect(page.getByRole('heading', { name: 'Leave balances', level: 1 })).toBeVisible();
}

const upload = (hr: Page, name: string, text: string) =>
  hr
    .getByLabel('Choose a balances file (CSV or XLSX)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test.use({ viewport: { width: 1280, height: 800 } });

test('HR exports the balances, sets Siti’s number in the file, sees the dry run, applies it, and the table shows it', async ({
  page,
}) => {
  await openBalances(page);
  const before = await sitisBalance(page);
  const target = before + 2.5;

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the balances (CSV)' }).click();
  const download = await downloading;
  const exported = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = exported.trim().split('\r\n');
  expect(lines[0]).toBe('nik,name,leave_type,days,as_of,reason');
  const sitis = lines.findIndex((line) => line.startsWith(`${SITI.nik},${SITI.name},Cuti Tahunan,${before},`));
  expect(sitis).toBeGreaterThan(0);
  lines[sitis] = `${SITI.nik},${SITI.name},Cuti Tahunan,${target},,Saldo awal dari sistem lama`;

  await upload(page, 'saldo-awal.csv', `${lines.join('\r\n')}\r\n`);
  await page.getByRole('button', { name: 'Check the file' }).click();
  const report = page.getByRole('region', { name: 'What the file would do' });
  await expect(report).toContainText('No balance has been changed yet.');
  await expect(report.getByLabel('To set 1', { exact: true })).toBeVisible();
  await expect(report.getByLabel('With errors 0', { exact: true })).toBeVisible();
  const outcome = report
    .getByRole('table', { name: 'Each row of the file' })
    .getByRole('row')
    .filter({ hasText: SITI.name });
  await expect(outcome).toContainText(`${before} days${target} days`);
  await expect(outcome).toContainText("Set to the file's number");
  // Nothing is written by the dry run.
  expect(await sitisBalance(page)).toBe(before);

  await page.getByRole('button', { name: 'Set the balances (1)' }).click();
  await expect(page.getByText("Set 1 balances to the file's numbers?", { exact: false })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Set the balances (1)' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Opening balances imported: 1 set, \d+ unchanged$/);
  expect(await sitisBalance(page)).toBe(target);
});

test('a file with a bad row shows its error in words and changes nothing', async ({ page }) => {
  await openBalances(page);
  const before = await sitisBalance(page);
  await upload(
    page,
    'saldo-salah.csv',
    `nik,leave_type,days\r\n${SITI.nik},Cuti Tahunan,dua\r\n99999,Cuti Tahunan,3\r\n`,
  );
  await page.getByRole('button', { name: 'Check the file' }).click();
  const errors = page.getByRole('alert', { name: 'Errors (2): fix them in the file and check it again' });
  await expect(errors).toContainText('Row 2: The days "dua" are not a number');
  await expect(errors).toContainText('Row 3: No employee of this company has NIK 99999');
  await expect(page.getByText('Fix every error first: a file with any bad row changes no balance.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Set the balances/ })).toHaveCount(0);
  await page.reload();
  expect(await sitisBalance(page)).toBe(before);
});
