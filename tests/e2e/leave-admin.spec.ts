import { type Page } from '@playwright/test';
import { expect, test, type Person } from './factory';
import { login } from './support';

// Issue 26: HR adds 2 days to Ade's annual leave with a reason, and Ade's Home says so; then HR
// takes the 2 days back. Ade and the HR admin are the test's own (tests/e2e/factory.ts).
let ADE: Person;

/** Home's annual leave line: the days left, as the leave screen says them (Ade has no pending request: his balance too). */
async function homeAnnual(page: Page) {
  await page.goto('/');
  const line = page.getByRole('link', { name: /^Annual leave: -?[\d.]+ days left$/ });
  await expect(line).toBeVisible();
  return Number(/(-?[\d.]+) days left/.exec(await line.innerText())![1]);
}

/** HR's Adjust dialog for Ade's Cuti Tahunan: the days, the reason, the question asked back, Confirm. */
async function adjustAde(hr: Page, days: number, reason: string, question: string) {
  await hr.goto('/hr/leave-balances');
  await expect(hr.getByRole('heading', { name: 'Leave balances', level: 1 })).toBeVisible();
  await hr.getByRole('textbox', { name: 'Search by NIK or name' }).fill(ADE.nik);
  await hr.getByRole('button', { name: `Adjust the balance of ${ADE.name}` }).click();
  const dialog = hr.getByRole('dialog', { name: 'Adjust a leave balance' });
  await dialog.getByRole('combobox', { name: 'Leave type' }).click();
  await hr.getByRole('option', { name: 'Cuti Tahunan', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Days' }).fill(String(days));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(hr.getByText(question)).toBeVisible();
  await hr.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test('HR adds 2 days to Ade’s annual leave with a reason; Ade’s Home shows them; HR takes them back', async ({
  page,
  browser,
  people,
}) => {
  ADE = await people.employee('HADIR');
  const HR = (await people.hrAdmin('HADIR')).nik;
  await login(page, ADE.nik);
  const before = await homeAnnual(page);

  // HR at a desk: the console at 1280 px.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const hr = await desk.newPage();
  await login(hr, HR);
  await adjustAde(
    hr,
    2,
    'Lembur akhir tahun',
    `Add 2 days to the Cuti Tahunan balance of ${ADE.name} (${before} → ${before + 2} days)?`,
  );
  await expect(hr.getByRole('alert')).toHaveText(`${ADE.name} now has ${before + 2} days of Cuti Tahunan`);
  const row = hr.getByRole('row').filter({ hasText: ADE.name });
  await expect(row).toContainText(`${before + 2} days`);

  expect(await homeAnnual(page)).toBe(before + 2);
  // His page in the console says the same number.
  await hr.goto(`/hr/employees?q=${ADE.nik}`);
  await hr.getByRole('link', { name: ADE.name, exact: true }).click();
  const balances = hr.getByRole('region', { name: 'Leave balances' });
  await expect(balances.getByRole('listitem').filter({ hasText: 'Cuti Tahunan' })).toContainText(`${before + 2} days`);

  await adjustAde(
    hr,
    -2,
    'Dikembalikan setelah uji',
    `Take 2 days off the Cuti Tahunan balance of ${ADE.name} (${before + 2} → ${before} days)?`,
  );
  await expect(hr.getByRole('alert')).toHaveText(`${ADE.name} now has ${before} days of Cuti Tahunan`);
  expect(await homeAnnual(page)).toBe(before);
  await desk.close();
});
