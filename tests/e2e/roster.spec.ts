import { expect, test } from './factory';
import { jakartaDay, login } from './support';

// Issue 25 against the whole stack, all on next month's days: an HR admin of HLOG makes two shifts
// and rosters Putri "2 Pagi, 2 Siang, 2 off" and Wulan Siang every day by pattern through the grid,
// and saves; Putri asks Wulan to swap the 1st, Wulan accepts, their supervisor Yusuf approves, and
// the roster shows the two cells exchanged. The three and the HR admin are the test's own
// (tests/e2e/factory.ts).
const today = jakartaDay(Date.now());
const [year, month] = today.split('-').map(Number);
const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
const first = `${nextMonth}-01`;

test('HR fills a roster by pattern; a swap is asked, accepted and approved, and both days show the exchanged shifts', async ({
  browser,
  people,
}) => {
  test.setTimeout(300_000);
  const yusuf = await people.supervisor('HLOG', { name: 'Yusuf Pratama' });
  const putri = await people.employee('HLOG', { name: 'Putri Ayu Lestari', supervisor: yusuf });
  const wulan = await people.employee('HLOG', { name: 'Wulan Sari', supervisor: yusuf });
  const admin = await people.hrAdmin('HLOG');
  const hrContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const staffContext = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-US' });
  try {
    const hr = await hrContext.newPage();
    await login(hr, admin.nik);
    await hr.goto('/hr/schedules');
    for (const [name, start, end] of [
      ['Rota Pagi', '06:00', '14:00'],
      ['Rota Siang', '14:00', '22:00'],
    ]) {
      await hr.getByRole('button', { name: 'New schedule' }).click();
      const form = hr.getByRole('dialog', { name: 'New schedule' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Start').fill(start);
      await form.getByLabel('End', { exact: true }).fill(end);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();
    }

    await hr.goto('/hr/rosters');
    await expect(hr.getByRole('textbox', { name: 'Month' })).toHaveValue(nextMonth);
    const grid = hr.getByRole('table', { name: 'Roster' });
    const cellPicker = hr.getByRole('combobox', { name: 'Cell' });
    const addToPattern = async (option: string, times: number) => {
      await cellPicker.click();
      await hr.getByRole('option', { name: option, exact: true }).click();
      for (let index = 0; index < times; index += 1) await hr.getByRole('button', { name: 'Add to pattern' }).click();
    };
    // With nothing chosen the tools are disabled, and a line says why (issue 46).
    const copyWeek = hr.getByRole('button', { name: 'Copy week to following weeks' });
    await expect(copyWeek).toBeDisabled();
    await expect(copyWeek).toHaveAccessibleDescription(/^Nothing is selected: /);
    await grid.getByRole('button', { name: putri.name, exact: true }).click();
    await expect(copyWeek).toBeEnabled();
    await expect(hr.getByText(/^Nothing is selected: /)).toBeHidden();
    await addToPattern('Rota Pagi', 2);
    await addToPattern('Rota Siang', 2);
    await addToPattern('Off', 2);
    await hr.getByRole('button', { name: 'Fill by pattern' }).click();
    await hr.getByRole('button', { name: 'Reset pattern' }).click();
    await grid.getByRole('button', { name: wulan.name, exact: true }).click();
    await addToPattern('Rota Siang', 1);
    await hr.getByRole('button', { name: 'Fill by pattern' }).click();
    await expect(grid.getByRole('button', { name: `${putri.name} ${nextMonth}-05: Off` })).toBeVisible();
    await hr.getByRole('button', { name: /^Save \d+ changes$/ }).click();
    await expect(hr.getByText(/^Roster saved: \d+ cells changed$/)).toBeVisible();
    await expect(grid.getByRole('button', { name: `${putri.name} ${first}: Rota Pagi` })).toBeVisible();
    await expect(grid.getByRole('button', { name: `${wulan.name} ${first}: Rota Siang` })).toBeVisible();
    // The selection outlives the save, so the week just filled can be copied onward at once (issue 46).
    await expect(copyWeek).toBeEnabled();
    await expect(hr.getByText(/^Nothing is selected: /)).toBeHidden();

    // Each person on their own phone (a browser keeps one session).
    let staff = await staffContext.newPage();
    await login(staff, putri.nik);
    await staff.goto('/swaps');
    // The day is written dd-mm-yyyy, as every date field in the app (an en-US browser's own date input would read mm/dd/yyyy).
    const day = staff.getByRole('textbox', { name: 'Day', exact: true });
    await expect(day).toHaveAttribute('placeholder', 'dd-mm-yyyy');
    await day.fill(first.split('-').reverse().join('-'));
    await staff.getByRole('combobox', { name: 'Colleague (same team)' }).click();
    await staff.getByRole('option', { name: `${wulan.name} · Rota Siang` }).click();
    await staff.getByRole('button', { name: 'Ask to swap' }).click();
    await expect(staff.getByText('Shift swap asked')).toBeVisible();

    staff = await (await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-US' })).newPage();
    await login(staff, wulan.nik);
    await staff.goto('/inbox');
    await staff.getByRole('link', { name: 'View' }).first().click();
    await expect(staff).toHaveURL(/\/swaps$/);
    await staff.getByRole('button', { name: 'Accept' }).first().click();
    await expect(staff.getByText('Shift swap accepted')).toBeVisible();

    staff = await (await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-US' })).newPage();
    await login(staff, yusuf.nik);
    await staff.goto('/swaps');
    await staff.getByRole('button', { name: 'Approve' }).first().click();
    await expect(staff.getByText('Shift swap approved')).toBeVisible();

    await hr.reload();
    await expect(grid.getByRole('button', { name: `${putri.name} ${first}: Rota Siang` })).toBeVisible();
    await expect(grid.getByRole('button', { name: `${wulan.name} ${first}: Rota Pagi` })).toBeVisible();
  } finally {
    await hrContext.close();
    await staffContext.close();
  }
});
