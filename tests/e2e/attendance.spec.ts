import { type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test, type Person } from './factory';
import { login } from './support';

// Clockings are made by a supervisor of the factory's (Dewi, as the demo's 10002); an employee who
// reports to her must not read her record. Each test has its own people (tests/e2e/factory.ts).
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-attendance';
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(400); // let MUI's transitions settle
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const jakarta = (pattern: 'day' | 'display') => {
  const [{ value: day }, , { value: month }, , { value: year }] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jakarta',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  return pattern === 'day' ? `${year}-${month}-${day}` : `${day}-${month}-${year}`;
};

async function logout(page: Page): Promise<void> {
  await page.goto('/setting');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Whether the person's pin stands inside a drawn work-location circle, as the screen shows them:
 * the pin's bottom centre (where it points) within the circle's on-screen disc.
 */
async function pinInsideACircle(page: Page): Promise<boolean> {
  const map = page.getByTestId('location-map');
  const pin = (await map.getByRole('img', { name: 'Your position' }).boundingBox())!;
  const tip = { x: pin.x + pin.width / 2, y: pin.y + pin.height };
  for (const circle of await map.getByTestId('work-location-circle').all()) {
    const box = (await circle.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (Math.hypot(tip.x - centre.x, tip.y - centre.y) <= box.width / 2) return true;
  }
  return false;
}

/** From Live: the pre-check, the capture screen, the selfie, an optional note, and the success alert back to Live. */
async function clock(page: Page, type: 'Clock In' | 'Clock Out', note?: string): Promise<void> {
  await page.getByRole('button', { name: type, exact: true }).click();
  await expect(page).toHaveURL(type === 'Clock In' ? /\/clockin$/ : /\/clockout$/);
  await expect(page.getByTestId('location-name')).toHaveText('Kantor Pusat Jakarta');
  await expect(page.getByTestId('location-map')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('location-map').getByRole('img', { name: 'Your position' })).toBeVisible();
  await expect(page.getByTestId('work-location-circle').first()).toBeVisible();
  expect(await pinInsideACircle(page)).toBe(true);
  const submit = page.getByRole('button', { name: `Live Attendance - ${type}` });
  // No selfie yet: submit opens the camera first.
  await submit.click();
  await expect(page.getByRole('button', { name: 'Capture' })).toBeEnabled({ timeout: 15_000 });
  if (note) await shot(page, '02a-camera');
  await page.getByRole('button', { name: 'Capture' }).click();
  await expect(page.getByRole('img', { name: 'Captured selfie' })).toBeVisible();
  if (note) {
    await page.getByLabel('Note (optional)').fill(note);
    await shot(page, '02b-selfie-taken');
  }
  await submit.click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(`${type} success`);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/live$/);
}

const today = (page: Page) =>
  page.getByRole('list', { name: 'Days of the month' }).getByRole('listitem', { name: jakarta('display') });

test.describe.serial('live attendance', () => {
  let dewi: Person;
  let recordOfDewi = '';
  let photoOfDewi = '';

  test('inside JKT01: clock in, clock out, a third record, the day list and a detail', async ({ page, people }) => {
    test.setTimeout(180_000);
    // The GraphQL operations the page sends (JSON ones; a clock-in is multipart and carries its name in a field).
    const operations: string[] = [];
    page.on('request', (request) => {
      const name =
        request.method() === 'POST' ? /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1] : undefined;
      if (name) operations.push(name);
    });
    dewi = await people.supervisor('HADIR');
    await login(page, dewi.nik);
    await page.getByRole('link', { name: 'Live Attendance' }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByTestId('live-clock')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    const first = await page.getByTestId('live-clock').textContent();
    await expect(page.getByTestId('live-clock')).not.toHaveText(first!, { timeout: 3000 });
    await expect(page.getByText('No attendance this month')).toBeVisible();
    await shot(page, '01-live-empty');

    // A clock-out before any clock-in is refused by the pre-check, with the server's words.
    await page.getByRole('button', { name: 'Clock Out', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('You have not clocked in today');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/live$/);

    await page.getByRole('button', { name: 'Clock In', exact: true }).click();
    await expect(page.getByTestId('location-name')).toHaveText('Kantor Pusat Jakarta');
    await expect(page.getByTestId('location-map')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('img', { name: 'Your position' })).toBeVisible();
    await shot(page, '02-clockin');
    await page.goBack();

    await clock(page, 'Clock In', 'Rapat pagi di lantai 3');
    await expect(today(page)).toBeVisible();
    const clockIn = today(page).getByText(/^\d{2}:\d{2}$/);
    await expect(clockIn).toHaveCount(1);
    await expect(today(page).getByText('--:--')).toBeVisible();
    // Issue 46: a day of one record opens too (its own selfie, place and note).
    await expect(today(page).getByRole('link', { name: `Details of ${jakarta('display')}` })).toBeVisible();

    await clock(page, 'Clock Out');
    await expect(today(page).getByText(/^\d{2}:\d{2}$/)).toHaveCount(2);
    await expect(today(page).getByText('--:--')).toHaveCount(0);
    await expect(today(page).getByRole('link', { name: `Details of ${jakarta('display')}` })).toBeVisible();
    await shot(page, '03-live-both');

    await clock(page, 'Clock In');
    // Issue 25: the second session is not hidden behind the first pair: both show, the open one last.
    const pairs = today(page).getByRole('group', { name: 'Clock-in and clock-out pairs' });
    await expect(pairs.getByText(/^\d{2}:\d{2} – \d{2}:\d{2}$/)).toBeVisible();
    await expect(pairs.getByText(/^In since \d{2}:\d{2}$/)).toBeVisible();
    const details = today(page).getByRole('link', { name: `Details of ${jakarta('display')}` });
    await expect(details).toBeVisible();
    await shot(page, '04-live-details');
    await details.click();
    await expect(page).toHaveURL(new RegExp(`/attendance/list/${jakarta('day')}$`));
    await expect(page.getByRole('heading', { name: jakarta('display') })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Attendance records' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Clock In');
    await expect(cards.nth(1)).toContainText('Clock Out');
    await expect(cards.nth(2)).toContainText('Kantor Pusat Jakarta');
    for (const img of await page.getByRole('img', { name: /^Selfie of/ }).all()) {
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
    await shot(page, '05-list');

    await cards.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(/\/detail\/\d+$/);
    recordOfDewi = /\/detail\/(\d+)$/.exec(page.url())![1];
    const photo = page.getByRole('img', { name: 'Attendance selfie' });
    await expect(photo).toBeVisible();
    photoOfDewi = (await photo.getAttribute('src'))!;
    await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(500);
    await expect(page.getByTestId('location-map')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('location-map').getByRole('img', { name: 'Your position' })).toBeVisible();
    await expect(page.getByText('Clock In', { exact: true })).toBeVisible();
    await expect(page.getByText(jakarta('display'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('detail-note')).toHaveText('Rapat pagi di lantai 3');
    // Issue 29: the phone made its key on the first clock-in, registered it, and signed this one.
    await expect(page.getByTestId('detail-signature')).toHaveText(
      `Signed by a key this person registered on ${jakarta('display')}`,
    );
    // Each signed over the nonce Live's pre-check answered with: Submit asked for none of its own.
    expect(operations.filter((name) => name === 'CheckAttendance').length).toBeGreaterThanOrEqual(3);
    expect(operations.filter((name) => name === 'ClockingNonce')).toEqual([]);
    await shot(page, '06-detail');

    // Home counts the day: present once (three records, one day), late when the first clock-in
    // came after 08:00 WIB on a weekday (Dewi has no schedule: the default is 08:00, Monday–Friday).
    // On a Saturday or Sunday the day is a rest day worked, which Present leaves out (issue 45 case 7).
    const jakartaHour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(),
      ),
    );
    const weekday = !['Sat', 'Sun'].includes(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', weekday: 'short' }).format(new Date()),
    );
    await page.goto('/');
    await expect(page.getByLabel(`Present ${weekday ? 1 : 0}`)).toBeVisible();
    await expect(page.getByLabel(`Total ${weekday ? 1 : 0}`)).toBeVisible();
    await expect(page.getByLabel(`Late ${weekday && jakartaHour >= 8 ? 1 : 0}`)).toBeVisible();
    await logout(page);
  });

  test("an employee cannot open a record of another employee (their supervisor's)", async ({ page, people }) => {
    expect(recordOfDewi).not.toBe('');
    await login(page, (await people.employee('HADIR', { supervisor: dewi })).nik);
    await page.goto(`/detail/${recordOfDewi}`);
    await expect(page.getByRole('alert')).toHaveText('You are not allowed to see this attendance record');
    await expect(page.getByRole('img', { name: 'Attendance selfie' })).toHaveCount(0);
    await shot(page, '07-detail-refused');
    // Nor its photo behind the image proxy.
    expect(photoOfDewi).toMatch(/^\/images\/attendance\//);
    expect((await page.request.get(photoOfDewi)).status()).toBe(403);
    await logout(page);
  });

  test('outside every circle the out-of-radius message shows and nothing is recorded', async ({
    page,
    context,
    people,
  }) => {
    await context.setGeolocation({ latitude: -6.914744, longitude: 107.60981 }); // Bandung
    await login(page, (await people.employee('HADIR')).nik);
    await page.goto('/live');
    await page.getByRole('button', { name: 'Clock In', exact: true }).click();
    await expect(page).toHaveURL(/\/clockin$/);
    await expect(page.getByText('Your location is out of radius')).toBeVisible();
    await expect(page.getByTestId('location-name')).toContainText('Nearest work location');
    await expect(page.getByTestId('location-map')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('location-map').getByRole('img', { name: 'Your position' })).toBeVisible();
    expect(await pinInsideACircle(page)).toBe(false);
    await shot(page, '08-out-of-radius');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('ClockAttendance')) sent = true;
    });
    await page.getByRole('button', { name: 'Live Attendance - Clock In' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Your location is out of radius');
    await page.getByRole('button', { name: 'OK' }).click();
    expect(sent).toBe(false);
    await page.goto('/live');
    await expect(page.getByText('No attendance this month')).toBeVisible();
    await logout(page);
  });

  test('walking into the circle with the screen open needs no reload; submitting with no selfie says so and shows the camera', async ({
    page,
    context,
    people,
  }) => {
    await context.setGeolocation({ latitude: -6.21, longitude: 106.83 }); // about 1.8 km from Kantor Pusat Jakarta
    await login(page, (await people.employee('HADIR')).nik);
    await page.goto('/clockin');
    await expect(page.getByText('Your location is out of radius')).toBeVisible();
    await context.setGeolocation({ latitude: -6.2003, longitude: 106.8167 });
    await expect(page.getByTestId('location-name')).toHaveText('Kantor Pusat Jakarta');
    await expect(page.getByText('Your location is out of radius')).toHaveCount(0);
    await context.setGeolocation({ latitude: -6.914744, longitude: 107.60981 }); // Bandung
    await page.getByRole('button', { name: 'Locate again' }).click();
    await expect(page.getByText('Your location is out of radius')).toBeVisible();
    await context.setGeolocation({ latitude: -6.2003, longitude: 106.8167 });
    await expect(page.getByTestId('location-name')).toHaveText('Kantor Pusat Jakarta');
    await page.getByRole('button', { name: 'Live Attendance - Clock In' }).click();
    const selfie = page.getByRole('region', { name: 'Selfie' });
    await expect(selfie.getByText('Take a selfie first: your attendance is sent with it.')).toBeInViewport();
    await expect(selfie.getByRole('button', { name: 'Capture' })).toBeVisible();
    await shot(page, '08b-selfie-missing');
    await logout(page);
  });

  test('a refused position shows its message', async ({ browser, people }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await login(page, (await people.employee('HADIR')).nik);
    await page.goto('/clockin');
    await expect(page.getByText('Error, Please enable your location in browser!')).toBeVisible();
    await shot(page, '09-denied');
    await logout(page);
    await context.close();
  });
});
