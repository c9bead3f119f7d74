import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test, type Person } from './factory';
import { CIKARANG, clockAtCikarang, jakartaDay, login, setApiClock } from './support';

// Issue 29's review against the whole stack. Wulan (an HLOG employee of the test's own,
// tests/e2e/factory.ts) clocks in on two past weekdays (the api's test clock says 07:55 there) with
// a "fake GPS" app: the phone reports one point with one accuracy, again and again, which the api
// flags. Her supervisor Yusuf, on a phone, accepts the first on /team/review and she reads Accepted;
// HR, at a laptop, sees the second marked on her month, rejects it with a reason on
// /hr/review, and the day no longer counts as present while she reads Rejected.

const shown = (day: string) => day.split('-').reverse().join('-');
/** The two weekdays before today, the older first. */
const [firstDay, secondDay] = (() => {
  const days: string[] = [];
  for (let back = 1; days.length < 2; back++) {
    const day = jakartaDay(Date.now() - back * 86_400_000);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(day);
  }
  return days;
})();
const thisMonth = jakartaDay(Date.now()).slice(0, 7);

/** A mock-location app: the same point and the same accuracy four times a second, never the jitter of a real receiver. */
function fakeGps(context: BrowserContext) {
  return context.addInitScript(({ latitude, longitude }) => {
    const position = () => ({
      coords: { latitude, longitude, accuracy: 8, altitude: null, altitudeAccuracy: null, heading: null, speed: null },
      timestamp: Date.now(),
    });
    const geolocation = navigator.geolocation as unknown as Record<string, unknown>;
    geolocation.watchPosition = (success: (position: unknown) => void) => {
      // Three at once to begin with, so a quick press already sends a sample to judge.
      setTimeout(() => [0, 1, 2].forEach(() => success(position())), 0);
      return window.setInterval(() => success(position()), 250);
    };
    geolocation.getCurrentPosition = (success: (position: unknown) => void) =>
      void setTimeout(() => success(position()), 0);
    geolocation.clearWatch = (id: number) => window.clearInterval(id);
  }, CIKARANG);
}

/** Wulan's day as her attendance log on Live shows it (this month or, early in a month, the previous one). */
async function wulansDay(page: Page, day: string) {
  await page.goto('/live');
  if (day.slice(0, 7) !== thisMonth) {
    await page.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option').nth(1).click();
  }
  return page.getByRole('list', { name: 'Days of the month' }).getByRole('listitem', { name: shown(day), exact: true });
}

let wulanPerson: Person;

/** A flagged clock-in's card on the review screen. */
const card = (page: Page, day: string) =>
  page
    .getByRole('list', { name: 'Flagged clock-ins' })
    .getByRole('listitem', { name: `${wulanPerson.name} · ${wulanPerson.nik}` })
    .filter({ hasText: `Clock In · ${shown(day)} 07:55` });

test.afterAll(async () => {
  await setApiClock(null);
});

