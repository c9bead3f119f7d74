// `npm test`: builds, type-checks (tests included), lints, runs every Jest suite (api, gateway,
// web) and every Playwright spec against the whole stack in Debian's Chromium, then prints the
// totals of all of them on one line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const tmp = join(process.cwd(), '.tmp');
mkdirSync(tmp, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: install it with 'apt-get install -y chromium' (as root).`);
  process.exit(1);
}
// The multi-instance suite's balancer (tests/resilience/cluster.ts), the recipe's nginx.
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
if (!existsSync(nginx)) {
  console.error(`nginx is missing at ${nginx}: install it with 'apt-get install -y nginx' (as root).`);
  process.exit(1);
}

if (step('build', 'npm', ['run', 'build']) !== 0) process.exit(1);

// Type errors and layout breaks fail the run like a failing test, and count as one each in the
// totals; the tests still run, so one look shows everything that is wrong.
const checks = [
  {
    title: 'typecheck (api, gateway, web with their tests, scripts, browser tests)',
    status: step('typecheck', 'npm', ['run', 'typecheck']),
  },
  { title: 'lint', status: step('lint', 'npm', ['run', 'lint']) },
  { title: 'format (Prettier: npm run format rewrites)', status: step('format', 'npm', ['run', 'format:check']) },
];

const postgres = process.env.TEST_DATABASE_URL;
const jestRuns = [
  // Every suite on the embedded PGlite…
  {
    title: 'jest (api, gateway, web) on PGlite',
    report: join(tmp, 'jest-pglite.json'),
    projects: [],
    env: { TEST_DATABASE_URL: '' },
  },
  // …and the api's suites again on the real PostgreSQL server, when there is one. (The gateway's
  // tests start the api as a process on its own PGlite and reach it over HTTP: they touch no database.)
  ...(postgres
    ? [{ title: 'jest (api) on PostgreSQL', report: join(tmp, 'jest-postgres.json'), projects: ['api'], env: {} }]
    : []),
  // The resilience suite: npm start's processes disrupted (api killed, database connections
  // terminated) mid-burst of clock-ins, and a seeded fuzz run. On PostgreSQL when there is one,
  // which the multi-instance suite needs: the containers recipe's topology (nginx, two gateways,
  // two api processes, S3, Redis) with a gateway and an api SIGKILLed mid-burst.
  {
    title: `resilience, multi-instance and fuzz (tests/resilience) on ${postgres ? 'PostgreSQL' : 'PGlite: TEST_DATABASE_URL is unset, so database connections are not terminated and several instances are not run'}`,
    report: join(tmp, 'jest-resilience.json'),
    projects: [],
    config: 'jest.resilience.config.js',
    env: {},
  },
];
const playwrightReport = join(tmp, 'playwright.json');
for (const run of jestRuns) rmSync(run.report, { force: true });
rmSync(playwrightReport, { force: true });

for (const run of jestRuns) {
  const projects = run.projects.length > 0 ? ['--selectProjects', ...run.projects] : [];
  step(
    run.title,
    process.execPath,
    [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      ...(run.config ? ['--config', run.config, '--runInBand'] : ['--maxWorkers=2']),
      ...projects,
      '--json',
      `--outputFile=${run.report}`,
    ],
    run.env,
  );
}
step('playwright (Chromium, whole stack)', 'node_modules/.bin/playwright', ['test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const check of checks) {
  if (check.status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    console.error(`failed: ${check.title}`);
  }
}
for (const run of jestRuns) {
  if (!existsSync(run.report)) {
    totals.failed += 1;
    continue;
  }
  const jest = JSON.parse(readFileSync(run.report, 'utf8'));
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += jest.numPendingTests + jest.numTodoTests;
}
if (existsSync(playwrightReport)) {
  const { stats, errors = [] } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected + errors.length;
  totals.skipped += stats.skipped;
} else totals.failed += 1;

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
