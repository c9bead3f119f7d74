// The bytes each route transfers at first load, from a real Chromium navigation with a cold cache:
// every response body as it came over the wire (brotli where the gateway serves it so). Used by
// `npm run bench`, and reusable by a test that holds the byte budgets (they do not vary between runs).
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { sessionCookie } from './session.js';

/** The browser of playwright.config.ts: Debian's Chromium with a fake camera, a phone's viewport in Jakarta. */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/fixtures/chromium.js';

export { CHROMIUM_ARGS, CHROMIUM_PATH };
// A phone set to English, as the browser tests' (playwright.config.ts): the app opens in the phone's
// language (issue 28), and English is in the entry; an Indonesian phone's Login is measured too.
export const PHONE = {
  viewport: { width: 360, height: 740 },
  locale: 'en-US',
  timezoneId: 'Asia/Jakarta',
  geolocation: { latitude: -6.2, longitude: 106.816666, accuracy: 10 },
  permissions: ['geolocation', 'camera'],
  // First load is what the page itself fetches; a service worker's precache comes after, in the background.
  serviceWorkers: 'block' as const,
};

export interface RouteWeight {
  route: string;
  /** JS and CSS bodies as transferred. */
  codeBytes: number;
  /** How many JS and CSS files: on HTTP/1.1's six connections, round trips (issue 31), where bytes are bandwidth. */
  codeFiles: number;
  /** Every body as transferred (code, HTML, fonts, images, GraphQL answers). */
  allBytes: number;
  /**
   * JS or CSS of 1 KB or more that came without brotli (each still counted at the size it came in);
   * smaller files are served as they are (scripts/compress-dist.mjs leaves them).
   */
  notBrotli: string[];
  requests: number;
}

/** The accounts a measurement signs in as: each visit its own, so no visit ends another's session. */
export interface WeightAccounts {
  password: string;
  /** Holds the session cookie for the signed-in routes (/ and /live). */
  signedIn: number;
  /** Signs in through the login form on the cold visit to /clockin (must have no other live session). */
  coldVisit: number;
}

const isCode = (request: Request) =>
  ['script', 'stylesheet'].includes(request.resourceType()) ||
  /\.(m?js|css)(\?|$)/.test(new URL(request.url()).pathname);

/**
 * The map's own files (web/src/components/location-map.tsx loads them once the clock screen is
 * usable): a visit's bytes are split at the first request for one of them, in the order requests
 * were made, so what the screen needed before it could be used is counted apart from the map.
 */
const MAP_FILE = /\/(tile-map|use-maplibre|maplibre-gl)[-.][^/]*$/;

type Weight = Omit<RouteWeight, 'route'>;
const emptyWeight = (): Weight => ({ codeBytes: 0, codeFiles: 0, allBytes: 0, notBrotli: [], requests: 0 });

/** Counts what a context's pages receive until `stop()`: before the map's first file, and from it on. */
function meter(context: BrowserContext) {
  const pending: Promise<void>[] = [];
  const before = emptyWeight();
  const after = emptyWeight();
  let mapStarted = false;
  context.on('request', (request) => {
    if (!mapStarted && MAP_FILE.test(new URL(request.url()).pathname)) mapStarted = true;
    const weight = mapStarted ? after : before;
    pending.push(
      (async () => {
        const response = await request.response().catch(() => null);
        if (!response) return;
        const { responseBodySize } = await request.sizes().catch(() => ({ responseBodySize: 0 }));
        const encoding = (await response.headerValue('content-encoding')) ?? '';
        weight.requests += 1;
        weight.allBytes += responseBodySize;
        if (!isCode(request)) return;
        weight.codeBytes += responseBodySize;
        weight.codeFiles += 1;
        // BENCH_FILES=1 prints each file, to see what a budget is spent on.
        if (process.env.BENCH_FILES)
          console.log(
            `${mapStarted ? 'after ' : 'before'} ${(responseBodySize / 1024).toFixed(1).padStart(6)} KB ${new URL(request.url()).pathname}`,
          );
        if (encoding !== 'br' && responseBodySize >= 1024) weight.notBrotli.push(new URL(request.url()).pathname);
      })(),
    );
  });
  return async () => {
    await Promise.all(pending);
    return { before, after, mapStarted };
  };
}

