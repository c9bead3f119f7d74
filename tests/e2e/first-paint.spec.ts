import { type Page } from '@playwright/test';
import { expect, test, type Person } from './factory';
import { DEMO_PASSWORD, login } from './support';

// On a slow phone the app's JavaScript takes seconds to arrive and run. index.html carries the
// Login screen already drawn (web/build/first-paint-plugin.ts), so a signed-out person sees it and can
// type at once; the app then takes the screen over with what they typed. A signed-in person opening
// Home sees it drawn with their name and this month, the numbers loading (issue 15).

// The spec's own people (tests/e2e/factory.ts): Ade and Dewi of HADIR, Wulan of HLOG.
let ade: Person;
let dewi: Person;
let wulan: Person;
test.beforeAll(async ({ people }) => {
  ade = await people.employee('HADIR');
  dewi = await people.supervisor('HADIR');
  wulan = await people.employee('HLOG', { name: 'Wulan Sari' });
});

// Held scripts must come from the network: a service worker installed by a sign-in would serve them from its cache.
test.use({ serviceWorkers: 'block' });

/** Holds the requests matching `pattern` until the returned `release` is called. */
async function hold(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every script of the app held: the page as a slow phone has it before the JS. */
const holdScripts = (page: Page) => hold(page, '**/assets/*.js');
/** The app's GraphQL calls held: the month's numbers still on their way. */
const holdData = (page: Page) => hold(page, '**/graphql');

/** Records what #root shows over time: the first paint, the loading skeleton, the app's screen. */
async function recordRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { rootSeen: string[] }).rootSeen = seen;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root || root.children.length === 0) return;
      const now = root.querySelector('[data-first-paint]')
        ? 'first paint'
        : root.querySelector('[role="progressbar"][aria-busy]')
          ? 'skeleton'
          : 'app';
      if (seen.at(-1) !== now) seen.push(now);
    }).observe(document, { childList: true, subtree: true });
  });
}
const rootSeen = (page: Page) => page.evaluate(() => (window as unknown as { rootSeen: string[] }).rootSeen);

