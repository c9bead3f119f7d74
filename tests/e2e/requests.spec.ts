import { type Browser } from '@playwright/test';
import { expect, test } from './factory';
import { jakartaDay, login, shownDay, sign } from './support';

// Issue 45 case 10 against the whole stack: a person takes back a pending leave (its days come back to
// the balance), agrees later to overtime sent without "I agree" (then the supervisor approves it), and a
// supervisor asks overtime of a team member from /team, who agrees to it from the inbox.
// The spec's own people (tests/e2e/factory.ts); the api keeps its own clock (today).
const today = jakartaDay(Date.now());

async function signedIn(browser: Browser, nik: string) {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await login(page, nik);
  return { page, close: () => context.close() };
}

test('a pending leave is withdrawn from the list, and its held days come back to the balance', async ({
  browser,
  people,
}) => {
  const { employee } = await people.team('HADIR');
  const ade = await signedIn(browser, employee.nik);
  try {
    const page = ade.page;
    await page.goto('/leave');
    const annual = page.getByLabel(/^Cuti Tahunan: [\d.]+ days left$/);
    const left = Number(/: ([\d.]+) days left$/.exec((await annual.getAttribute('aria-label'))!)![1]);
    // Friday 8 to Tuesday 12 January 2027: three working days.
    await page.goto('/add-leave');
    await page.getByRole('combobox', { name: 'Leave type' }).click();
    await page.getByRole('option', { name: 'Cuti Tahunan', exact: true }).click();
    await page.getByLabel('Leave reason').fill('Liburan keluarga');
    await page.getByRole('textbox', { name: 'Start Date', exact: true }).fill(shownDay('2027-01-08'));
    const end = page.getByRole('textbox', { name: 'End Date', exact: true });
    await end.fill(shownDay('2027-01-12'));
    await end.blur();
    await expect(page.getByRole('status')).toHaveText(`Uses 3 days; ${left - 3} left`);
    await sign(page.getByRole('img', { name: 'Signature canvas' }));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/leave$/);
    await expect(page.getByLabel(`Cuti Tahunan: ${left - 3} days left`)).toContainText('3 pending');

    const row = page.getByRole('listitem', { name: 'Cuti Tahunan 08-01-2027 – 12-01-2027' });
    await row.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Withdraw your Cuti Tahunan request for 08-01-2027 – 12-01-2027?');
    await dialog.getByRole('button', { name: 'Withdraw request' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Leave request cancelled');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel(`Cuti Tahunan: ${left} days left`)).not.toContainText('pending');
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  } finally {
    await ade.close();
  }
});

test('overtime sent without "I agree" is agreed to later, then the supervisor approves it', async ({
  browser,
  people,
}) => {
  const team = await people.team('HLOG');
  const putri = await signedIn(browser, team.employee.nik);
  const yusuf = await signedIn(browser, team.supervisor.nik);
  try {
    await putri.page.goto('/overtime');
    const form = putri.page.getByRole('form', { name: 'Ask for overtime' });
    await form.getByRole('textbox', { name: 'Date', exact: true }).fill(shownDay(today));
    await form.getByLabel('Planned start').fill('17:00');
    await form.getByLabel('Planned end').fill('19:00');
    await form.getByLabel('Reason').fill('Bongkar muat');
    await form.getByRole('button', { name: 'Ask for overtime' }).click();
    await expect(putri.page.getByRole('dialog').getByRole('alert')).toHaveText('Overtime request submitted');
    await putri.page.getByRole('button', { name: 'OK' }).click();
    const month = putri.page.getByRole('region', { name: 'This month' });
    await expect(month).toContainText('Waiting for your agreement');

    await yusuf.page.goto('/inbox');
    await yusuf.page.getByRole('link', { name: new RegExp(`^View: ${team.employee.name} asks for overtime`) }).click();
    const approve = yusuf.page.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(
      `Approve opens once ${team.employee.name} agrees to this overtime`,
    );

    await month.getByRole('button', { name: 'I agree to this overtime' }).click();
    await expect(putri.page.getByRole('dialog').getByRole('alert')).toHaveText('Overtime agreed');
    await putri.page.getByRole('button', { name: 'OK' }).click();
    await expect(month).not.toContainText('Waiting for your agreement');

    await yusuf.page.reload();
    await expect(yusuf.page.getByText(/^Agreed on .* from /)).toBeVisible();
    await yusuf.page.getByRole('button', { name: 'Approve' }).click();
    await expect(yusuf.page.getByRole('dialog').getByRole('alert')).toHaveText('Overtime request approved');
    await putri.page.reload();
    await expect(month).toContainText('17:00–19:00 · Approved');
  } finally {
    await putri.close();
    await yusuf.close();
  }
});

test('a supervisor asks overtime of a team member from /team, who agrees to it from the inbox', async ({
  browser,
  people,
}) => {
  const team = await people.team('HADIR');
  const dewi = await signedIn(browser, team.supervisor.nik);
  const ade = await signedIn(browser, team.employee.nik);
  try {
    await dewi.page.goto(`/team/${team.employee.nik}`);
    await dewi.page.getByRole('link', { name: 'Ask overtime' }).click();
    await expect(dewi.page.getByRole('heading', { name: `Ask overtime of ${team.employee.name}` })).toBeVisible();
    const form = dewi.page.getByRole('form', { name: 'Ask for overtime' });
    await expect(form.getByRole('checkbox')).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Date', exact: true }).fill(shownDay(today));
    await form.getByLabel('Planned start').fill('17:00');
    await form.getByLabel('Planned end').fill('18:30');
    await form.getByLabel('Reason').fill('Stock opname');
    await form.getByRole('button', { name: 'Ask for overtime' }).click();
    await expect(dewi.page.getByRole('dialog').getByRole('alert')).toHaveText('Overtime request submitted');

    await ade.page.goto('/inbox');
    await ade.page
      .getByRole('link', { name: new RegExp(`^View: ${team.supervisor.name} asks you to work overtime`) })
      .click();
    await ade.page.getByRole('button', { name: 'I agree to this overtime' }).click();
    await expect(ade.page.getByRole('dialog').getByRole('alert')).toHaveText('Overtime request approved');
    await ade.page.goto('/overtime');
    await expect(ade.page.getByRole('region', { name: 'This month' })).toContainText('17:00–18:30 · Approved');
  } finally {
    await dewi.close();
    await ade.close();
  }
});
