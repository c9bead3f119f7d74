import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/fixtures/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);
const apiPort = Number(process.env.E2E_API_PORT ?? 4181);

/**
 * The specs' order (issue 44): each spec makes its own people (tests/e2e/factory.ts), so any order
 * passes. E2E_ORDER, a comma-separated list of spec files (tests/e2e/shuffle.mjs writes one from a
 * seed), runs them in that order: a project per file, in the list's order, which one worker keeps.
 * Without it, one project holds every spec (file-name order). Either way the setup project first
 * makes the factory's own HR admins.
 */
const setup: Project = { name: 'setup', testMatch: /factory\.setup\.ts$/ };
const order = process.env.E2E_ORDER?.split(',').filter(Boolean);
const specs: Project[] = order
  ? order.map((file) => ({
      name: file.replace(/^.*\//, ''),
      testMatch: file.replace(/^.*\//, ''),
      dependencies: ['setup'],
    }))
  : [{ name: 'e2e', testMatch: /\.spec\.ts$/, dependencies: ['setup'] }];

/**
 * A person's phone in Jakarta, in Debian's Chromium, at Kantor Pusat Jakarta (JKT01), set to
 * English: the app opens in the phone's language (issue 28), so the specs read English words; an
 * Indonesian phone is a context of its own (language.spec.ts, first-paint.spec.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  projects: [setup, ...specs],
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: 'en-US',
    timezoneId: 'Asia/Jakarta',
    geolocation: { latitude: -6.2, longitude: 106.816666, accuracy: 10 },
    permissions: ['geolocation', 'camera'],
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node tests/e2e/start-stack.mjs',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(port),
      E2E_API_PORT: String(apiPort),
      ...(process.env.E2E_WEB_DIST ? { E2E_WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...(process.env.HADIR_FROM_SOURCE ? { HADIR_FROM_SOURCE: process.env.HADIR_FROM_SOURCE } : {}),
    },
  },
});
