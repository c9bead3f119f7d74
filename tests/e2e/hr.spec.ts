import { type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test, type Person } from './factory';
import { login } from './support';

// The HR console against the whole stack. An HR admin of HADIR of the factory's (tests/e2e/factory.ts)
// works at a laptop's width; the people it creates take NIKs and names from the factory too, and
// report to a supervisor of its own, so no other spec's people are touched (the demo's Dewi is only read).
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-hr';
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(400); // let MUI's transitions settle
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const LAPTOP = { width: 1280, height: 800 };
const NEW_PASSWORD = 'Yusuf#2026';

let hrContext: BrowserContext;
let staffContext: BrowserContext;
let hr: Page;
let staff: Page;
let dewi: Person;
/** The employee HR creates in the first test: a NIK and a name nobody else has. */
const yusuf = { nik: '', name: '' };

test.beforeAll(async ({ browser, people }) => {
  const admin = await people.hrAdmin('HADIR');
  dewi = await people.supervisor('HADIR');
  yusuf.nik = people.nik();
  yusuf.name = `Yusuf Pratama ${people.tag()}`;
  // An English (US) browser, whose own date inputs read mm/dd/yyyy: the console must still write dd-mm-yyyy.
  hrContext = await browser.newContext({ viewport: LAPTOP, locale: 'en-US' });
  staffContext = await browser.newContext();
  hr = await hrContext.newPage();
  staff = await staffContext.newPage();
  await login(hr, admin.nik);
});
test.afterAll(async () => {
  await hrContext.close();
  await staffContext.close();
});

