import { expect, test } from './factory';
import { login, setApiClock, shownDay } from './support';

// Issue 25 against the whole stack: an HR admin of HLOG draws a Makassar site for the warehouse
// department WH-CKR and sets it to WITA; Agus (of WH-CKR, the test's own: tests/e2e/factory.ts)
// stands there and clocks in at 07:55 WITA by the api's clock, on a weekday two weeks back. HR's view of his month shows
// the time with "WITA" and the day Present — 07:55 WITA is 06:55 in Jakarta, before the 08:00 start
// either way, but read in Jakarta the 08:00 start itself would be an hour off. The site is deleted at
// the end, so Agus is back on Cikarang's WIB for the specs after this one.
const MAKASSAR = { latitude: -5.1477, longitude: 119.4327, accuracy: 10 };

/** A Monday–Friday two weeks (or a little more) before today, yyyy-mm-dd. */
function weekdayTwoWeeksBack(): string {
  const day = new Date(Date.now() - 14 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
const DAY = weekdayTwoWeeksBack();

test.afterAll(async () => {
  await setApiClock(null);
});

test('HR sets a site to WITA; a clock-in there reads 07:55 WITA and on time in HR’s person’s month', async ({
  browser,
  people,
}) => {
  test.setTimeout(300_000);
  const admin = await people.hrAdmin('HLOG');
  const agus = await people.employee('HLOG', { name: 'Agus Setiawan' });
  const hrContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const workerContext = await browser.newContext({
    geolocation: MAKASSAR,
    permissions: ['geolocation'],
    locale: 'en-US',
  });
  const hr = await hrContext.newPage();
  let created = false;
  try {
    await login(hr, admin.nik);
    await hr.goto('/hr/locations');
    await hr.getByRole('link', { name: 'New work location' }).click();
    await hr.getByLabel('Latitude').fill(String(MAKASSAR.latitude));
    await hr.getByLabel('Longitude').fill(String(MAKASSAR.longitude));
    await hr.getByLabel('Code').fill('MKS01');
    await hr.getByRole('textbox', { name: 'Name', exact: true }).fill('Kantor Makassar');
    await hr.getByRole('spinbutton', { name: 'Radius (metres)' }).fill('300');
    await hr.getByRole('combobox', { name: 'For whom' }).click();
    await hr.getByRole('option', { name: 'A department' }).click();
    await hr.getByRole('combobox', { name: 'Unit' }).click();
    await hr.getByRole('option', { name: /WH-CKR/ }).click();
    await hr.getByRole('combobox', { name: 'Time zone' }).click();
    await hr.getByRole('option', { name: 'WITA (Asia/Makassar, UTC+8)' }).click();
    await hr.getByRole('button', { name: 'Save location' }).click();
    await expect(hr.getByText('Work location created')).toBeVisible();
    created = true;

    const worker = await workerContext.newPage();
    await setApiClock(`${DAY}T07:55:00+08:00`);
    await login(worker, agus.nik);
    await worker.getByRole('link', { name: 'Live Attendance' }).click();
    await worker.getByRole('button', { name: 'Clock In', exact: true }).click();
    await expect(worker.getByTestId('location-name')).toHaveText('Kantor Makassar');
    const submit = worker.getByRole('button', { name: 'Live Attendance - Clock In' });
    await submit.click();
    await expect(worker.getByRole('button', { name: 'Capture' })).toBeEnabled({ timeout: 15_000 });
    await worker.getByRole('button', { name: 'Capture' }).click();
    await submit.click();
    await expect(worker.getByRole('dialog').getByRole('alert')).toHaveText('Clock In success');
    await setApiClock(null);

    await hr.goto(`/hr/recap/${agus.nik}?month=${DAY.slice(0, 7)}`);
    await expect(hr.getByRole('heading', { name: `${agus.name} · ${agus.nik}` })).toBeVisible();
    const day = hr.locator(`tr[data-date="${DAY}"]`);
    await expect(day.getByText('Present', { exact: true })).toBeVisible();
    await expect(day.getByRole('link', { name: '07:55 WITA' })).toBeVisible();
    await expect(day).toContainText(shownDay(DAY));
  } finally {
    if (created) {
      await hr.goto('/hr/locations');
      await hr.getByRole('link', { name: /MKS01 · Kantor Makassar/ }).click();
      await hr.getByRole('button', { name: 'Delete location' }).click();
      await hr.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(hr.getByText('Work location deleted')).toBeVisible();
    }
    await hrContext.close();
    await workerContext.close();
  }
});
