import { type Browser, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './factory';
import { login } from './support';

const SHOTS = process.env.E2E_SHOTS_DIR;
/** A phone-size screenshot for a person to look at, once transitions have settled (E2E_SHOTS_DIR). */
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** A Jakarta day as yyyy-mm-dd. */
const jakartaDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(instant);
const yesterdayInstant = new Date(Date.now() - 24 * 3600 * 1000);
const yesterday = jakartaDay(yesterdayInstant);
const shownDay = yesterday.split('-').reverse().join('-');

async function letter(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Surat keterangan', { x: 20, y: 100, size: 12 });
  return Buffer.from(await pdf.save());
}

async function signedInPage(browser: Browser, nik: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, nik);
  return page;
}

async function logout(page: Page) {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an employee files a correction with the camera and a PDF; their supervisor approves it; the employee sees the corrected day and the result', async ({
  browser,
  people,
}) => {
  // Two people, two sign-ins, a camera, an upload and a decision: at CI's load 4–7 it has run close
  // to the default 60 s, so it gets the time its steps need.
  test.setTimeout(120_000);
  // A team of the factory's (tests/e2e/factory.ts): Ade reports to Dewi, as the demo's 10001 to 10002.
  const team = await people.team('HADIR');
  const ade = await signedInPage(browser, team.employee.nik);
  await ade.getByRole('button', { name: 'Request', exact: true }).click();
  const modal = ade.getByRole('dialog', { name: 'Request Attendance Correction' });
  await expect(modal).toBeVisible();
  await shot(ade, 'correction-modal');

  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Request Date field is required')).toBeVisible();
  await expect(modal.getByText('Request reason is required')).toBeVisible();
  await expect(modal.getByText('Clock In / Out is required')).toBeVisible();
  await shot(ade, 'correction-modal-errors');
  await expect(modal.getByText('Clock In / Out is required')).toBeHidden({ timeout: 4500 });

  await expect(modal.getByLabel('Hour (00-23)').locator('option')).toHaveCount(25);
  await modal.getByLabel('Request Date').selectOption(yesterday);
  await modal.getByLabel('Hour (00-23)').selectOption('08');
  await modal.getByLabel('Minute').selectOption('05');
  await modal.getByRole('combobox', { name: 'Reason' }).click();
  await ade.getByRole('option', { name: 'Other' }).click();
  await modal.getByLabel('Other reason').fill('Sinyal hilang di lantai 3');
  await modal.getByRole('combobox', { name: 'Reason' }).click();
  await ade.getByRole('option', { name: 'Forgot to clock in / clock out' }).click();
  await expect(modal.getByLabel('Other reason')).toBeHidden();
  await modal.getByRole('radio', { name: 'Clock In' }).check();

  await modal
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'too-big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5_242_881) });
  await expect(modal.getByText('Attachment size too large, maximum 5 Mb!')).toBeVisible();
  await modal
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'surat.pdf', mimeType: 'application/pdf', buffer: await letter() });
  await expect(modal.getByTestId('attachment-name')).toHaveText('surat.pdf');
  await expect(modal.getByText('Attachment size too large, maximum 5 Mb!')).toBeHidden();
  await shot(ade, 'correction-modal-filled');

  // No photo yet: Submit opens the camera first.
  await modal.getByRole('button', { name: 'Submit' }).click();
  const capture = modal.getByRole('button', { name: 'Capture' });
  await expect(capture).toBeEnabled({ timeout: 15_000 });
  await expect(capture).toBeInViewport();
  await shot(ade, 'correction-modal-camera');
  await capture.click();
  await expect(modal.getByRole('img', { name: 'Captured selfie' })).toBeVisible();
  await shot(ade, 'correction-modal-selfie');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(ade.getByRole('alert')).toHaveText('Attendance correction request sent');
  await shot(ade, 'correction-modal-sent');
  await ade.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();

  // The supervisor finds it in the inbox and opens it.
  const dewi = await signedInPage(browser, team.supervisor.nik);
  const asked = `${team.employee.name} (${team.employee.nik}) asks to correct attendance: Clock In on ${shownDay} at 08:05`;
  await dewi.goto('/inbox');
  await dewi.getByRole('link', { name: `View: ${asked}` }).click();
  await expect(dewi).toHaveURL(/\/correction\/\d+\/\d+$/);
  const sheet = dewi.getByRole('region', { name: 'Attendance Correction Approval' });
  await expect(sheet).toBeVisible();
  await shot(dewi, 'correction-decision-top');
  for (const text of [
    team.employee.name,
    team.employee.nik,
    shownDay,
    '08:05',
    'Clock In',
    'Forgot to clock in / clock out',
  ]) {
    await expect(sheet.getByText(text, { exact: true })).toBeVisible();
  }
  const selfie = sheet.getByRole('img', { name: `Selfie of ${team.employee.name} for this request` });
  await expect.poll(() => selfie.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const download = dewi.waitForEvent('download');
  await sheet.getByRole('link', { name: 'Download attachment' }).click();
  expect((await download).suggestedFilename()).toBe(`Attachment-${shownDay}.pdf`);
  await shot(dewi, 'correction-decision');

  await dewi.getByRole('button', { name: 'Approve' }).click();
  await expect(dewi.getByRole('alert')).toHaveText('Attendance correction approved');
  await shot(dewi, 'correction-approved');
  await dewi.getByRole('button', { name: 'OK' }).click();
  await expect(dewi).toHaveURL(/\/inbox$/);
  await logout(dewi);

  // The employee sees the corrected day in the attendance log, and the result in the inbox.
  await ade.goto('/live');
  if (yesterday.slice(0, 7) !== jakartaDay(new Date()).slice(0, 7)) {
    // On the 1st, yesterday is in the previous month of the log's month selector.
    const month = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', month: 'long', year: 'numeric' }).format(
      yesterdayInstant,
    );
    await ade.getByRole('combobox', { name: 'Month' }).click();
    await ade.getByRole('option', { name: month }).click();
  }
  const day = ade.getByRole('listitem', { name: shownDay });
  await expect(day).toContainText('08:05');
  await expect(day.getByText('Corrected')).toBeVisible();
  await shot(ade, 'live-corrected-day');
  await ade.goto('/inbox');
  await expect(
    ade.getByText(
      `Your attendance correction (Clock In on ${shownDay} at 08:05) was approved by ${team.supervisor.name}`,
    ),
  ).toBeVisible();
  await shot(ade, 'inbox-correction-result');
  await logout(ade);
});
