import type { BrowserContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test, type Person } from './factory';
import { login, shownDay, sign } from './support';

// Issue 44 against the whole stack: an HR admin adds a leave type in the leave policies, an employee
// takes a day of it (approved by their supervisor), and the HR recap has a column for it on the screen and in
// both exports, and the leave recap (and its file) can be filtered by it. The type is this spec's own; the day is a
// Tuesday of a month gone by (February 2026: no holiday that day), so no other spec's month moves.
const TYPE = 'Cuti Ayah Siaga';
const DAY = '2026-02-10';
const MONTH = DAY.slice(0, 7);
const REASON = 'Menemani istri melahirkan';

let hrContext: BrowserContext;
let hr: Page;
let ade: Person;
let dewi: Person;

test.beforeAll(async ({ browser, people }) => {
  ({ employee: ade, supervisor: dewi } = await people.team('HADIR'));
  const admin = await people.hrAdmin('HADIR');
  hrContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  hr = await hrContext.newPage();
  await login(hr, admin.nik);
});
test.afterAll(async () => {
  await hrContext?.close();
});

/** Brings a column of a data grid into view: the grid draws only the columns near what is shown. */
async function scrollToColumn(grid: Locator, header: Locator) {
  const scroller = grid.locator('.MuiDataGrid-virtualScroller');
  await scroller.evaluate((element) => (element.scrollLeft = 0));
  await expect(async () => {
    // Not drawn yet: scroll on towards it; drawn: scroll it into view, as a person would.
    if ((await header.count()) === 0) await scroller.evaluate((element) => element.scrollBy(300, 0));
    else await header.scrollIntoViewIfNeeded();
    await expect(header).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

/** The HR recap of the spec's month, once the screen shows that month. */
async function openRecap() {
  await hr.goto('/hr/recap');
  await hr.getByRole('textbox', { name: 'Month' }).fill(MONTH);
  await expect(hr.getByText(/counted up to 28-02-2026$/)).toBeVisible();
  // The grid pages 25 people by NIK: the spec's employee is found by theirs.
  await hr.getByRole('textbox', { name: 'Search NIK or name' }).fill(ade.nik);
  return hr.getByRole('grid', { name: 'Monthly recap' });
}

/** A prepared export of the screen shown (its file `name`, the recap's month unless told), downloaded from HR's export list: its path. */
async function downloadRecap(format: 'XLSX' | 'CSV', name = `hadir-recap-${MONTH}`) {
  await hr.getByRole('button', { name: `Prepare ${format}` }).click();
  const prepared = hr.getByRole('group', { name: `${name}.${format.toLowerCase()}` }).first();
  const [download] = await Promise.all([
    hr.waitForEvent('download', { timeout: 30_000 }),
    prepared.getByRole('link', { name: 'Download' }).click({ timeout: 30_000 }),
  ]);
  return download.path();
}

test.describe.serial('a leave type HR adds', () => {
  test('HR adds it in the leave policies', async () => {
    await hr.goto('/hr/leave-balances');
    await hr.getByRole('button', { name: 'Add a leave type' }).click();
    const dialog = hr.getByRole('dialog', { name: 'Add a leave type' });
    await dialog.getByRole('textbox', { name: 'Leave type' }).fill(TYPE);
    await dialog.getByRole('textbox', { name: 'Days per request at most' }).fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      hr.getByRole('table', { name: 'Leave policies' }).getByRole('row').filter({ hasText: TYPE }),
    ).toBeVisible();
  });

  test('an employee takes a day of it, and their supervisor approves it', async ({ browser }) => {
    const employee = await browser.newPage();
    await login(employee, ade.nik);
    await employee.goto('/add-leave');
    await expect(employee.getByRole('form', { name: 'Leave Request' })).toBeVisible();
    await employee.getByRole('combobox', { name: 'Leave type' }).click();
    await employee.getByRole('option', { name: TYPE, exact: true }).click();
    await employee.getByLabel('Leave reason').fill(REASON);
    await employee.getByRole('textbox', { name: 'Start Date', exact: true }).fill(shownDay(DAY));
    await employee.getByRole('textbox', { name: 'End Date', exact: true }).fill(shownDay(DAY));
    await sign(employee.getByRole('img', { name: 'Signature canvas' }));
    await employee.getByRole('button', { name: 'Submit' }).click();
    await expect(employee).toHaveURL(/\/leave$/);
    await expect(
      employee
        .getByRole('list', { name: 'My Leave Requests' })
        .getByRole('listitem')
        .filter({ hasText: shownDay(DAY) }),
    ).toContainText('Pending');
    await employee.context().close();

    const supervisor = await browser.newPage();
    await login(supervisor, dewi.nik);
    await supervisor.goto('/inbox');
    const item = supervisor
      .getByRole('list', { name: 'Inbox' })
      .getByRole('listitem')
      .filter({ hasText: `requests ${TYPE} on ${shownDay(DAY)}` });
    await item.getByRole('link', { name: /^View: / }).click();
    await expect(supervisor.getByRole('heading', { name: 'Leave Request Approval' })).toBeVisible();
    await supervisor.getByRole('radio', { name: 'Not deducted from leave' }).check();
    await sign(supervisor.getByRole('img', { name: 'Supervisor Signature canvas' }));
    await supervisor.getByRole('button', { name: 'Approve' }).click();
    await expect(supervisor.getByText('Leave request approved')).toBeVisible();
    await supervisor.context().close();
  });

  test("HR's recap has a column for it holding the employee's day, and so do the XLSX and the CSV", async () => {
    const grid = await openRecap();
    await expect(grid.getByRole('row').filter({ hasText: ade.name })).toBeVisible();
    const header = grid.getByRole('columnheader', { name: TYPE });
    await scrollToColumn(grid, header);
    // Scrolled that far the name column is no longer drawn: the row is found by its NIK, the grid's row id.
    await expect(
      grid
        .locator(`[role="row"][data-id="${ade.nik}"]`)
        .getByRole('gridcell')
        .and(grid.locator(`[data-field="leave:${TYPE}"]`)),
    ).toHaveText('1');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await downloadRecap('XLSX'));
    const summary = workbook.getWorksheet('Summary')!;
    const columns = summary.getRow(1).values as string[];
    // After the preset's types, before the holidays: the column sits where the leave columns are.
    expect(columns.slice(columns.indexOf(TYPE) - 1, columns.indexOf(TYPE) + 2)).toEqual([
      'Cuti di Luar Tanggungan',
      TYPE,
      'Holidays',
    ]);
    const adeRow = summary.getRows(2, summary.rowCount - 1)!.find((row) => String(row.getCell(1).value) === ade.nik)!;
    expect(adeRow.getCell(columns.indexOf(TYPE)).value).toBe(1);

    const [head, ...rows] = Papa.parse<string[]>(
      (await readFile(await downloadRecap('CSV'), 'utf8')).replace(/^\uFEFF/, '').trim(),
    ).data;
    expect(head).toContain(TYPE);
    expect(rows.find((row) => row[0] === ade.nik)![head.indexOf(TYPE)]).toBe('1');
  });

  test('the leave recap offers it as a filter, and filtered by it shows the day', async () => {
    await hr.goto('/hr/leave-recap');
    const from = hr.getByRole('textbox', { name: 'From', exact: true });
    // The period opens on this month once the recap has answered; typed before that, it would be overwritten.
    await expect(from).toHaveValue(/^01-\d{2}-\d{4}$/);
    await from.fill(shownDay(`${MONTH}-01`));
    await hr.getByRole('textbox', { name: 'To', exact: true }).fill(shownDay(`${MONTH}-28`));
    const choose = async (type: string) => {
      await hr.getByRole('combobox', { name: 'Leave type' }).click();
      await hr.getByRole('option', { name: type, exact: true }).click();
      await expect(hr.getByRole('combobox', { name: 'Leave type' })).toHaveText(type);
    };
    // Another type: the month has none of it.
    await choose('Sakit');
    await expect(hr.getByText('No leave requests in this period.')).toBeVisible();
    await choose(TYPE);
    const rows = hr
      .getByRole('grid', { name: 'Leave recap' })
      .getByRole('row')
      .filter({ has: hr.getByRole('gridcell') });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(ade.name);
    await expect(rows).toContainText(TYPE);
    await expect(rows).toContainText(shownDay(DAY));

    // Its file is prepared as a job with the screen's period and type (issue 48), in the same list as the recap's.
    const [head, ...lines] = Papa.parse<string[]>(
      (await readFile(await downloadRecap('CSV', `hadir-leave-${MONTH}-01-to-${MONTH}-28`), 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim(),
    ).data;
    expect(
      lines.map((line) => [line[head.indexOf('NIK')], line[head.indexOf('Leave type')], line[head.indexOf('From')]]),
    ).toEqual([[ade.nik, TYPE, DAY]]);
  });

  test('no longer offered to staff, it keeps its column in the month it was taken', async () => {
    await hr.goto('/hr/leave-balances');
    await hr.getByRole('button', { name: `Edit the ${TYPE} policy` }).click();
    const dialog = hr.getByRole('dialog', { name: `Edit the ${TYPE} policy` });
    await dialog.getByRole('checkbox', { name: 'Offered to staff' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const grid = await openRecap();
    await expect(grid.getByRole('row').filter({ hasText: ade.name })).toBeVisible();
    await scrollToColumn(grid, grid.getByRole('columnheader', { name: TYPE }));
  });
});
