// `npm run bench`: throughput of the main paths and the size of the first page, as ratios within
// one run (these machines are shared and noisy; absolute numbers are only indicative).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../api/src/test/harness.js';
import { startStack } from '../gateway/src/test/stack.js';

async function rate(label: string, count: number, concurrency: number, work: () => Promise<unknown>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) await work();
    }),
  );
  const perSecond = count / ((performance.now() - started) / 1000);
  console.log(`${label.padEnd(46)} ${perSecond.toFixed(0).padStart(7)} req/s`);
  return perSecond;
}

const stack = await startStack();
try {
  const apiUrl = stack.api.app.server.address() as { port: number };
  const api = `http://127.0.0.1:${apiUrl.port}/api/v1`;
  const login = await fetch(`${api}/relogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nik: 10001, password: DEMO_PASSWORD }),
  });
  const bearer = `Bearer ${(await login.json()).data.token}`;
  const browser = stack.browser();
  await browser.graphql(`mutation { relogin(nik: "10002", password: "${DEMO_PASSWORD}") { message } }`);

  console.log('\nThroughput (loopback, 4 concurrent clients)');
  const health = await rate('api GET /health (floor)', 2000, 4, () => fetch(`${api}/health`).then((r) => r.arrayBuffer()));
  const summary = await rate('api GET /summary_attendance (auth + 2 queries)', 1000, 4, () =>
    fetch(`${api}/summary_attendance`, { headers: { authorization: bearer } }).then((r) => r.arrayBuffer()),
  );
  const viaGateway = await rate('gateway attendanceSummary (GraphQL → REST)', 1000, 4, () =>
    browser.graphql('{ attendanceSummary { attend late leave total } }'),
  );
  const logins = await rate('api POST /login, wrong password (argon2id)', 60, 2, () =>
    fetch(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.2' },
      body: JSON.stringify({ nik: 99999, password: 'x' }),
    }).then((r) => r.arrayBuffer()),
  );
  console.log(`\nsummary / health            ${(summary / health).toFixed(2)}`);
  console.log(`gateway / direct summary    ${(viaGateway / summary).toFixed(2)}  (the BFF's cost per call)`);
  console.log(`argon2 login / summary      ${(logins / summary).toFixed(3)}  (password hashing dominates login)`);
} finally {
  await stack.close();
}

const dist = join(process.cwd(), 'web', 'dist');
if (existsSync(join(dist, 'index.html'))) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const size = (file: string, suffix = '') => {
    const path = join(dist, file + suffix);
    return existsSync(path) ? statSync(path).size : statSync(join(dist, file)).size;
  };
  const raw = assets.reduce((sum, file) => sum + size(file), 0);
  const br = assets.reduce((sum, file) => sum + size(file, '.br'), 0);
  const gz = assets.reduce((sum, file) => sum + size(file, '.gz'), 0);
  console.log('\nFirst page (index.html entry assets; each screen loads its own chunk on top)');
  console.log(`raw ${(raw / 1024).toFixed(0)} KB, gzip ${(gz / 1024).toFixed(0)} KB, brotli ${(br / 1024).toFixed(0)} KB`);
  console.log(`brotli / DESIGN.md floor of 179 KB: ${(br / 1024 / 179).toFixed(2)}`);
} else {
  console.log('\n(web/dist missing: run npm run build to measure the first page)');
}
process.exit(0);
