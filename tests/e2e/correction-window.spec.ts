import { expect, test } from './factory';
import { jakartaDay, login, shownDay } from './support';

// Issue 25 against the whole stack: an HR admin of HLOG widens the company's correction window
// to 3 days on the schedules screen; Putri (an HLOG employee of the factory's) then finds the day 3
// days back among the Request form's days (not the 4th), asks to correct a forgotten clock-out on
// it, and the api accepts it. The window is the company's, not a person's: it goes back to 1 day at
// the end, as the other specs expect.
const today = jakartaDay(Date.now());
const daysBack = (days: number) => jakartaDay(Date.parse(`${today}T12:00:00+07:00`) - days * 86_400_000);

test('HR widens the correction window to 3 days and an employee corrects a clock-out 3 days back', async ({
  browser,
  people,
}) => {
  test.setTimeout(240_000);
  const admin = await people.hrAdmin('HLOG');
  const { employee: putriPerson } = await people.team('HLOG', { employee: { name: 'Putri Ayu Lestari' } });
  const hrContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const staffContext = await browser.newContext({ locale: 'en-US' });
  const hr = await hrContext.newPage();
  const window = hr.getByRole('region', { name: 'Correction window' });
  const setWindow = async (days: string) => {
    await window.getByLabel('Days back').fill(days);
    await window.getByRole('button', { name: 'Save' }).click();
    await expect(window.getByRole('alert')).toHaveText(
      `Correction window saved: ${days} ${days === '1' ? 'day' : 'days'} back`,
    );
  };
  try {
    await login(hr, admin.nik);
    await hr.goto('/hr/schedules');
    await expect(window.getByLabel('Days back')).toHaveValue('1');
    await window.getByLabel('Days back').fill('32');
    await expect(window.getByText('Choose a whole number of days from 1 to 31')).toBeVisible();
    await expect(window.getByRole('button', { name: 'Save' })).toBeDisabled();
    await setWindow('3');

    const putri = await staffContext.newPage();
    await login(putri, putriPerson.nik);
    await putri.getByRole('button', { name: 'Request', exact: true }).click();
    const modal = putri.getByRole('dialog', { name: 'Request Attendance Correction' });
    await expect(modal.getByText(`From ${shownDay(daysBack(3))} 00:00 to now, Jakarta time (WIB).`)).toBeVisible();
    const days = modal.getByLabel('Request Date').locator('option:not([value=""])');
    await expect(days).toHaveCount(4);
    await expect(modal.getByLabel('Request Date').locator(`option[value="${daysBack(4)}"]`)).toHaveCount(0);
    await modal.getByLabel('Request Date').selectOption(daysBack(3));
    await modal.getByLabel('Hour (00-23)').selectOption('17');
    await modal.getByLabel('Minute').selectOption('05');
    await modal.getByRole('combobox', { name: 'Reason' }).click();
    await putri.getByRole('option', { name: 'Forgot to clock in / clock out' }).click();
    await modal.getByRole('radio', { name: 'Clock Out' }).check();
    // No photo yet: Submit opens the camera first.
    await modal.getByRole('button', { name: 'Submit' }).click();
    const capture = modal.getByRole('button', { name: 'Capture' });
    await expect(capture).toBeEnabled({ timeout: 15_000 });
    await capture.click();
    await expect(modal.getByRole('img', { name: 'Captured selfie' })).toBeVisible();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(putri.getByRole('alert')).toHaveText('Attendance correction request sent');

    // Or until a monthly cut-off day: the 25th (the api's rule is tested in api/src/workdays/time-zones.test.ts).
    await window.getByRole('combobox', { name: /Corrections allowed/ }).click();
    await hr.getByRole('option', { name: 'Until a monthly cut-off day' }).click();
    await expect(window.getByText('A month may be corrected until day 25 of the next month')).toBeVisible();
    await window.getByRole('button', { name: 'Save' }).click();
    await expect(window.getByRole('alert')).toHaveText('Correction window saved: until day 25 of the next month');
  } finally {
    // Back to the spec's "yesterday to now" for every other spec.
    await window.getByRole('combobox', { name: /Corrections allowed/ }).click();
    await hr.getByRole('option', { name: 'A set number of days' }).click();
    await setWindow('1');
    await hrContext.close();
    await staffContext.close();
  }
});