/**
 * A visit in a new context (cold cache). Where the visit loads the map, its files are a weight of
 * their own, `${route}, then the map`: the route's budget is what the screen needed to be usable.
 */
async function measure(
  browser: Browser,
  route: string,
  visit: (page: Page) => Promise<void>,
  { session, locale = PHONE.locale }: { session?: SignedIn; locale?: string } = {},
): Promise<RouteWeight[]> {
  const context = await browser.newContext({ ...PHONE, locale });
  try {
    if (session) {
      const { header, url, user } = session;
      const [name, value] = [header.slice(0, header.indexOf('=')), header.slice(header.indexOf('=') + 1)];
      await context.addCookies([{ name, value, url }]);
      // What the web keeps after a sign-in (web/src/lib/session-store.ts): without it the guards
      // send / and /live to Login, and the measurement would be Login's bytes again.
      await context.addInitScript((stored) => localStorage.setItem('hadir.user', stored), JSON.stringify(user));
    }
    const stop = meter(context);
    const page = await context.newPage();
    await visit(page);
    const { before, after, mapStarted } = await stop();
    return mapStarted
      ? [
          { route, ...before },
          { route: `${route}, then the map`, ...after },
        ]
      : [{ route, ...before }];
  } finally {
    await context.close();
  }
}

/** A signed-in browser's state: the gateway's session cookie and the user the web keeps in localStorage. */
export interface SignedIn {
  header: string;
  url: string;
  user: { nik: string; name: string; roleId: number; photoUrl: string | null };
}

/** The signed-in person as the web stores it on sign-in (`me` through the gateway, with the session cookie). */
export async function signedIn(baseUrl: string, nik: number, password: string): Promise<SignedIn> {
  const header = await sessionCookie(baseUrl, nik, password);
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: header },
    body: JSON.stringify({ query: '{ me { nik name roleId photoUrl } }' }),
  });
  const body = (await response.json()) as { data?: { me?: SignedIn['user'] }; errors?: { message: string }[] };
  if (!response.ok || !body.data?.me)
    throw new Error(`me of ${nik} failed: ${response.status} ${body.errors?.[0]?.message ?? ''}`);
  return { header, url: baseUrl, user: body.data.me };
}

/** Signs in through the form (taking the relogin offer if shown) and opens /clockin inside the app. */
async function signInAndOpenClockIn(page: Page, baseUrl: string, nik: number, password: string): Promise<void> {
  await page.goto(new URL('/login', baseUrl).toString(), { waitUntil: 'networkidle' });
  // By the fields' names: an Indonesian phone's Login speaks Indonesian (issue 28).
  await page.locator('input[name="nik"]').fill(String(nik));
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // A client-side navigation, as a tap on Clock In makes: nothing already loaded is fetched again.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/clockin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByTestId('location-name').waitFor({ timeout: 30_000 });
  // The map's library comes once the screen is usable and the browser idle (no style is reachable
  // offline: the plain map stays); its files are counted apart.
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, 'hadir:map-load', {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
}

/**
 * The first-load bytes of /login (on an English phone and on an Indonesian one, which fetches the
 * Indonesian words too), / and /live (a signed-in session for the last two) and of a cold visit
 * that signs in through the form and opens /clockin, each in a new browser context (cold cache).
 */
export async function bytesPerRoute(baseUrl: string, accounts: WeightAccounts): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const open = (path: string) => async (page: Page) => {
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
    };
    const cookie = await signedIn(baseUrl, accounts.signedIn, accounts.password);
    const landed = (path: string) => async (page: Page) => {
      await open(path)(page);
      // A session the guards do not accept would land on Login: then this is not the route's weight.
      if (new URL(page.url()).pathname.startsWith('/login'))
        throw new Error(`${path} landed on ${page.url()}: no session`);
    };
    return [
      ...(await measure(browser, '/login', open('/login'))),
      ...(await measure(browser, '/login (Indonesian)', open('/login'), { locale: 'id-ID' })),
      ...(await measure(browser, '/', landed('/'), { session: cookie })),
      ...(await measure(browser, '/live', landed('/live'), { session: cookie })),
      ...(await measure(browser, 'sign in → /clockin', (page) =>
        signInAndOpenClockIn(page, baseUrl, accounts.coldVisit, accounts.password),
      )),
    ];
  } finally {
    await browser.close();
  }
}
