import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './factory';
import { bytesPerRoute, type RouteWeight } from '../../scripts/bench/page-weight';
import { sessionCookie } from '../../scripts/bench/session';
import { DEMO_PASSWORD } from './support';

// What a cold visit costs a phone in code, as the wire carries it (brotli from the gateway), from
// real Chromium navigations: the bench's own measurement (scripts/bench/page-weight.ts). Bytes do
// not vary from run to run, so these budgets may fail the build.
const KB = 1024;
const BUDGETS: Record<string, number> = {
  // Issue 15 asks for 190 KB: met. 207 KB before issue 15's work, 193 KB after it; then i18next
  // with its catalogue and the Login screen's language select: 204.9 KB; then Login signs in with a
  // plain fetch and Apollo Client left the entry: measured 165.4 KB on 22 Nov. Held at 175: a margin
  // for new words in the entry's English catalogue (the api's error texts are in it).
  // What is left in the entry: react-dom, react-router, MUI's core, i18next.
  '/login': 175 * KB,
  // An Indonesian phone opens in Indonesian (issue 28): the same entry, then the Indonesian words'
  // chunk (5.5 KB) and, once Login is drawn, the api's refusals in both languages (9.3 KB, app.tsx).
  // Measured 188.3 KB on 26 Nov; issue 15's 190 KB holds. Session 12 reached 191.2 KB (the refusals'
  // words an Indonesian reader fetches after the first screen grew with the HR imports and overtime
  // rules); the console's own refusals now load with the console (failures-hr.json) and the overtime
  // and swap words with their routes.
  '/login (Indonesian)': 190 * KB,
  // Until the clock screen is usable; the map's library loads after it and is counted apart (issue
  // 28: it adds nothing before). Measured 254.3 KB on 26 Nov once Jakarta time was formatted with
  // Intl instead of date-fns (261.7 before); then 262.7 KB once the offline clock-in queue (issue 29,
  // on Home and Live), Home's annual leave line (issue 26) and a day's every in/out pair (issue 25)
  // came in. Held at 265 until issue 31 wins it back (its traces name what the entry carries: the
  // route table's shared MUI code, 20 KB, and words of screens off this path, in the entry).
  'sign in → /clockin': 265 * KB,
};

// And in files: on HTTP/1.1's six connections a file is a round trip where bytes are bandwidth
// (issue 31: 562.5 ms each on Slow 4G, ≈ 100 KB). web/build/route-chunks.ts makes a file of each
// step of the way in; a module of a later step imported by code an earlier step loads pulls that
// step's file (and its imports) in early, which these catch. Measured on 26 Nov: /login 5 (the
// entry, the words, React's renderer, the app with Login, the status notices after load; 45
// before route-chunks), sign in → /clockin 11 (91 before).
// Issue 46: the clock screen loads its alert with itself (an offline clock-in must be able to say it was
// kept), as one file of its own (vite.config.ts's 'alert-dialog' step; ~6 KB brotli): 14. Measured on
// 28 Nov before its step, with the alert's four files: 17 files and 241.2 KB.
const FILE_BUDGETS: Record<string, number> = {
  '/login': 6,
  'sign in → /clockin': 14,
};

/** Ends every session of a person, so the cold visit signs in with no "signed in elsewhere" offer. */
async function endSessions(baseUrl: string, nik: number): Promise<void> {
  const cookie = await sessionCookie(baseUrl, nik, DEMO_PASSWORD);
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: 'mutation { logout { message } }' }),
  });
  expect(response.ok).toBe(true);
}

test('a cold visit stays within its byte and file budgets: /login, and signing in to open Clock In', async ({
  baseURL,
  people,
}) => {
  // Two people of its own (tests/e2e/factory.ts): one signed in, one whose sign-in is the cold visit.
  const signedIn = Number((await people.employee('HADIR')).nik);
  const coldVisit = Number((await people.supervisor('HADIR')).nik);
  await endSessions(baseURL!, coldVisit);
  const weights = await bytesPerRoute(baseURL!, { password: DEMO_PASSWORD, signedIn, coldVisit });
  const line = (weight: RouteWeight) =>
    `${weight.route}: ${(weight.codeBytes / KB).toFixed(1)} KB of JS+CSS in ${weight.codeFiles} files`;
  console.log(weights.map(line).join('\n'));
  // The clock screen's map library came after the screen was usable, and is counted apart (issue 28).
  expect(weights.map((weight) => weight.route)).toContain('sign in → /clockin, then the map');
  for (const weight of weights) {
    expect(weight.notBrotli, `${weight.route}: build with npm run build (scripts/compress-dist.mjs)`).toEqual([]);
    const budget = BUDGETS[weight.route];
    if (budget !== undefined)
      expect(weight.codeBytes, `${line(weight)}, budget ${budget / KB} KB`).toBeLessThanOrEqual(budget);
    const files = FILE_BUDGETS[weight.route];
    if (files !== undefined)
      expect(weight.codeFiles, `${line(weight)}, budget ${files} files`).toBeLessThanOrEqual(files);
  }
});

// Issue 49: the face check is for a company that checks faces, fetched once the camera is asked for and kept
// by the service worker on first use (its /assets/ rule). Its page-side module is small; Human and
// TensorFlow.js are in its worker's own file (face-worker-*.js, web/vite.config.ts), and neither, nor
// the models, is in the precache a phone downloads on its first visit.
test("the service worker's precache holds nothing of the face check, whose models run in a worker's file of their own", () => {
  const dist = process.env.E2E_WEB_DIST ?? join(process.cwd(), 'web', 'dist');
  const assets = readdirSync(join(dist, 'assets'));
  const worker = assets.filter((name) => /^face-worker-[\w-]+\.js$/.test(name));
  const engine = assets.filter((name) => /^face-engine-[\w-]+\.js$/.test(name));
  expect(worker).toHaveLength(1);
  expect(engine).toHaveLength(1);
  const workerFile = join(dist, 'assets', worker[0]);
  expect(statSync(workerFile).size).toBeGreaterThan(1000 * KB);
  // TensorFlow.js's WebAssembly backend only (web/build/face-models.ts): Human's default build, with the
  // WebGL, WebGPU and CPU backends too, made a 1.56 MB file whose WebGL backend alone named WEBGL_PACK 50 times.
  expect(statSync(workerFile).size).toBeLessThan(1300 * KB);
  expect(readFileSync(workerFile, 'utf8')).not.toContain('WEBGL_PACK');
  expect(statSync(join(dist, 'assets', engine[0])).size).toBeLessThan(5 * KB);
  expect(readFileSync(join(dist, 'assets', engine[0]), 'utf8')).toContain(worker[0]);

  const precached = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map(([, url]) => url);
  expect(precached).toContain('index.html');
  expect(precached.filter((url) => /face-(engine|worker)-|face-[0-9a-f]{10}\//.test(url))).toEqual([]);
});