/** Picks an option of an MUI select by the field's label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

async function openEmployee(page: Page, nik: string, name: string) {
  await page.goto(`/hr/employees?q=${nik}`);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
}

test.describe.serial('HR console', () => {
  test.describe.configure({ timeout: 120_000 });

  test('HR creates an employee and is shown their activation code once; the birth date opens nothing, the activation link does', async () => {
    await hr.goto('/');
    await hr.getByRole('link', { name: /HR console/ }).click();
    await expect(hr).toHaveURL(/\/hr\/employees$/);
    await expect(hr.getByRole('link', { name: 'Dewi Lestari', exact: true })).toBeVisible();
    await shot(hr, '01-employees');

    await hr.getByRole('link', { name: 'New employee' }).click();
    await hr.getByRole('button', { name: 'Create employee' }).click();
    await expect(hr.getByText('NIK is required')).toBeVisible();

    await hr.getByRole('textbox', { name: 'NIK', exact: true }).fill(yusuf.nik);
    await hr.getByRole('textbox', { name: 'Full name', exact: true }).fill(yusuf.name);
    await hr.getByRole('textbox', { name: 'Birth date', exact: true }).fill('04-03-1996');
    await hr.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`yusuf.${yusuf.nik}@hadir.test`);
    await hr.getByRole('textbox', { name: 'Phone', exact: true }).fill('081234560601');
    await choose(hr, 'Gender', /^Laki-laki/);
    await choose(hr, 'Division', 'OPS · Operations');
    await choose(hr, 'Department', 'OPS-JKT · Operations Jakarta');
    await hr.getByLabel('Supervisor').fill(dewi.name);
    await hr.getByRole('option', { name: `${dewi.nik} · ${dewi.name}` }).click();
    await shot(hr, '02-new-employee');
    await hr.getByRole('button', { name: 'Create employee' }).click();
    await expect(hr.getByText('Employee created')).toBeVisible();
    await expect(hr.getByRole('heading', { name: `Edit ${yusuf.name}` })).toBeVisible();
    await expect(hr.getByRole('textbox', { name: 'Birth date', exact: true })).toHaveValue('04-03-1996');
    await expect(hr.getByText('They must set a password at their next login.')).toBeVisible();
    const code = (await hr.getByLabel('Activation code', { exact: true }).textContent())!;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(hr.getByText(`/activate/${code}`)).toBeVisible();
    await expect(hr.getByText('Shown only now: copy it or print the letter before you leave this page.')).toBeVisible();
    await shot(hr, '02b-activation-code');

    // What a colleague knows opens nothing: the birth date as ddmmyyyy is just a wrong password.
    await staff.goto('/login');
    await staff.getByLabel('NIK').fill(yusuf.nik);
    await staff.getByLabel('Password', { exact: true }).fill('04031996');
    await staff.getByRole('button', { name: 'Login' }).click();
    await expect(staff.getByText('NIK or password is incorrect')).toBeVisible();
    // The link HR handed over opens the way to choose a password, and says why.
    await staff.goto(`/activate/${code}`);
    await expect(staff).toHaveURL(/\/reset\/[A-Za-z0-9_-]+$/);
    await expect(staff.getByRole('heading', { name: 'Set your own password to start' })).toBeVisible();
    await staff.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await staff.getByLabel('Password confirmation', { exact: true }).fill(NEW_PASSWORD);
    await staff.getByRole('button', { name: 'Submit' }).click();
    await expect(staff.getByRole('alert')).toHaveText(
      'Your password has been reset, please log in with the new password',
    );
    await staff.getByRole('button', { name: 'OK' }).click();
    await login(staff, yusuf.nik, NEW_PASSWORD);
    await expect(staff.getByTestId('display-name')).toHaveText('Yusuf');
    // An employee has no way into the console.
    await expect(staff.getByRole('link', { name: /HR console/ })).toHaveCount(0);
    await staff.goto('/hr/employees');
    await expect(staff.getByText('This page does not exist.')).toBeVisible();
    // Spent: the same link now says so and points to login.
    await staff.goto(`/activate/${code}`);
    await expect(staff.getByRole('alert')).toHaveText(
      'This activation code is invalid or has expired. Ask your HR admin for a new one.',
    );
  });

  test("an employee's birth date and join date read dd-mm-yyyy, as every day in the app (issue 28)", async () => {
    await openEmployee(hr, '10002', 'Dewi Lestari');
    await expect(hr.getByRole('textbox', { name: 'Birth date', exact: true })).toHaveValue('12-04-1988');
    await expect(hr.getByRole('textbox', { name: 'Join date', exact: true })).toHaveValue('01-02-2019');
    await expect(hr.getByRole('textbox', { name: 'Birth date', exact: true })).toHaveAttribute(
      'placeholder',
      'dd-mm-yyyy',
    );
  });

  test('HR draws a new work location; the employee standing there clocks in at it', async () => {
    await hr.goto('/hr/locations');
    await hr.getByRole('link', { name: 'New work location' }).click();
    const map = hr.getByTestId('location-editor-map');
    await expect(map).toHaveAttribute('data-ready', 'true');
    // Away from the demo circles: type a point, then tap the map beside it to place the point there.
    await hr.getByLabel('Latitude').fill('-6.300000');
    await hr.getByLabel('Longitude').fill('106.900000');
    // The map has brought the typed point to its centre and stopped moving.
    await expect(map).toHaveAttribute('data-center', '-6.3000,106.9000');
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } });
    await expect(hr.getByLabel('Latitude')).not.toHaveValue('-6.300000');
    const latitude = Number(await hr.getByLabel('Latitude').inputValue());
    const longitude = Number(await hr.getByLabel('Longitude').inputValue());
    expect(Math.abs(latitude + 6.3)).toBeLessThan(0.01);
    expect(Math.abs(longitude - 106.9)).toBeLessThan(0.01);

    await hr.getByLabel('Code').fill('TMP01');
    await hr.getByRole('textbox', { name: 'Name', exact: true }).fill('Kantor Proyek Cibubur');
    await hr.getByRole('spinbutton', { name: 'Radius (metres)' }).fill('5000');
    await hr.getByRole('button', { name: 'Save location' }).click();
    await expect(hr.getByRole('alert')).toHaveText('Radius must be between 20 m and 2 km');
    await hr.getByRole('spinbutton', { name: 'Radius (metres)' }).fill('150');
    await shot(hr, '03-location-editor');
    await hr.getByRole('button', { name: 'Save location' }).click();
    await expect(hr.getByText('Work location created')).toBeVisible();
    await expect(hr.getByRole('link', { name: /TMP01 · Kantor Proyek Cibubur/ })).toBeVisible();

    // The employee stands at the new point: the next clock-in uses it (no restart).
    await staffContext.setGeolocation({ latitude, longitude, accuracy: 10 });
    await staff.goto('/live');
    await staff.getByRole('button', { name: 'Clock In', exact: true }).click();
    await expect(staff).toHaveURL(/\/clockin$/);
    await expect(staff.getByTestId('location-name')).toHaveText('Kantor Proyek Cibubur');
    const submit = staff.getByRole('button', { name: 'Live Attendance - Clock In' });
    await submit.click();
    await expect(staff.getByRole('button', { name: 'Capture' })).toBeEnabled({ timeout: 15_000 });
    await staff.getByRole('button', { name: 'Capture' }).click();
    await submit.click();
    await expect(staff.getByRole('dialog').getByRole('alert')).toHaveText('Clock In success');
    await staff.getByRole('button', { name: 'OK' }).click();
    await expect(staff).toHaveURL(/\/live$/);
  });

  test('HR imports a CSV: one bad row is shown in words and nothing is written; fixed, it imports', async ({
    people,
  }) => {
    const family = people.tag();
    const dian = { nik: people.nik(), name: `Dian Puspita ${family}` };
    const eko = { nik: people.nik(), name: `Eko Saputra ${family}` };
    const header =
      'nik,name,gender,email,phone,address,birth_place,birth_date,join_date,divisi_kd,subdivisi_kd,dept_kd,roleId,blood,supervisor_nik';
    const csv = (division: string) =>
      [
        header,
        `${dian.nik},${dian.name},Perempuan,dian.${dian.nik}@hadir.test,081234560701,,Bandung,1995-05-06,,OPS,,OPS-JKT,1,A,${dewi.nik}`,
        `${eko.nik},${eko.name},Laki-laki,eko.${eko.nik}@hadir.test,081234560702,,Medan,1993-07-08,,${division},,OPS-JKT,1,B,${dewi.nik}`,
      ].join('\n');
    const upload = (division: string) =>
      hr
        .locator('input[type="file"]')
        .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(division)) });

    await hr.goto('/hr/import');
    await expect(hr.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
      'href',
      '/api/v1/hr/import/template/csv',
    );
    await upload('NOPE');
    await hr.getByRole('button', { name: 'Check the file' }).click();
    await expect(hr.getByText('Nothing has been written yet.', { exact: false })).toBeVisible();
    await expect(hr.getByLabel('With errors 1')).toBeVisible();
    await expect(hr.getByText(/^Row 3: .*NOPE/)).toBeVisible();
    await expect(hr.getByRole('table', { name: 'Changes' }).getByRole('row').nth(1)).toHaveText(
      `2${dian.nik}${dian.name}Create`,
    );
    await expect(hr.getByText('Fix every error first: a file with any bad row writes nothing.')).toBeVisible();
    await expect(hr.getByRole('button', { name: /Import the changes/ })).toHaveCount(0);
    await shot(hr, '04-import-error');

    await hr.goto(`/hr/employees?q=${family}`);
    await expect(hr.getByText('No employee matches')).toBeVisible();

    await hr.goto('/hr/import');
    await upload('OPS');
    await hr.getByRole('button', { name: 'Check the file' }).click();
    await expect(hr.getByLabel('To create 2')).toBeVisible();
    await expect(hr.getByLabel('With errors 0')).toBeVisible();
    await hr.getByRole('button', { name: 'Import the changes (2)' }).click();
    await hr.getByRole('dialog').getByRole('button', { name: 'Import the changes (2)' }).click();
    await expect(hr.getByRole('alert')).toHaveText(/^Import done: 2 created/);
    await hr.goto(`/hr/employees?q=${family}`);
    await expect(hr.getByRole('link', { name: dian.name })).toBeVisible();
    await expect(hr.getByRole('link', { name: eko.name })).toBeVisible();
  });

  test('HR deactivates someone who is logged in elsewhere: their session ends and login says why', async () => {
    await staff.goto('/');
    await expect(staff.getByTestId('display-name')).toHaveText('Yusuf');

    await openEmployee(hr, yusuf.nik, yusuf.name);
    await hr.getByRole('button', { name: 'Deactivate' }).click();
    await expect(hr.getByRole('dialog')).toContainText(`Deactivate ${yusuf.name}?`);
    await shot(hr, '05-deactivate');
    await hr.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(hr.getByText('Employee deactivated')).toBeVisible();
    await expect(hr.getByRole('button', { name: 'Reactivate' })).toBeVisible();

    // Their next request ends the session at once.
    await staff.getByRole('link', { name: 'Inbox' }).click();
    await expect(staff).toHaveURL(/\/login$/);
    await staff.getByLabel('NIK').fill(yusuf.nik);
    await staff.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await staff.getByRole('button', { name: 'Login' }).click();
    await expect(staff.getByText('Your account has been deactivated. Please contact your HR admin.')).toBeVisible();
  });
});