test('a flagged clock-in is accepted by the supervisor, another rejected by HR, and Wulan reads both outcomes', async ({
  browser,
  people,
}) => {
  test.setTimeout(360_000);
  const team = await people.team('HLOG', { employee: { name: 'Wulan Sari' }, supervisor: { name: 'Yusuf Pratama' } });
  wulanPerson = team.employee;
  const admin = await people.hrAdmin('HLOG');
  const wulanContext = await browser.newContext({ locale: 'en-US' });
  const yusufContext = await browser.newContext({ locale: 'en-US' });
  const hrContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    await fakeGps(wulanContext);
    const wulan = await wulanContext.newPage();
    await login(wulan, wulanPerson.nik);

    // The first weekday: she clocks in with the fake fix, and her day says it is under review.
    await setApiClock(`${firstDay}T07:55:00+07:00`);
    await wulan.goto('/live');
    await clockAtCikarang(wulan, 'Clock In');
    await setApiClock(null);
    await expect(await wulansDay(wulan, firstDay)).toContainText('Under review');

    // Yusuf, on his phone, goes from his team to the review and accepts it with a reason.
    const yusuf = await yusufContext.newPage();
    await login(yusuf, team.supervisor.nik);
    await yusuf.goto('/team');
    await yusuf.getByRole('link', { name: /^Clock-ins to review \(\d+\)$/ }).click();
    await expect(yusuf).toHaveURL(/\/team\/review$/);
    const first = card(yusuf, firstDay);
    await expect(first).toContainText('Gudang Cikarang · accurate to ±8 m');
    await expect(first.getByRole('list', { name: 'Why it was flagged' })).toContainText(
      'fixes at exactly the same point: real GPS always moves a little',
    );
    await first.getByRole('checkbox').check();
    await yusuf.getByRole('button', { name: 'Accept', exact: true }).click();
    const accept = yusuf.getByRole('dialog');
    await expect(accept).toContainText('Accept this clock-in? It keeps counting as attendance.');
    await accept.getByRole('textbox', { name: 'Reason' }).fill('I saw her at the warehouse gate');
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(yusuf.getByRole('alert')).toHaveText('1 clock-in accepted');
    await expect(first).toHaveCount(0);
    await yusuf.getByRole('button', { name: 'Accepted', exact: true }).click();
    await expect(card(yusuf, firstDay)).toContainText('Reason: I saw her at the warehouse gate');

    await expect(await wulansDay(wulan, firstDay)).toContainText('Accepted');

    // The second weekday: flagged again; HR sees it marked on her month, counted as present for now.
    await setApiClock(`${secondDay}T07:55:00+07:00`);
    await wulan.goto('/live');
    await clockAtCikarang(wulan, 'Clock In');
    await setApiClock(null);
    await expect(await wulansDay(wulan, secondDay)).toContainText('Under review');

    const hr = await hrContext.newPage();
    await login(hr, admin.nik);
    await hr.goto(`/hr/recap/${wulanPerson.nik}?month=${secondDay.slice(0, 7)}`);
    const row = hr.locator(`tr[data-date="${secondDay}"]`);
    await expect(row).toContainText('Needs review');
    await expect(row.getByRole('cell').nth(1)).toContainText('Present');
    await expect(row.getByRole('cell').nth(2)).toHaveText('07:55');

    await hr.getByRole('link', { name: 'Review clock-ins' }).click();
    await expect(hr).toHaveURL(/\/hr\/review$/);
    await card(hr, secondDay).getByRole('checkbox').check();
    await hr.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = hr.getByRole('dialog');
    await expect(reject).toContainText(
      'Reject this clock-in? It will no longer count as attendance, which changes what is paid.',
    );
    // Nothing goes without a reason.
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject).toContainText('Reason is required');
    await reject.getByRole('textbox', { name: 'Reason' }).fill('Fake GPS app: the same point to the centimetre');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(hr.getByRole('alert')).toHaveText('1 clock-in rejected');
    await expect(card(hr, secondDay)).toHaveCount(0);
    await hr.getByRole('button', { name: 'Rejected', exact: true }).click();
    await expect(card(hr, secondDay)).toContainText('Reason: Fake GPS app: the same point to the centimetre');

    // The day no longer counts the clock-in: absent (or a holiday), no time, no flag.
    await hr.goto(`/hr/recap/${wulanPerson.nik}?month=${secondDay.slice(0, 7)}`);
    await expect(row.getByRole('cell').nth(1)).toContainText(/Absent|Holiday/);
    await expect(row.getByRole('cell').nth(2)).toHaveText('—');
    await expect(row).not.toContainText('Needs review');

    await expect(await wulansDay(wulan, secondDay)).toContainText('Rejected');
  } finally {
    await Promise.all([wulanContext.close(), yusufContext.close(), hrContext.close()]);
  }
});
