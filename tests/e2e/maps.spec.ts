import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test, type Person } from './factory';
import { login } from './support';

// Issue 28's maps against the whole stack. The build's default style is OpenFreeMap's; this machine
// (and CI) has no internet, so each test says what the style's origin does: refuses (offline, as in
// every other spec) or answers with a small style of our own. The second also proves the gateway's
// CSP lets the page fetch from that origin: a blocked fetch never reaches the route below.
const STYLE_ORIGIN = 'https://tiles.openfreemap.org';
const WATER = 'rgb(170, 211, 223)';
const STYLE = {
  version: 8,
  name: 'test',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': WATER } }],
};

async function offline(context: BrowserContext) {
  await context.route(`${STYLE_ORIGIN}/**`, (route) => route.abort('internetdisconnected'));
}

async function servingStyle(context: BrowserContext) {
  await context.route(`${STYLE_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(STYLE),
    }),
  );
}

async function openClockIn(page: Page, person: Person) {
  await login(page, person.nik);
  await page.goto('/live');
  await page.getByRole('button', { name: 'Clock In', exact: true }).click();
  await expect(page.getByTestId('location-name')).toHaveText('Kantor Pusat Jakarta');
}

/** HR signs in and opens a new work location; the editor's map once it has loaded. */
async function openNewLocation(page: Page, nik: string) {
  await login(page, nik);
  await page.goto('/hr/locations');
  await page.getByRole('link', { name: 'New work location' }).click();
  const map = page.getByTestId('location-editor-map');
  await expect(map).toHaveAttribute('data-ready', 'true');
  return map;
}

test.describe('maps', () => {
  test('offline, the clock screen keeps its plain map with the work-location circle once the style cannot be had', async ({
    browser,
    people,
  }) => {
    const ade = await people.employee('HADIR');
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      await offline(context);
      const page = await context.newPage();
      const styleFailed = page.waitForEvent('requestfailed', (request) => request.url().startsWith(STYLE_ORIGIN));
      const libraryAsked: string[] = [];
      page.on('request', (request) => void (/maplibre-gl/.test(request.url()) && libraryAsked.push(request.url())));
      await openClockIn(page, ade);
      await styleFailed;
      // The library is asked for only once the style has come: with none, its 370 KB never load.
      expect(libraryAsked).toEqual([]);
      const map = page.getByRole('region', { name: 'Map of your position and the work locations' });
      await expect(map).toBeVisible();
      await expect(page.getByTestId('work-location-circle').first()).toBeVisible();
      await expect(page.locator('[data-map]')).toHaveAttribute('data-map', 'plain');
      await expect(page.getByTestId('tile-map')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('with the style reachable, the clock screen draws the tiled map over the plain one', async ({
    browser,
    people,
  }) => {
    const ade = await people.employee('HADIR');
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      await servingStyle(context);
      const page = await context.newPage();
      await openClockIn(page, ade);
      await expect(page.locator('[data-map]')).toHaveAttribute('data-map', 'tiles');
      await expect(page.getByTestId('tile-map')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('tile-map').locator('canvas')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("HR's location editor draws streets where the style is reachable, and says so where it is not", async ({
    browser,
    people,
  }) => {
    const rina = await people.hrAdmin('HADIR');
    for (const reachable of [true, false]) {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
      try {
        await (reachable ? servingStyle(context) : offline(context));
        const page = await context.newPage();
        const map = await openNewLocation(page, rina.nik);
        await expect(map).toHaveAttribute('data-map', reachable ? 'tiles' : 'plain');
        const caption = page.getByText('No street map here (offline or not configured)', { exact: false });
        await expect(caption).toHaveCount(reachable ? 0 : 1);
      } finally {
        await context.close();
      }
    }
  });

  test('HR pastes a maps link to place a location, drags its radius, and sees who it is for', async ({
    browser,
    people,
  }) => {
    const admin = await people.hrAdmin('HLOG');
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    try {
      await offline(context);
      const page = await context.newPage();
      const map = await openNewLocation(page, admin.nik);

      // Whole company: HLOG's active people (the demo accounts and the factory's), three named.
      await expect(page.getByTestId('location-people')).toHaveText(/^For \d+ people: .+ and \d+ more$/);

      const field = page.getByLabel('Paste coordinates or a maps link');
      await field.fill('Gudang somewhere');
      await field.press('Enter');
      await expect(page.getByText('No position in that', { exact: false })).toBeVisible();
      await field.fill('https://www.google.com/maps/place/Gudang/@-6.2901234,107.1805678,17z/data=!3m1!4b1');
      await field.press('Enter');
      await expect(page.getByLabel('Latitude')).toHaveValue('-6.290123');
      await expect(page.getByLabel('Longitude')).toHaveValue('107.180568');
      await expect(map).toHaveAttribute('data-center', '-6.2901,107.1806');

      // The handle sits on the circle's eastern edge (100 m); dragging it outwards widens the circle.
      const handle = page.getByTestId('radius-handle');
      const from = (await handle.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 40, from.y + from.height / 2, { steps: 5 });
      await page.mouse.up();
      const radius = page.getByRole('spinbutton', { name: 'Radius (metres)' });
      await expect(radius).not.toHaveValue('100');
      expect(Number(await radius.inputValue())).toBeGreaterThan(100);

      // A division narrows who it is for: none until the unit is chosen, then its one person (the
      // demo's HR admin: the factory puts its HR admins elsewhere, tests/e2e/factory.ts).
      await page.getByRole('combobox', { name: 'For whom' }).click();
      await page.getByRole('option', { name: 'A division' }).click();
      await expect(page.getByTestId('location-people')).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Unit' }).click();
      await page.getByRole('option', { name: 'HR · Human Resources' }).click();
      await expect(page.getByTestId('location-people')).toHaveText('For 1 person: Bambang Sutrisno');
    } finally {
      await context.close();
    }
  });
});
