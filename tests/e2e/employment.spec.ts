import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test, type Person } from './factory';
import { login, setApiClock } from './support';

// Issue 25, employment dates, against the whole stack: an HR admin of HLOG deactivates Rudi Hartono
// (an HLOG employee of the factory's, joined 22 November 2021, on the default Monday–Friday schedule) with his last working day, the recap then counts
// only the days up to it, his month says "Not employed" after it, and a re-hire adds a new period
// that the recap counts too. The api's clock (never the browser's) says it is Monday 30 November
// 2026, 18:00 in Jakarta: every day of the month has ended, and November 2026 has no holiday.

let hrContext: BrowserContext;
let hr: Page;
let rudi: Person;

test.beforeAll(async ({ browser, people }) => {
  rudi = await people.employee('HLOG', { name: 'Rudi Hartono', joinDate: '2021-11-22' });
  const admin = await people.hrAdmin('HLOG');
  await setApiClock('2026-11-30T18:00:00+07:00');
  hrContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  hr = await hrContext.newPage();
  await login(hr, admin.nik);
});
test.afterAll(async () => {
  await setApiClock(null);
  await hrContext?.close();
});

const openRudi = async () => {
  await hr.goto(`/hr/employees?q=${rudi.nik}`);
  await hr.getByRole('link', { name: rudi.name }).click();
  await expect(hr.getByRole('heading', { name: `Edit ${rudi.name}` })).toBeVisible();
};

/** His row of the recap, found as HR finds one person among many: by NIK in the search field. */
const recapRow = async () => {
  await hr.goto('/hr/recap');
  await hr.getByRole('textbox', { name: 'Search NIK or name' }).fill(rudi.nik);
  const row = hr.getByRole('grid', { name: 'Monthly recap' }).getByRole('row').filter({ hasText: rudi.name });
  await expect(row).toBeVisible();
  return row;
};

test.describe.serial('employment dates', () => {
  test.describe.configure({ timeout: 120_000 });

  test('HR deactivates Rudi with his last working day, after a day that is not allowed', async () => {
    await openRudi();
    const employment = hr.getByLabel('Employment');
    await expect(employment).toHaveText('Employed from 22-11-2021 until now');

    await hr.getByRole('button', { name: 'Deactivate' }).click();
    let dialog = hr.getByRole('dialog');
    await expect(dialog).toContainText(`Deactivate ${rudi.name}?`);
    await dialog.getByRole('textbox', { name: 'Last working day', exact: true }).fill('01-12-2026');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(hr.getByRole('alert')).toHaveText('The last working day cannot be after today');
    await expect(hr.getByRole('button', { name: 'Deactivate' })).toBeVisible();

    await hr.getByRole('button', { name: 'Deactivate' }).click();
    dialog = hr.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Last working day', exact: true }).fill('13-11-2026');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(hr.getByRole('alert')).toHaveText('Employee deactivated');
    await expect(employment).toHaveText('Employed from 22-11-2021 until 13-11-2026 (last working day)');
  });

  test('the recap counts his month pro-rated, and his month says "Not employed" after the last working day', async () => {
    const row = await recapRow();
    // 2–13 November: 10 working days, none clocked.
    await expect(row.locator('[data-field="scheduledDays"]')).toHaveText('10');
    await expect(row.locator('[data-field="absent"]')).toHaveText('10');

    await row.getByRole('link', { name: rudi.name }).click();
    await expect(hr).toHaveURL(new RegExp(`/hr/recap/${rudi.nik}\\?month=2026-11`));
    await expect(hr.locator('tr[data-date="2026-11-13"]').getByText('Absent', { exact: true })).toBeVisible();
    await expect(hr.locator('tr[data-date="2026-11-16"]').getByText('Not employed', { exact: true })).toBeVisible();
    await expect(hr.locator('tr[data-date="2026-11-30"]').getByText('Not employed', { exact: true })).toBeVisible();
  });

  test('a re-hire from 23 November adds a new period, and the recap counts both', async () => {
    await openRudi();
    await hr.getByRole('button', { name: 'Reactivate' }).click();
    const dialog = hr.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'New join date', exact: true }).fill('23-11-2026');
    await dialog.getByRole('button', { name: 'Reactivate' }).click();
    await expect(hr.getByRole('alert')).toHaveText('Employee reactivated');
    await expect(hr.getByLabel('Employment')).toHaveText(
      'Employed from 22-11-2021 until 13-11-2026 (last working day)Employed from 23-11-2026 until now',
    );

    const row = await recapRow();
    // 2–13 November (10) and 23–30 November (6).
    await expect(row.locator('[data-field="scheduledDays"]')).toHaveText('16');
    await expect(row.locator('[data-field="absent"]')).toHaveText('16');
  });
});
