// The HR console's part of `npm run bench` (issue 10): an import of 10,000 employees (dry run, then
// confirm) and the employee table's first page once the company has 10,000 people, with the api's
// peak memory. One api process from source, on PGlite (in the api's own memory, so its RSS holds
// the database too) and, where a PostgreSQL URL is given, on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../api/src/db/seed.js';
import { benchDatabase, startBenchApi } from './api-database.js';
import { median, percentile } from './load.js';
import { cpuSeconds, peakRssMb, waitForHttp } from './processes.js';
import { bearerToken } from './session.js';

const ROWS = 10_000;
const PAGE_SAMPLES = 30;
const COLUMNS = [
  'nik',
  'name',
  'gender',
  'email',
  'phone',
  'birth_date',
  'join_date',
  'divisi_kd',
  'subdivisi_kd',
  'dept_kd',
  'roleId',
  'blood',
  'supervisor_nik',
];

type Check = (figure: string, value: string, budget: string, holds: boolean) => void;

/** 10,000 new people of HADIR: one in fifty a supervisor (role 2) of the next forty-nine, from the same file. */
function importFile(): Buffer {
  const lines = [COLUMNS.join(',')];
  for (let index = 0; index < ROWS; index += 1) {
    const nik = 800000 + index;
    const lead = index % 50 === 0;
    const supervisor = lead ? 10002 : 800000 + index - (index % 50);
    lines.push(
      [
        nik,
        `Karyawan Bench ${index}`,
        index % 2 ? 'Laki-laki' : 'Perempuan',
        `bench.hr.${index}@hadir.test`,
        `0813${String(index).padStart(8, '0')}`,
        '1995-05-17',
        '2026-01-05',
        'OPS',
        'OPS-FIELD',
        'OPS-JKT',
        lead ? 2 : 1,
        'O',
        supervisor,
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** Wall time of a call and, with a pid, the CPU seconds that process spent on it (the machine is shared). */
async function timed<T>(work: () => Promise<T>, pid?: number): Promise<{ ms: number; cpu: number; result: T }> {
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, cpu: pid ? cpuSeconds(pid) - cpuBefore : 0, result };
}

async function json(response: Response) {
  const body = (await response.json()) as { message: string; data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${response.status} ${body.message}`);
  return body;
}

/** The first page (25 rows) of a list query, PAGE_SAMPLES times after a warm-up: p50 and p95 in ms. */
async function pageTimes(apiUrl: string, bearer: string, query: string) {
  const url = new URL(`/api/v1/hr/employees${query}`, apiUrl);
  await json(await fetch(url, { headers: { authorization: bearer } }));
  const times: number[] = [];
  for (let sample = 0; sample < PAGE_SAMPLES; sample += 1) {
    const { ms } = await timed(async () => json(await fetch(url, { headers: { authorization: bearer } })));
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: median(times), p95: percentile(times, 95) };
}

async function measure(kind: 'pglite' | 'postgresql', port: number, serverUrl: string | undefined, check: Check) {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const dataDir = mkdtempSync(join(tmpdir(), 'hadir-bench-hr-'));
  const database = await benchDatabase('hr', kind, dataDir, serverUrl, port, async () => undefined);
  const api = startBenchApi(port, dataDir, database.env);
  const apiUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${apiUrl}/api/v1/health`);
    const bearer = await bearerToken(apiUrl, 10009, DEMO_PASSWORD);
    const small = await pageTimes(apiUrl, bearer, '');
    const rssBefore = peakRssMb(api.child.pid!);

    const file = importFile();
    const dry = await timed(async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'bench.csv');
      return json(
        await fetch(new URL('/api/v1/hr/import/dry-run', apiUrl), {
          method: 'POST',
          body: form,
          headers: { authorization: bearer },
        }),
      );
    }, api.child.pid);
    const counts = dry.result.data.counts as { create: number; error: number };
    if (counts.create !== ROWS || counts.error !== 0) throw new Error(`dry run: ${JSON.stringify(counts)}`);
    const confirm = await timed(
      async () =>
        json(
          await fetch(new URL('/api/v1/hr/import/confirm', apiUrl), {
            method: 'POST',
            body: JSON.stringify({ import_id: dry.result.data.import_id }),
            headers: { authorization: bearer, 'content-type': 'application/json' },
          }),
        ),
      api.child.pid,
    );
    const rssAfterImport = peakRssMb(api.child.pid!);

    const pages = {
      'first page, by NIK': await pageTimes(apiUrl, bearer, ''),
      'first page, by name': await pageTimes(apiUrl, bearer, '?sort=name'),
      'search "bench 99"': await pageTimes(apiUrl, bearer, '?q=bench%2099'),
      'filter role 2, by join date desc': await pageTimes(apiUrl, bearer, '?role=2&sort=join_date&order=desc'),
    };
    const rssPeak = peakRssMb(api.child.pid!);

    console.log(
      `\nHR console on ${label}: import of ${ROWS.toLocaleString('en')} rows (${(file.length / 1024).toFixed(0)} KB CSV)`,
    );
    console.log(
      `  dry run ${(dry.ms / 1000).toFixed(2)} s (api CPU ${dry.cpu.toFixed(2)} s), ` +
        `confirm ${(confirm.ms / 1000).toFixed(2)} s (api CPU ${confirm.cpu.toFixed(2)} s)`,
    );
    console.log(`  employee table (25 rows, ${PAGE_SAMPLES} samples)    p50 ms  p95 ms`);
    console.log(
      `    ${'first page at 4 employees'.padEnd(38)} ${small.p50.toFixed(1).padStart(6)} ${small.p95.toFixed(1).padStart(7)}`,
    );
    for (const [name, times] of Object.entries(pages)) {
      console.log(
        `    ${`${name} at ${(ROWS + 4).toLocaleString('en')}`.padEnd(38)} ${times.p50.toFixed(1).padStart(6)} ${times.p95.toFixed(1).padStart(7)}`,
      );
    }
    console.log(
      `  api peak RSS MB: ${rssBefore.toFixed(0)} before, ${rssAfterImport.toFixed(0)} after the import, ${rssPeak.toFixed(0)} at the end`,
    );
    const first = pages['first page, by NIK'];
    check(`HR import dry run, 10,000 rows (${label})`, `${(dry.ms / 1000).toFixed(2)} s`, '< 10 s', dry.ms < 10_000);
    check(
      `HR import confirm, 10,000 rows (${label})`,
      `${(confirm.ms / 1000).toFixed(2)} s`,
      '< 10 s',
      confirm.ms < 10_000,
    );
    check(`HR first page p50 at 10,000 (${label})`, `${first.p50.toFixed(1)} ms`, '< 100 ms', first.p50 < 100);
    const slowest = Math.max(...Object.values(pages).map((times) => times.p50));
    check(`HR slowest list query p50 at 10,000 (${label})`, `${slowest.toFixed(1)} ms`, '< 100 ms', slowest < 100);
  } finally {
    await api.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the HR measures on PGlite and, with a server URL, on PostgreSQL; budgets go to `check`. */
export async function hrPart(options: { apiPort: number; serverUrl: string | undefined; check: Check }) {
  await measure('pglite', options.apiPort, undefined, options.check);
  if (options.serverUrl) await measure('postgresql', options.apiPort, options.serverUrl, options.check);
  else console.log('\n(DATABASE_URL and TEST_DATABASE_URL unset: the HR part ran on PGlite only)');
}
