// Lighthouse 12's mobile audit (simulated Slow 4G, CPU ×4) of a few routes, median of three runs
// each, in the Chromium and with the flags of playwright.config.ts. Nothing is fetched from outside.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './load.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './page-weight.js';

export interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  /** Lighthouse 12 has no PWA category any more; best practices holds what is left of it (and more). */
  bestPractices: number;
  /** The best-practice audits that failed in any run (their ids). */
  failedPractices: string[];
  lcpMs: number;
  tbtMs: number;
  /** Any audit of a run that did not finish (then its scores are NaN). */
  problems: string[];
}

/** Audits each route `runs` times; `cookie` (name=value) is sent with every request, as a signed-in browser does. */
export async function lighthouseMedians(baseUrl: string, routes: { path: string; cookie?: string }[], runs = 3) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const results: LighthouseFigures[] = [];
    for (const { path, cookie } of routes) {
      const samples: Omit<LighthouseFigures, 'route' | 'problems' | 'failedPractices'>[] = [];
      const problems: string[] = [];
      const failedPractices = new Set<string>();
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(new URL(path, baseUrl).toString(), {
          port: chrome.port,
          output: 'json',
          logLevel: 'silent',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          problems.push(lhr?.runtimeError?.message ?? 'no result');
          continue;
        }
        for (const ref of lhr.categories['best-practices'].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failedPractices.add(ref.id);
        }
        samples.push({
          performance: lhr.categories.performance.score ?? NaN,
          accessibility: lhr.categories.accessibility.score ?? NaN,
          bestPractices: lhr.categories['best-practices'].score ?? NaN,
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
        });
      }
      const of = (key: keyof (typeof samples)[number]) => (samples.length ? median(samples.map((s) => s[key])) : NaN);
      results.push({
        route: path,
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        failedPractices: [...failedPractices],
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        problems,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