test('before any script has run, Login is on screen in English, and in Indonesian for a visitor who chose it', async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Hadir' })).toBeVisible();
  await expect(page.getByText('Welcome to Hadir')).toBeVisible();
  await expect(page.getByLabel('NIK')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.evaluate(() => localStorage.setItem('hadir.language', 'id'));
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByText('Selamat datang di Hadir')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test('before any script has run, an Indonesian phone sees Login in Indonesian: no English first', async ({
  browser,
}) => {
  const phone = await browser.newContext({ locale: 'id-ID', serviceWorkers: 'block' });
  const page = await phone.newPage();
  await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('[data-first-paint="login"]')).toBeVisible();
  await expect(page.getByText('Selamat datang di Hadir')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await phone.close();
});

// An employee of the second company: no supervisor's or HR card (they come with the app), no other test signs them in.
test('a signed-in person opening / sees their Home before any script has run: their name, NIK and this month, in their language', async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  // As the session store keeps a signed-in person (lib/session-store.ts).
  await page.evaluate(
    (user) =>
      localStorage.setItem('hadir.user', JSON.stringify({ nik: user.nik, name: user.name, roleId: 1, photoUrl: null })),
    { nik: wulan.nik, name: wulan.name },
  );
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('[data-first-paint="home"]')).toBeVisible();
  await expect(page.getByTestId('display-name')).toHaveText(wulan.shown);
  await expect(page.getByText(`NIK ${wulan.nik}`)).toBeVisible();
  const month = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', month: 'long', year: 'numeric' }).format(new Date()),
  );
  await expect(page.getByRole('heading', { level: 2, name: `Attendance ${month}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Live Attendance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('hadir.language', 'id'));
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('link', { name: 'Absensi' })).toBeVisible();
  await expect(page.getByTestId('display-name')).toHaveText(wulan.shown);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test("a signed-in person's Home does not move by a pixel when the app takes it over, and then shows their month's numbers", async ({
  page,
}) => {
  await login(page, wulan.nik);
  const releaseScripts = await holdScripts(page);
  const releaseData = await holdData(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByTestId('display-name')).toHaveText(wulan.shown);
  // The skeletons' wave moves on its own: their boxes are compared, not their frames.
  const shot = () => page.screenshot({ animations: 'disabled', mask: [page.locator('.MuiSkeleton-root')] });
  const drawn = await shot();
  releaseScripts();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByTestId('display-name')).toHaveText(wulan.shown);
  expect((await shot()).equals(drawn)).toBe(true);
  releaseData();
  await expect(page.getByLabel(/^Present \d+$/)).toBeVisible();
});

test('a signed-in person opening /live sees the Jakarta clock ticking and Clock In before any script has run, and nothing moves when the app takes over', async ({
  page,
}) => {
  await login(page, wulan.nik);
  const releaseScripts = await holdScripts(page);
  const releaseData = await holdData(page);
  await page.goto('/live', { waitUntil: 'commit' });
  const clock = page.getByTestId('live-clock');
  await expect(page.locator('[data-first-paint="live"]')).toBeVisible();
  const jakarta = () =>
    page.evaluate(() =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Jakarta',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
  const seconds = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  const drawnTime = (await clock.textContent())!;
  const apart = Math.abs(seconds(drawnTime) - seconds(await jakarta()));
  expect(Math.min(apart, 24 * 3600 - apart)).toBeLessThanOrEqual(2); // across midnight too
  // It keeps time before the app has started.
  await expect(clock).not.toHaveText(drawnTime, { timeout: 3_000 });
  await expect(page.getByTestId('live-date')).toHaveText(/^\w+, \d{2}-\d{2}-\d{4} WIB$/);
  await expect(page.getByRole('button', { name: 'Clock In' })).toBeVisible();

  const parts = [
    clock,
    page.getByTestId('live-date'),
    page.getByRole('button', { name: 'Clock Out' }),
    page.getByRole('heading', { name: 'Attendance Log' }),
  ];
  const boxes = () => Promise.all(parts.map((part) => part.boundingBox()));
  const date = await page.getByTestId('live-date').textContent();
  const drawn = await boxes();
  releaseScripts();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  expect(await boxes()).toEqual(drawn);
  await expect(page.getByTestId('live-date')).toHaveText(date!);
  releaseData();
  await expect(page.getByRole('button', { name: 'Clock In' })).toBeEnabled();
});

test('a signed-in person opening /clockin sees the clock screen before any script has run, and nothing moves when the app takes over', async ({
  page,
}) => {
  await login(page, wulan.nik);
  // The position still being found, as on a phone whose first fix takes a while: the screen stays as drawn.
  await page.addInitScript(() => {
    navigator.geolocation.watchPosition = () => 0;
    navigator.geolocation.getCurrentPosition = () => undefined;
  });
  const releaseScripts = await holdScripts(page);
  await page.goto('/clockin', { waitUntil: 'commit' });
  await expect(page.locator('[data-first-paint="clockin"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Clock In' })).toBeVisible();
  await expect(page.getByText('Finding your location…')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Live Attendance - Clock In' })).toBeVisible();

  const parts = [
    page.getByRole('heading', { level: 1 }),
    page.getByText('Finding your location…'),
    page.getByRole('button', { name: 'Take a selfie' }),
    page.getByLabel('Note (optional)'),
    page.getByRole('button', { name: 'Live Attendance - Clock In' }),
  ];
  // A note typed while the app is still on its way is kept, with the caret.
  await page.getByLabel('Note (optional)').fill('Lewat gerbang belakang');
  const boxes = () => Promise.all(parts.map((part) => part.boundingBox()));
  const drawn = await boxes();
  releaseScripts();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  expect(await boxes()).toEqual(drawn);
  await expect(page.getByLabel('Note (optional)')).toHaveValue('Lewat gerbang belakang');
  await expect(page.getByLabel('Note (optional)')).toBeFocused();

  // Clock Out is drawn the same way, with its own words.
  await holdScripts(page);
  await page.goto('/clockout', { waitUntil: 'commit' });
  await expect(page.locator('[data-first-paint="clockout"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Clock Out' })).toBeVisible();
});

test('the drawn Home asks for its numbers and announcements before the app has arrived; the app shows them and asks for them once only', async ({
  page,
}) => {
  await login(page, wulan.nik);
  // The GraphQL operations the page sends, by name.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const { query } = JSON.parse(request.postData() ?? '{}') as { query?: string };
    asked.push(/(?:query|mutation)\s+(\w+)/.exec(query ?? '')?.[1] ?? '?');
  });
  const releaseScripts = await holdScripts(page);
  const answered = page.waitForResponse((response) => /query HomeFirst\b/.test(response.request().postData() ?? ''));
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('[data-first-paint="home"]')).toBeVisible();
  // None of the app's code has run: the page's own script asked for Home's numbers, and had them.
  expect((await answered).ok()).toBe(true);
  releaseScripts();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByLabel(/^Present \d+$/)).toBeVisible();
  await expect(page.getByText(/^Annual leave: \d+ days? left$/)).toBeVisible();
  // The announcements came with them: their list or that there is none, and no request of the app's.
  const announcements = page.getByRole('region', { name: 'Announcement' });
  await expect(
    announcements.getByRole('list').or(announcements.getByText('No announcements yet', { exact: true })),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The summary, the leave line and the announcements came with the page's one query: the app asked for none again.
  expect(
    asked.filter((name) => ['HomeFirst', 'AttendanceSummary', 'LeaveBalances', 'Announcements'].includes(name)),
  ).toEqual(['HomeFirst']);
});

test('the drawn clock screen asks for the position and the work locations before the app has arrived; the app takes both over, asks for neither again, and nothing below moves when they show', async ({
  page,
}) => {
  // Ade, at the head office (the browser's position): inside its circle.
  await login(page, ade.nik);
  // Each watch the page starts, and each it ends, by id.
  await page.addInitScript(() => {
    const seen = { started: [] as number[], ended: [] as number[] };
    (window as unknown as { watches: typeof seen }).watches = seen;
    const { geolocation } = navigator;
    const [watch, clear] = [geolocation.watchPosition.bind(geolocation), geolocation.clearWatch.bind(geolocation)];
    geolocation.watchPosition = (...args) => {
      const id = watch(...args);
      seen.started.push(id);
      return id;
    };
    geolocation.clearWatch = (id) => {
      seen.ended.push(id);
      clear(id);
    };
  });
  const watches = () =>
    page.evaluate(() => (window as unknown as { watches: { started: number[]; ended: number[] } }).watches);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /query WorkLocations\b/.test(request.postData() ?? ''))
      asked.push(request.postData()!);
  });
  const releaseScripts = await holdScripts(page);
  const answered = page.waitForResponse((response) =>
    /query WorkLocations\b/.test(response.request().postData() ?? ''),
  );
  await page.goto('/clockin', { waitUntil: 'commit' });
  await expect(page.locator('[data-first-paint="clockin"]')).toBeVisible();
  // None of the app's code has run: the page's own script asked for Clock In's locations (and had them), and watches the position.
  expect(JSON.parse((await answered).request().postData()!).variables).toEqual({ types: 'clockin' });
  expect((await watches()).started).toHaveLength(1);

  const below = [
    page.getByRole('button', { name: 'Take a selfie' }),
    page.getByLabel('Note (optional)'),
    page.getByRole('button', { name: 'Live Attendance - Clock In' }),
  ];
  const boxes = () => Promise.all(below.map((part) => part.boundingBox()));
  const drawn = await boxes();

  releaseScripts();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  // The app shows where he is from what was asked before it came, and how precise the fix is, in the places kept for them.
  await expect(page.getByTestId('location-name')).toHaveText('Kantor Pusat Jakarta');
  await expect(page.getByTestId('accuracy')).toHaveText('Accuracy about 10 m');
  expect(await boxes()).toEqual(drawn);
  expect(asked).toHaveLength(1);
  // The page's watch ended once the screen's own had started: one watch goes on.
  const { started, ended } = await watches();
  expect(started).toHaveLength(2);
  expect(ended).toEqual([started[0]]);
});

/** Notes when the first animation frame after the page was parsed began: the frame that renders a drawn screen. */
const noteFirstFrame = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame((at) => ((window as unknown as { firstFrame: number }).firstFrame = at)),
    );
  });

/** When the page was parsed, when its first frame after that began, and when it asked for the app's entry (ms from the start). */
const loadTimes = (page: Page) =>
  page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      parsed: navigation.domContentLoadedEventStart,
      firstFrame: (window as unknown as { firstFrame?: number }).firstFrame ?? null,
      entryAsked: entry?.startTime ?? null,
    };
  });

test("the app's code is asked for once a drawn screen has been rendered (so it does not hold that paint back on a slow line), and at once where nothing is drawn", async ({
  page,
}) => {
  await login(page, wulan.nik);
  await noteFirstFrame(page);
  for (const path of ['/', '/live']) {
    await page.goto(path);
    await expect(page.getByTestId('display-name').or(page.getByTestId('live-clock'))).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    const { parsed, firstFrame, entryAsked } = await loadTimes(page);
    expect(firstFrame, path).not.toBeNull();
    expect(entryAsked, path).toBeGreaterThan(Math.max(parsed, firstFrame!));
  }
  // The inbox is not drawn by the page: its code is asked for while the page is still being parsed.
  await page.goto('/inbox');
  await expect(page.getByRole('combobox')).toBeVisible();
  const { parsed, entryAsked } = await loadTimes(page);
  expect(entryAsked).not.toBeNull();
  expect(entryAsked!).toBeLessThan(parsed);
});

test('Clock In pressed on the drawn Live before the app started is pressed again when it has: the clock-in screen opens', async ({
  page,
}) => {
  await login(page, wulan.nik);
  const releaseScripts = await holdScripts(page);
  await page.goto('/live', { waitUntil: 'commit' });
  await expect(page.locator('[data-first-paint="live"]')).toBeVisible();
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(page).toHaveURL(/\/live$/);
  releaseScripts();
  await expect(page).toHaveURL(/\/clockin$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('what was typed before the app started is kept, with the caret, and the screen never turns into the loading skeleton', async ({
  page,
}) => {
  await recordRoot(page);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const background = await page.getByTestId('auth-background').getAttribute('data-background');
  await page.getByLabel('NIK').fill(ade.nik);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);

  release();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByLabel('NIK')).toHaveValue(ade.nik);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByTestId('auth-background')).toHaveAttribute('data-background', background!);
  // The drawn screen gave way to the app's own, never to the loading skeleton in between.
  expect(await rootSeen(page)).toEqual(['first paint', 'app']);
});

/** Signs `nik` in and out again on this page's context, leaving no session of theirs for a Login to meet, and the page signed out. */
async function noSessionOf(page: Page, nik: string) {
  await login(page, nik);
  const out = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'Apollo-Require-Preflight': 'true' },
    data: { query: 'mutation Logout { logout { message } }' },
  });
  expect(out.ok()).toBe(true);
  await page.evaluate(() => localStorage.clear());
}

/** Notes the opacity of the app's own loader (not the drawing's) as it first shows: 1 when it does not fade in. */
const noteAppLoaderOpacity = (page: Page) =>
  page.addInitScript(() => {
    const noted = window as unknown as { appLoaderOpacity?: string };
    new MutationObserver(() => {
      if (noted.appLoaderOpacity !== undefined) return;
      const loader = Array.from(document.querySelectorAll('[data-first-paint-busy]')).find(
        (element) => !element.closest('[data-first-paint]'),
      );
      if (loader && getComputedStyle(loader).visibility !== 'hidden')
        noted.appLoaderOpacity = getComputedStyle(loader).opacity;
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  });

/** Notes whether the app's own Login form (not the drawing's) was ever drawn. */
const noteAppLogin = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver(() => {
      const form = document.querySelector('form[aria-label]');
      if (form && !form.closest('[data-first-paint]')) (window as unknown as { appLogin: boolean }).appLogin = true;
    }).observe(document, { childList: true, subtree: true });
  });

test('Login pressed before the app started shows the loader at once, is not sent as a plain page request, goes to the gateway at once, and the app opens Home with its reply: Login is never drawn again', async ({
  page,
}) => {
  await noSessionOf(page, ade.nik);
  await noteAppLogin(page);
  const logins = countLogins(page);
  const release = await holdScripts(page);
  const releaseData = await holdData(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('NIK').fill(ade.nik);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  // The app's loader, a backdrop over the screen (drawn hidden).
  const loader = page.locator('[data-first-paint-busy]');
  await expect(loader).toBeHidden();
  // Hidden, its spinner stands still: turning, it cost the main thread style and paint work every
  // frame while the form waited (issue 48).
  await expect.poll(() => loaderAnimations(page)).toEqual(['paused', 'paused']);
  await page.getByRole('button', { name: 'Login' }).click();
  // The press shows the loader at once (rules §9: it lasts a second from the press), as the app would, turning.
  await expect(loader).toBeVisible();
  expect(await loaderAnimations(page)).toEqual(['running', 'running']);
  // Sent by the browser itself, the form would put the password into the address (and the logs).
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel('NIK')).toHaveValue(ade.nik);
  // The sign-in itself leaves now, the app's code still held (issue 31: its round trip no longer waits behind the code).
  await expect.poll(logins).toBe(1);

  release();
  // The app starts while the reply is held: the drawn loader stays on.
  await expect(loader).toBeVisible();
  releaseData();
  await expect(page.getByTestId('display-name')).toHaveText(/Ade/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(loader).toHaveCount(0);
  // Home came straight from the drawn loader, and the app sent no second Login: it read the reply to the drawn form's.
  expect(await page.evaluate(() => (window as unknown as { appLogin?: boolean }).appLogin ?? false)).toBe(false);
  expect(logins()).toBe(1);
});

/** Holds the Announcements query (Home's card that the sign-in's answer does not carry) until `release`. */
async function holdAnnouncements(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (/query Announcements\b/.test(route.request().postData() ?? '')) await released;
    await route.continue();
  });
  return release;
}

test("Login pressed before the app started: once the loader's second is over, Home is drawn with the person's numbers from the sign-in's answer, none of the app's code yet, and the app draws the same pixels over it", async ({
  page,
}) => {
  await noSessionOf(page, ade.nik);
  const logins = countLogins(page);
  const releaseScripts = await holdScripts(page);
  const releaseAnnouncements = await holdAnnouncements(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('NIK').fill(ade.nik);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // Issue 48: Home shown with its numbers, one round trip after the press, the app's scripts still held.
  await expect(page.locator('[data-first-paint="home"]')).toBeVisible();
  await expect(page.getByTestId('display-name')).toHaveText(ade.shown);
  await expect(page.getByText(`NIK ${ade.nik}`)).toBeVisible();
  for (const count of ['Present', 'Late', 'Leave', 'Absent', 'Total'])
    await expect(page.getByLabel(new RegExp(`^${count} \\d+$`))).toBeVisible();
  await expect(page.getByRole('link', { name: /^Annual leave: [\d.]+ days left$/ })).toBeVisible();
  await expect(page.locator('[data-first-paint-busy]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  const shot = () => page.screenshot({ animations: 'disabled', mask: [page.locator('.MuiSkeleton-root')] });
  const drawn = await shot();

  releaseScripts();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByTestId('display-name')).toHaveText(ade.shown);
  // React's Home, its numbers from the same answer, is the drawn one to the pixel.
  expect((await shot()).equals(drawn)).toBe(true);
  releaseAnnouncements();
  await expect(page.getByRole('heading', { name: 'Announcement' })).toBeVisible();
  // One sign-in, the drawn form's: the app read its answer.
  expect(logins()).toBe(1);
  // Signed in for good: a reload opens Home.
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByTestId('display-name')).toHaveText(ade.shown);
});

test("Login pressed before the app started by a supervisor: the page leaves Home to the app (the team's card is not drawn), which opens it from the drawn loader", async ({
  page,
}) => {
  await noSessionOf(page, dewi.nik);
  const releaseScripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('NIK').fill(dewi.nik);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // The page's answer about the reply: Home not drawn.
  const drewHome = await page.evaluate(
    () => (window as unknown as { __hadirLoginSent: { home: Promise<boolean> } }).__hadirLoginSent.home,
  );
  expect(drewHome).toBe(false);
  await expect(page.locator('[data-first-paint="login"] [data-first-paint-busy]')).toBeVisible();
  releaseScripts();
  await expect(page.getByTestId('display-name')).toHaveText(dewi.shown, { timeout: 15_000 });
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
});

test('Login pressed before the app started by a person signed in elsewhere: the app, started, asks Continue here, without fading its loader in again, and signs in', async ({
  page,
  browser,
}) => {
  // A session of 10002 in use on another phone.
  const other = await browser.newContext({ serviceWorkers: 'block' });
  await login(await other.newPage(), dewi.nik);
  const logins = countLogins(page);
  await noteAppLoaderOpacity(page);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('NIK').fill(dewi.nik);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const loader = page.locator('[data-first-paint-busy]');
  await expect(loader).toBeVisible();
  await expect.poll(logins).toBe(1);

  release();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  // The app's loader takes the drawn one's place as it is, not fading in again from nothing. Read as
  // it first shows: on a slow machine the loader's second may be over by then and the reply in, and
  // the loader already fading out over the question.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { appLoaderOpacity?: string }).appLoaderOpacity))
    .toBe('1');
  await page.getByRole('button', { name: 'Continue here' }).click({ timeout: 15_000 });
  await expect(page.getByTestId('display-name')).toBeVisible();
  // The question came from the reply to the drawn form's Login: the app sent none of its own.
  expect(logins()).toBe(1);
  await other.close();
});

test('Login waiting for a person, once the app has taken over, animates nothing', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  // The hidden loader's spinner is there, paused; nothing else turns or fades (each running animation is main-thread work every frame).
  await expect.poll(() => loaderAnimations(page)).toEqual(['paused', 'paused']);
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((one) => one.playState === 'running').length))
    .toBe(0);
});

test('when the app takes over, the screen does not change by a single pixel', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const drawn = await page.screenshot();
  release();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  const app = await page.screenshot();
  expect(app.equals(drawn)).toBe(true);
});

test('the drawn Login shows its background drawing at random per visit, as the app does', async ({ page }) => {
  await holdScripts(page);
  const seen = new Set<string | null>();
  // Four drawings: eight visits all showing the same one would happen about once in 16,000 runs.
  for (let visit = 0; visit < 8; visit += 1) {
    await page.goto('/login', { waitUntil: 'commit' });
    seen.add(await page.getByTestId('auth-background').getAttribute('data-background'));
  }
  expect(seen.size).toBeGreaterThan(1);
});

test('Bahasa Indonesia pressed before the app started is applied when it has', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  // Kept, as a press in the app keeps it: the next visit is drawn in Indonesian before any script.
  await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByText('Selamat datang di Hadir')).toBeVisible();
});

/** Counts the Login requests the page sends: one press, one sign-in. */
/** The play state of each animation in the sign-in's loader (its spinner's two). */
const loaderAnimations = (page: Page) =>
  page.evaluate(() =>
    (document.querySelector('[data-first-paint-busy]')?.getAnimations({ subtree: true }) ?? []).map(
      (animation) => animation.playState,
    ),
  );

function countLogins(page: Page): () => number {
  let logins = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /mutation Login\b/.test(request.postData() ?? '')) logins += 1;
  });
  return () => logins;
}

/** The drawn Login filled in with the app's scripts held: the Login button's box, and the release of the scripts. */
async function drawnLoginFilled(page: Page) {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('NIK').fill(ade.nik);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  return { box: (await page.getByRole('button', { name: 'Login' }).boundingBox())!, release };
}

/** Home shown for Ade (after "Continue here" if the server asks), from exactly one Login request. */
async function expectSignedInOnce(page: Page, logins: () => number) {
  const relogin = page.getByRole('button', { name: 'Continue here' });
  await expect(page.getByTestId('display-name').or(relogin)).toBeVisible({ timeout: 15_000 });
  if (await relogin.isVisible()) await relogin.click();
  await expect(page.getByTestId('display-name')).toHaveText(/Ade/);
  expect(logins()).toBe(1);
}

test("Login held down on the drawn form while the app takes over, released on the app's: signs in, once", async ({
  page,
}) => {
  const logins = countLogins(page);
  const { box, release } = await drawnLoginFilled(page);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // The app has drawn over the form between the press's down and its up: no click for the browser to fire.
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await page.mouse.up();

  await expectSignedInOnce(page, logins);
});

test("Login touched on the drawn form while the app takes over, lifted on the app's: signs in, once (a phone's tap)", async ({
  browser,
}) => {
  const phone = await browser.newContext({ hasTouch: true, serviceWorkers: 'block' });
  const page = await phone.newPage();
  const logins = countLogins(page);
  const { box, release } = await drawnLoginFilled(page);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const input = await phone.newCDPSession(page);
  await input.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  release();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await input.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  await expectSignedInOnce(page, logins);
  await phone.close();
});
