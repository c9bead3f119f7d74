import ExcelJS from 'exceljs';
import { expect, test } from './factory';
import { CIKARANG, clockAtCikarang as clock, jakartaDay, login, setApiClock, shownDay } from './support';

// Issue 27 against the whole stack: Putri (an HLOG employee of the test's own, tests/e2e/factory.ts;
// default schedule 08:00–17:00 Monday to Friday) asks for 2 hours of overtime after her shift and
// agrees as she asks; her supervisor Yusuf (the test's own too)
// approves it from the inbox; the api's clock (never the browser's) has her clock in at 07:58 and out
// at 19:00 — 2 hours late — through the real clock screens; HR sees 2 overtime hours and
// 3.5 multiplier-hours (1 × 1.5 + 1 × 2, PP 35/2021 art. 31(1)) on the recap and in the XLSX.
/** The latest working day (Monday–Friday) up to today in Jakarta: the day the overtime is worked. */
const workday = (() => {
  for (let instant = Date.now(); ; instant -= 86_400_000) {
    const day = jakartaDay(instant);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
  }
})();

test.afterAll(async () => {
  await setApiClock(null);
});

test('a person asks and agrees, the supervisor approves, she clocks out 2 h late, and HR sees 2 overtime hours and 3.5 multiplier-hours', async ({
  browser,
  people,
}) => {
  test.setTimeout(480_000);
  const team = await people.team('HLOG', {
    employee: { name: 'Putri Ayu Lestari' },
    supervisor: { name: 'Yusuf Pratama' },
  });
  const admin = await people.hrAdmin('HLOG');
  const PUTRI = team.employee.name;
  const staffContext = await browser.newContext({ geolocation: CIKARANG, locale: 'en-US' });
  const supervisorContext = await browser.newContext({ locale: 'en-US' });
  // Wide enough that the grid draws every column (it leaves out those scrolled out of view), overtime last.
  const hrContext = await browser.newContext({ viewport: { width: 3600, height: 900 }, locale: 'en-US' });
  try {
    await setApiClock(`${workday}T07:50:00+07:00`);
    const putri = await staffContext.newPage();
    await login(putri, team.employee.nik);
    await putri.getByRole('link', { name: 'Overtime' }).click();
    const form = putri.getByRole('form', { name: 'Ask for overtime' });
    await form.getByRole('textbox', { name: 'Date', exact: true }).fill(shownDay(workday));
    await form.getByLabel('Planned start').fill('17:00');
    // An until not after the from is the next morning's, and the form says which day (issue 45).
    await form.getByLabel('Planned end').fill('01:00');
    await expect(form.getByText(/^Ends the next day, \d{2}-\d{2}-\d{4}$/)).toBeVisible();
    await form.getByLabel('Planned end').fill('19:00');
    await expect(form.getByText(/^Ends the next day/)).toHaveCount(0);
    await form.getByLabel('Reason').fill('Bongkar muat kiriman akhir bulan');
    await form.getByRole('checkbox', { name: 'I agree to work this overtime' }).check();
    await form.getByRole('button', { name: 'Ask for overtime' }).click();
    await expect(putri.getByRole('dialog').getByRole('alert')).toHaveText('Overtime request submitted');
    await putri.getByRole('button', { name: 'OK' }).click();
    const line = putri.getByRole('region', { name: 'This month' });
    await expect(line).toContainText(`${shownDay(workday)} · 17:00–19:00 · Waiting for a decision`);

    const yusuf = await supervisorContext.newPage();
    await login(yusuf, team.supervisor.nik);
    await yusuf.goto('/inbox');
    await yusuf.getByRole('link', { name: new RegExp(`^View: ${PUTRI} asks for overtime`) }).click();
    await expect(yusuf.getByText('A working day: overtime after the shift')).toBeVisible();
    await expect(yusuf.getByText(/^Agreed on .* from /)).toBeVisible();
    await yusuf.getByRole('button', { name: 'Approve' }).click();
    await expect(yusuf.getByRole('dialog').getByRole('alert')).toHaveText('Overtime request approved');

    await setApiClock(`${workday}T07:58:00+07:00`);
    await putri.goto('/live');
    await clock(putri, 'Clock In');
    await setApiClock(`${workday}T19:00:00+07:00`);
    await putri.reload();
    await clock(putri, 'Clock Out');
    await putri.goto('/overtime');
    // Her 2 minutes before the shift are outside the order (issue 45 case 4): only the window counts.
    await expect(putri.getByRole('region', { name: 'This month' })).toContainText(
      'Requested 2 h · approved 2 h · worked 2 h · counted 2 h · 3.5 multiplier-hours',
    );

    const hr = await hrContext.newPage();
    await login(hr, admin.nik);
    await hr.goto('/hr/recap');
    // Present is her scheduled day; nothing on a rest day or holiday (issue 45 case 7).
    // She is one of many: HR finds her by NIK (the export below follows the same search).
    await hr.getByRole('textbox', { name: 'Search NIK or name' }).fill(team.employee.nik);
    const row = hr.getByRole('grid', { name: 'Monthly recap' }).getByRole('row').filter({ hasText: PUTRI });
    await expect(row.locator('[data-field="present"]')).toHaveText('1');
    await expect(row.locator('[data-field="restDaysWorked"]')).toHaveText('0');
    await expect(row.locator('[data-field="overtimeHours"]')).toHaveText('2');
    await expect(row.locator('[data-field="overtimeMultiplierHours"]')).toHaveText('3.5');
    await hr.getByRole('button', { name: 'Prepare XLSX' }).click();
    const file = `hadir-recap-${workday.slice(0, 7)}.xlsx`;
    const prepared = hr.getByRole('group', { name: file }).first();
    const [download] = await Promise.all([
      hr.waitForEvent('download'),
      prepared.getByRole('link', { name: 'Download' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const summary = workbook.getWorksheet('Summary')!;
    const header = summary.getRow(1).values as string[];
    const putriRow = summary
      .getRows(2, summary.rowCount - 1)!
      .find((candidate) => candidate.getCell(1).value === team.employee.nik)!;
    const cell = (name: string) => putriRow.getCell(header.indexOf(name)).value;
    // Whole minutes, exact for payroll (issue 45 case 6); Present and the rest-day figure beside it (case 7).
    expect([
      cell('Present'),
      cell('Worked on a rest day or holiday'),
      cell('Overtime minutes'),
      cell('Overtime minutes at 1.5×'),
      cell('Overtime minutes at 2×'),
      cell('Overtime multiplier-hours'),
    ]).toEqual([1, 0, 120, 60, 60, 3.5]);

    // Her day in the person's month says it, and the overtime recap lists the request with the same numbers.
    await hr.goto(`/hr/recap/${team.employee.nik}?month=${workday.slice(0, 7)}`);
    await expect(hr.locator(`tr[data-date="${workday}"] [data-overtime]`)).toHaveText(
      'Overtime 17:00–19:00 (Approved): 2 h counted, 3.5 multiplier-hours',
    );
    await hr.goto(`/hr/overtime?month=${workday.slice(0, 7)}`);
    const request = hr.getByRole('grid', { name: 'Overtime recap' }).getByRole('row').filter({ hasText: PUTRI });
    await expect(request.locator('[data-field="planned"]')).toHaveText('17:00–19:00');
    await expect(request.locator('[data-field="countedMinutes"]')).toHaveText('2');
    await expect(request.locator('[data-field="multiplierHours"]')).toHaveText('3.5');
    // Its file is prepared as a job (issue 48), in HR's one export list beside the recap's, with the same numbers.
    await hr.getByRole('button', { name: 'Prepare XLSX' }).click();
    const [overtimeFile] = await Promise.all([
      hr.waitForEvent('download'),
      hr
        .getByRole('group', { name: `hadir-overtime-${workday.slice(0, 7)}.xlsx` })
        .first()
        .getByRole('link', { name: 'Download' })
        .click(),
    ]);
    const overtimeBook = new ExcelJS.Workbook();
    await overtimeBook.xlsx.readFile(await overtimeFile.path());
    const sheet = overtimeBook.getWorksheet('Overtime')!;
    const columns = sheet.getRow(1).values as string[];
    const putriLines = sheet
      .getRows(2, sheet.rowCount - 1)!
      .filter((candidate) => candidate.getCell(columns.indexOf('NIK')).value === team.employee.nik)
      .map((line) =>
        ['Planned start', 'Status', 'Overtime minutes', 'Overtime multiplier-hours'].map(
          (name) => line.getCell(columns.indexOf(name)).value,
        ),
      );
    expect(putriLines).toEqual([['17:00', 'Approved', 120, 3.5]]);

    // The rules: whole 30-minute blocks, saved and read back, then every minute again (audited both times).
    const rules = hr.getByRole('region', { name: 'Overtime rules' });
    // The choices the law leaves to the company start at the strict reading (issue 45).
    await expect(rules.getByRole('switch', { name: /^We close on cuti bersama/ })).not.toBeChecked();
    await expect(rules.getByRole('switch', { name: /^Take the half-hour break/ })).not.toBeChecked();
    await rules.getByRole('combobox', { name: 'Rounding' }).click();
    await hr.getByRole('option', { name: 'Whole 30-minute blocks' }).click();
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await expect(rules.getByRole('alert')).toHaveText('Overtime rules saved');
    await hr.reload();
    await expect(rules.getByRole('combobox', { name: 'Rounding' })).toHaveText('Whole 30-minute blocks');
    await rules.getByRole('combobox', { name: 'Rounding' }).click();
    await hr.getByRole('option', { name: 'Every minute' }).click();
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await expect(rules.getByRole('alert')).toHaveText('Overtime rules saved');

    // Excluding Putri by NIK lists her; "Include again" takes her off the list.
    const excluded = hr.getByRole('region', { name: 'Excluded from overtime' });
    await expect(excluded).toContainText('Nobody is excluded.');
    await excluded.getByRole('textbox', { name: 'NIK' }).fill(team.employee.nik);
    await excluded.getByRole('button', { name: 'Exclude' }).click();
    await expect(excluded.getByRole('alert')).toHaveText(`${PUTRI} is excluded from overtime.`);
    await excluded.getByRole('button', { name: `Include ${PUTRI} again` }).click();
    await expect(excluded.getByRole('alert')).toHaveText(`${PUTRI} may be paid overtime again.`);
    await expect(excluded).toContainText('Nobody is excluded.');

    // Her monthly wage (HR's alone): Rp 5,190,000 / 173 = Rp 30,000 an hour, × 3.5 = Rp 105,000 on the line.
    const wages = hr.getByRole('region', { name: 'Monthly wages' });
    await wages.getByRole('textbox', { name: 'NIK' }).fill(team.employee.nik);
    await wages.getByRole('textbox', { name: 'Monthly wage (Rp)' }).fill('5.190.000');
    await wages.getByRole('button', { name: 'Save wage' }).click();
    await expect(wages.getByRole('alert')).toHaveText(new RegExp(`^${PUTRI}'s monthly wage is Rp\\s5\\.190\\.000\\.$`));
    await expect(request.locator('[data-field="overtimePay"]')).toHaveText(/^Rp\s105\.000$/);
    await wages.getByRole('button', { name: `Remove ${PUTRI}'s wage` }).click();
    await expect(wages).toContainText('No wages entered yet.');
    await expect(request.locator('[data-field="overtimePay"]')).toHaveText('—');
  } finally {
    await staffContext.close();
    await supervisorContext.close();
    await hrContext.close();
  }
});
