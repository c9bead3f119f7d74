import { type Page } from '@playwright/test';
import { expect, test, type Person } from './factory';
import { login, shownDay, sign } from './support';

// Issue 26: one day count, a balance that moves on approval, and a supervisor's own leave reaching
// an approver. Friday 8 to Tuesday 12 January 2027 holds three working days (the weekend between).
test.describe.configure({ mode: 'serial' });

const ANNUAL = {
  type: 'Cuti Tahunan',
  start: '2027-01-08',
  end: '2027-01-12',
  inbox: 'requests Cuti Tahunan on 08-01-2027 to 12-01-2027',
};
const DEWI_SICK = { type: 'Sakit', start: '2027-01-13', end: '2027-01-13' };

// The spec's own people (tests/e2e/factory.ts): Ade reports to Dewi, who has no supervisor; Rina is HR.
let ade: Person;
let dewi: Person;
let rina: Person;
test.beforeAll(async ({ people }) => {
  ({ employee: ade, supervisor: dewi } = await people.team('HADIR'));
  rina = await people.hrAdmin('HADIR');
});

async function logout(page: Page) {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The days left of annual leave, as the leave screen's balance card says it. */
async function annualLeft(page: Page): Promise<number> {
  await page.goto('/leave');
  const line = page.getByLabel(/^Cuti Tahunan: [\d.]+ days left$/);
  await expect(line).toBeVisible();
  return Number(/: ([\d.]+) days left$/.exec((await line.getAttribute('aria-label'))!)![1]);
}

async function fileWithoutLetter(page: Page, leave: { type: string; start: string; end: string }, uses: RegExp) {
  await page.goto('/add-leave');
  await expect(page.getByRole('form', { name: 'Leave Request' })).toBeVisible({ timeout: 5000 });
  await page.getByRole('combobox', { name: 'Leave type' }).click();
  await page.getByRole('option', { name: leave.type, exact: true }).click();
  await page.getByLabel('Leave reason').fill('Liburan keluarga');
  await page.getByRole('textbox', { name: 'Start Date', exact: true }).fill(shownDay(leave.start));
  const end = page.getByRole('textbox', { name: 'End Date', exact: true });
  await end.fill(shownDay(leave.end));
  // Done with the dates, as a person tapping on: the field settles before the pen goes down.
  await end.blur();
  await expect(page.getByRole('status')).toHaveText(uses);
  await sign(page.getByRole('img', { name: 'Signature canvas' }));
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/leave$/);
}

let before = 0;

test('an employee sees "Uses 3 days; N left" for Friday to Tuesday and files it with no letter', async ({ page }) => {
  await login(page, ade.nik);
  before = await annualLeft(page);
  await fileWithoutLetter(page, ANNUAL, new RegExp(`^Uses 3 days; ${before - 3} left$`));
  // Pending days count against what is left at once.
  await expect(page.getByLabel(`Cuti Tahunan: ${before - 3} days left`)).toBeVisible();
  await expect(page.getByLabel('Cuti Tahunan: ' + (before - 3) + ' days left')).toContainText('3 pending');
  await logout(page);
});

test('the supervisor approves it with Potong Cuti; the sheet says 3 working days; the balance drops by 3', async ({
  page,
}) => {
  await login(page, dewi.nik);
  await page.goto('/inbox');
  const item = page.getByRole('list', { name: 'Inbox' }).getByRole('listitem').filter({ hasText: ANNUAL.inbox });
  await item.getByRole('link', { name: /^View: / }).click();
  await expect(page.getByRole('heading', { name: 'Leave Request Approval' })).toBeVisible({ timeout: 5000 });
  await expect(page.getByRole('article', { name: 'FORMULIR IZIN / CUTI / SAKIT' })).toContainText('3 days');
  await expect(page.getByRole('button', { name: 'Download Attachment' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Deducted from leave', exact: true }).check();
  await sign(page.getByRole('img', { name: 'Supervisor Signature canvas' }));
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await logout(page);

  await login(page, ade.nik);
  expect(await annualLeft(page)).toBe(before - 3);
  await expect(page.getByLabel(`Cuti Tahunan: ${before - 3} days left`)).not.toContainText('pending');
  await logout(page);
});

test('a supervisor who has no supervisor files leave and it reaches HR, who can open it', async ({ page }) => {
  await login(page, dewi.nik);
  await fileWithoutLetter(page, DEWI_SICK, /^Uses 1 working days$/);
  await logout(page);

  await login(page, rina.nik);
  await page.goto('/inbox');
  const item = page
    .getByRole('list', { name: 'Inbox' })
    .getByRole('listitem')
    .filter({ hasText: `${dewi.name} requests Sakit on 13-01-2027` });
  await expect(item).toContainText(`(as HR: ${dewi.name} has no supervisor)`);
  await item.getByRole('link', { name: /^View: / }).click();
  await expect(page.getByRole('heading', { name: 'Leave Request Approval' })).toBeVisible({ timeout: 5000 });
  await expect(page.getByRole('article', { name: 'FORMULIR IZIN / CUTI / SAKIT' })).toContainText(dewi.name);
  await logout(page);
});
