import { type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './factory';
import { CIKARANG, clockAtCikarang as clock, jakartaDay, login, setApiClock, shownDay } from './support';

// Issue 25 against the whole stack: an HR admin of HLOG makes a 22:00–06:00 shift and gives it
// to Agus (an HLOG employee of the test's own, tests/e2e/factory.ts); the api's clock (never the browser's) says 21:55
// today, Agus clocks in at Gudang Cikarang through the real screens, the clock moves to 06:05
// tomorrow and he clocks out — the clock-out after midnight is his shift's, not "You have not
// clocked in today" — and HR's view of his month shows one present day with both times.
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-night-shift';
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(400); // let MUI's transitions settle
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const today = jakartaDay(Date.now());
const tomorrow = jakartaDay(Date.parse(`${today}T12:00:00+07:00`) + 86_400_000);

test.afterAll(async () => {
  await setApiClock(null);
});

test('a night worker clocks in at 21:55 and out at 06:05, and HR sees one present day with both times', async ({
  browser,
  people,
}) => {
  test.setTimeout(480_000);
  const admin = await people.hrAdmin('HLOG');
  const agus = await people.employee('HLOG', { name: 'Agus Setiawan' });
  const hrContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const workerContext = await browser.newContext({ geolocation: CIKARANG, locale: 'en-US' });
  try {
    const hr = await hrContext.newPage();
    await login(hr, admin.nik);
    await hr.goto('/hr/schedules');
    await hr.getByRole('button', { name: 'New schedule' }).click();
    const form = hr.getByRole('dialog', { name: 'New schedule' });
    await form.getByLabel('Name').fill('Malam 22:00–06:00');
    await form.getByLabel('Start').fill('22:00');
    await form.getByLabel('End', { exact: true }).fill('06:00');
    await expect(
      form.getByText('An end before the start ends the next morning; the same time, 24 hours later'),
    ).toBeVisible();
    for (const day of ['Sat', 'Sun']) await form.getByRole('checkbox', { name: day }).check();
    await expect(form.getByLabel('Check-in opens (minutes before)')).toHaveValue('120');
    await expect(form.getByLabel('Check-out allowed until (minutes after)')).toHaveValue('360');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const card = hr.getByRole('region', { name: 'Malam 22:00–06:00' });
    await card.getByRole('button', { name: 'Assign' }).click();
    const assign = hr.getByRole('dialog', { name: 'Assign Malam 22:00–06:00' });
    await assign.getByRole('combobox', { name: 'Assign to' }).click();
    await hr.getByRole('option', { name: 'Employee' }).click();
    await assign.getByLabel('NIK').fill(agus.nik);
    await expect(assign.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(shownDay(today));
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(assign).toBeHidden();
    await expect(card).toContainText('1 assignment');

    const worker = await workerContext.newPage();
    await setApiClock(`${today}T21:55:00+07:00`);
    await login(worker, agus.nik);
    await worker.getByRole('link', { name: 'Live Attendance' }).click();
    await clock(worker, 'Clock In');

    // 06:05 the next morning by the api's clock: a clock-out after midnight, for last night's shift.
    await setApiClock(`${tomorrow}T06:05:00+07:00`);
    await worker.goto('/live');
    await clock(worker, 'Clock Out');
    await shot(worker, '01-live');

    await hr.goto(`/hr/recap/${agus.nik}?month=${today.slice(0, 7)}`);
    await expect(hr.getByRole('heading', { name: `${agus.name} · ${agus.nik}` })).toBeVisible();
    const day = hr.locator(`tr[data-date="${today}"]`);
    await expect(day.getByText('Present', { exact: true })).toBeVisible();
    await expect(day.getByRole('link', { name: '21:55' })).toBeVisible();
    await expect(day.getByRole('link', { name: '06:05' })).toBeVisible();
    await expect(day).not.toContainText('No clock-out');
    await expect(day).toContainText('22:00–06:00');
    await shot(hr, '02-person-month');
  } finally {
    await hrContext.close();
    await workerContext.close();
  }
});
