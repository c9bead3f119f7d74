import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// Lighthouse 12's mobile audit (Slow 4G, CPU ×4) of a few routes, median of three runs each, with
// either of its throttling methods: 'simulate' (a fast load, then Lantern's estimate of a slow one)
// and 'devtools' (the page really loaded through throttled DevTools: what a phone goes through; issue
// 31 asks for both). In the Chromium and with the flags of playwright.config.ts. Nothing is fetched from outside.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { JKT01 } from './fixtures.js';
import { median } from './load.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type SignedIn } from './page-weight.js';

export type ThrottlingMethod = 'simulate' | 'devtools';

export interface LighthouseFigures {
  route: string;
  method: ThrottlingMethod;
  performance: number;
  accessibility: number;
  /** Lighthouse 12 has no PWA category any more; best practices holds what is left of it (and more). */
  bestPractices: number;
  /** The best-practice audits that failed in any run (their ids). */
  failedPractices: string[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's main-thread work (mainthread-work-breakdown): every task's time on the page's main thread, throttled. */
  mainThreadMs: number;
  speedIndexMs: number;
  cls: number;
  /** What was the largest paint, in the last run (the element's start tag, cut short). */
  lcpElement: string;
  /** Any audit of a run that did not finish, or that did not open the route asked for (then its scores are NaN). */
  problems: string[];
}

/**
 * Gives the audited browser a signed-in person's state, as a sign-in leaves it: the gateway's
 * cookie and the user the web keeps in localStorage. Lighthouse empties the HTTP cache, the service
 * worker and Cache Storage before each run (a cold load) but keeps both of these, so the guards
 * let the audit open / and /live instead of sending it to Login.
 */
async function giveSession(browser: Browser, session: SignedIn): Promise<void> {
  const [name, value] = [
    session.header.slice(0, session.header.indexOf('=')),
    session.header.slice(session.header.indexOf('=') + 1),
  ];
  await browser.setCookie({ name, value, domain: new URL(session.url).hostname, path: '/' });
  const page = await browser.newPage();
  // Any same-origin document will do to reach the origin's localStorage; a built file is cheapest.
  await page.goto(new URL('/favicon.svg', session.url).toString());
  await page.evaluate((stored) => localStorage.setItem('hadir.user', stored), JSON.stringify(session.user));
  await page.close();
}

/**
 * The page the audits run in, as a phone at the office has it: /clockin is granted the camera (the
 * flags' fake one) and the position, and the position is the bench's office, precise, so the audit
 * loads the clock screen a person sees (without it the screen waits for a fix and then says so, and
 * that message was the audit's "largest paint"). The override lasts while puppeteer holds the page.
 */
async function auditPage(browser: Browser, baseUrl: string): Promise<Page> {
  await browser.defaultBrowserContext().overridePermissions(new URL(baseUrl).origin, ['geolocation', 'camera']);
  const page = await browser.newPage();
  await page.setGeolocation({ ...JKT01, accuracy: 8 });
  return page;
}

/** Audits each route `runs` times with each method; the routes marked `signedIn` with `session` in the browser. */
export async function lighthouseMedians(
  baseUrl: string,
  routes: { path: string; signedIn?: boolean }[],
  session: SignedIn,
  methods: ThrottlingMethod[],
  runs = 3,
) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await auditPage(browser, baseUrl);
    const results: LighthouseFigures[] = [];
    let hasSession = false;
    // Signed out first, with each method: once the session is given, /login opens Home.
    const audits = methods.flatMap((method) => routes.map((route) => [method, route] as const));
    audits.sort(([, one], [, other]) => Number(Boolean(one.signedIn)) - Number(Boolean(other.signedIn)));
    for (const [method, { path, signedIn }] of audits) {
      if (signedIn && !hasSession) {
        await giveSession(browser, session);
        hasSession = true;
      }
      const samples: Omit<LighthouseFigures, 'route' | 'method' | 'problems' | 'failedPractices' | 'lcpElement'>[] = [];
      const problems: string[] = [];
      const failedPractices = new Set<string>();
      let lcpElement = '';
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(
          new URL(path, baseUrl).toString(),
          {
            output: 'json',
            logLevel: 'silent',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            throttlingMethod: method,
          },
          undefined,
          page,
        );
        const lhr = result?.lhr;
        // BENCH_LIGHTHOUSE_DIR=<dir> keeps each run's report (its trace-based figures explain a number).
        if (process.env.BENCH_LIGHTHOUSE_DIR && result) {
          const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${method}-${run + 1}.json`;
          mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
          writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DIR, name), String(result.report));
          // And its trace, which shows what each long task ran (DevTools' Performance panel opens it).
          writeFileSync(
            join(process.env.BENCH_LIGHTHOUSE_DIR, name.replace(/\.json$/, '.trace.json')),
            JSON.stringify(result.artifacts.Trace),
          );
        }
        if (!lhr || lhr.runtimeError) {
          problems.push(lhr?.runtimeError?.message ?? 'no result');
          continue;
        }
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== path) {
          problems.push(`opened ${landed}, not ${path}`);
          continue;
        }
        for (const ref of lhr.categories['best-practices'].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failedPractices.add(ref.id);
        }
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        samples.push({
          performance: lhr.categories.performance.score ?? NaN,
          accessibility: lhr.categories.accessibility.score ?? NaN,
          bestPractices: lhr.categories['best-practices'].score ?? NaN,
          fcpMs: numeric('first-contentful-paint'),
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          mainThreadMs: numeric('mainthread-work-breakdown'),
          speedIndexMs: numeric('speed-index'),
          cls: numeric('cumulative-layout-shift'),
        });
        const details = lhr.audits['largest-contentful-paint-element']?.details as
          { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
        lcpElement = details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 90) ?? '';
      }
      const of = (key: keyof (typeof samples)[number]) => (samples.length ? median(samples.map((s) => s[key])) : NaN);
      results.push({
        route: path,
        method,
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        failedPractices: [...failedPractices],
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        mainThreadMs: of('mainThreadMs'),
        speedIndexMs: of('speedIndexMs'),
        cls: of('cls'),
        lcpElement,
        problems,
      });
    }
    return results;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
