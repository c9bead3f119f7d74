// The recap's part of `npm run bench` (issue 11): one month of 10,000 employees × their working days
// (about 440,000 clock-ins and -outs, seeded here by set-based SQL), then the recap's first page and the XLSX
// export of the whole month, as HR asks for it, a job (issue 48: the direct route is gone): how soon the
// request is answered, the time until the file is downloaded, and the api's peak RSS growth; and the
// export's api CPU against exceljs's own streaming writer writing the same file (xlsx-floor.ts; target
// ≤ 1.2×, issue 31). One api process from source, on PGlite and, where a PostgreSQL URL is given, on PostgreSQL.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../api/src/db/db.js';
import { DEMO_PASSWORD } from '../../api/src/db/seed.js';
import { benchDatabase, startBenchApi } from './api-database.js';
import { median } from './load.js';
import { cpuSeconds, peakRssMb, postgresBackends, waitForHttp } from './processes.js';
import { bearerToken } from './session.js';

export const PEOPLE = 10_000;
type Check = (figure: string, value: string, budget: string, holds: boolean, report?: boolean) => void;

/** Last month (always complete), as yyyy-mm, and its first and last day. */
export function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { month: day(first).slice(0, 7), from: day(first), to: day(last) };
}

/** 10,000 OPS people of HADIR, each rostered every day of the month, a clock-in on each weekday of the month 07:45–08:44 WIB (some late) and a clock-out at 17:00–17:59. */
export async function seedMonth(db: Db, from: string, to: string) {
  await db.query(
    `INSERT INTO users (nik, name, role_id, comp_kd, divisi_kd, subdivisi_kd, dept_kd, password_hash, created_at)
     SELECT 900000 + n, 'Karyawan Rekap ' || n, 1, 'HADIR', 'OPS', 'OPS-FIELD', 'OPS-JKT', NULL, '2025-01-01'
     FROM generate_series(1, $1::int) AS n`,
    [PEOPLE],
  );
  await db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_kd, lok_nm, photo)
     SELECT u.id, true, (d::date + time '07:45' + ((u.id * 7 + extract(day FROM d)::int * 13) % 60) * interval '1 minute') AT TIME ZONE 'Asia/Jakarta',
            d::date, 'JKT01', 'Kantor Pusat Jakarta', 'bench.jpg'
     FROM users u, generate_series($1::date, $2::date, interval '1 day') AS d
     WHERE u.nik > 900000 AND extract(isodow FROM d) < 6`,
    [from, to],
  );
  await db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_kd, lok_nm, photo)
     SELECT user_id, false, attended_at + interval '9 hours 15 minutes', attend_date, lok_kd, lok_nm, photo FROM attendance WHERE clocking`,
  );
  // Rosters in place (issue 25): every one of them rostered every day of the month — a shift on weekdays,
  // Off at the weekend — so the engine reads and applies 310,000 cells.
  await db.query(
    `INSERT INTO work_schedules (comp_kd, name, start_time, end_time, weekdays, grace_minutes) VALUES ('HADIR', 'Bench 08:00–17:00', '08:00', '17:00', '{1,2,3,4,5}', 0)`,
  );
  await db.query(
    `INSERT INTO roster_cells (user_id, day, comp_kd, schedule_id)
     SELECT u.id, d::date, 'HADIR', CASE WHEN extract(isodow FROM d) < 6 THEN (SELECT id FROM work_schedules WHERE name = 'Bench 08:00–17:00') END
     FROM users u, generate_series($1::date, $2::date, interval '1 day') AS d
     WHERE u.nik > 900000`,
    [from, to],
  );
  // Every ledger already caught up today, as after the day's leave-ledger run: otherwise the api's first
  // run (issue 26; about 2.6 ms of CPU a person on PGlite) would share the export's minutes and be counted as its cost.
  await db.query(
    `INSERT INTO leave_ledger_checked (user_id, day) SELECT id, (now() AT TIME ZONE 'Asia/Jakarta')::date FROM users WHERE nik > 900000`,
  );
  const [{ rows }] = await db.query<{ rows: number }>('SELECT count(*)::int AS rows FROM attendance');
  return rows;
}

/**
 * The month's XLSX as HR gets it: asked for as a job, waited for, and downloaded into a file. When the
 * request was answered, when the file was in, and how many bytes.
 */
async function exportAsJob(apiUrl: string, month: string, bearer: string, path: string) {
  const started = performance.now();
  const headers = { authorization: bearer };
  const asked = await fetch(new URL(`/api/v1/hr/recap/export-jobs?month=${month}&format=xlsx`, apiUrl), {
    method: 'POST',
    headers,
  });
  if (!asked.ok) throw new Error(`${asked.status} ${await asked.text()}`);
  const answered = performance.now() - started;
  const { id } = ((await asked.json()) as { data: { id: string } }).data;
  for (;;) {
    const list = await fetch(new URL('/api/v1/hr/exports', apiUrl), { headers });
    const job = ((await list.json()) as { data: { id: string; state: string; failure: string | null }[] }).data.find(
      (entry) => entry.id === id,
    )!;
    if (job.state === 'done') break;
    if (job.state !== 'queued' && job.state !== 'running')
      throw new Error(`the export ended ${job.state}: ${job.failure}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const response = await fetch(new URL(`/api/v1/hr/exports/${id}/file`, apiUrl), { headers });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  await writeFile(path, bytes);
  return { answered, total: performance.now() - started, bytes: bytes.length };
}

/** exceljs's own streaming writer writing the same file, in a process of its own (xlsx-floor.ts): its CPU seconds. */
export function xlsxFloor(path: string): { cpuSeconds: number; rows: number; cells: number } {
  const out = execFileSync(
    process.execPath,
    ['--max-old-space-size=8192', '--import', 'tsx', 'scripts/bench/xlsx-floor.ts', path],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

async function measure(kind: 'pglite' | 'postgresql', port: number, serverUrl: string | undefined, check: Check) {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const period = lastMonth();
  const dataDir = mkdtempSync(join(tmpdir(), 'hadir-bench-recap-'));
  const seeding = performance.now();
  const database = await benchDatabase('recap', kind, dataDir, serverUrl, port, (db) =>
    seedMonth(db, period.from, period.to),
  );
  const seedSeconds = (performance.now() - seeding) / 1000;
  // On PostgreSQL the database's own CPU for the export is counted with the api's (issue 31).
  const backends = database.name && serverUrl ? await postgresBackends(serverUrl, database.name) : null;
  const api = startBenchApi(port, dataDir, database.env);
  const apiUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${apiUrl}/api/v1/health`);
    const bearer = await bearerToken(apiUrl, 10009, DEMO_PASSWORD);
    const page = new URL(`/api/v1/hr/recap?month=${period.month}&page=1&page_size=25`, apiUrl);
    const pageTimes: number[] = [];
    for (let sample = 0; sample < 6; sample += 1) {
      const started = performance.now();
      const reply = await fetch(page, { headers: { authorization: bearer } });
      if (!reply.ok) throw new Error(`${reply.status} ${await reply.text()}`);
      await reply.json();
      pageTimes.push(performance.now() - started);
    }
    const rssBefore = peakRssMb(api.child.pid!);
    const cpuBefore = cpuSeconds(api.child.pid!);
    const backendsBefore = backends?.here ? backends.cpuSeconds() : 0;
    const xlsxPath = join(dataDir, 'recap.xlsx');
    const file = await exportAsJob(apiUrl, period.month, bearer, xlsxPath);
    const apiCpu = cpuSeconds(api.child.pid!) - cpuBefore;
    // Backends the pool opened or closed during the export included (postgresBackends).
    const databaseCpu = backends?.here ? backends.cpuSeconds() - backendsBefore : 0;
    const cpu = apiCpu + databaseCpu;
    const growth = peakRssMb(api.child.pid!) - rssBefore;
    const floor = xlsxFloor(xlsxPath);

    console.log(
      `\nRecap on ${label}: ${(PEOPLE + 4).toLocaleString('en')} people, ${period.month}, ${database.seeded.toLocaleString('en')} attendance rows (seeded in ${seedSeconds.toFixed(0)} s)`,
    );
    console.log(`  first page (25 people): p50 ${median(pageTimes.slice(1)).toFixed(0)} ms`);
    console.log(
      `  XLSX export job: answered in ${(file.answered / 1000).toFixed(2)} s, file downloaded after ${(file.total / 1000).toFixed(1)} s ` +
        `(${(file.bytes / 1024 / 1024).toFixed(1)} MB, api CPU ${apiCpu.toFixed(1)} s${backends?.here ? ` + PostgreSQL ${databaseCpu.toFixed(1)} s` : ''}), api peak RSS ${rssBefore.toFixed(0)} → +${growth.toFixed(0)} MB`,
    );
    console.log(
      `  exceljs's streaming writer alone, the same ${floor.rows.toLocaleString('en')} rows (${floor.cells.toLocaleString('en')} cells): ` +
        `CPU ${floor.cpuSeconds.toFixed(1)} s; the api's export (its database's CPU included) ${(cpu / floor.cpuSeconds).toFixed(2)}× that`,
    );
    check(
      `recap XLSX export, api CPU / exceljs's writer alone (${label})`,
      `${cpu.toFixed(1)} / ${floor.cpuSeconds.toFixed(1)} s = ${(cpu / floor.cpuSeconds).toFixed(2)}`,
      '≤ 1.2',
      cpu / floor.cpuSeconds <= 1.2,
      true,
    );
    check(
      `recap XLSX export job, request answered (${label})`,
      `${(file.answered / 1000).toFixed(2)} s`,
      '< 2 s',
      file.answered < 2000,
    );
    check(
      `recap XLSX export, whole month of 10,000 (${label})`,
      `${(file.total / 1000).toFixed(1)} s`,
      '< 60 s',
      file.total < 60_000,
    );
    check(`recap XLSX export, api peak RSS growth (${label})`, `${growth.toFixed(0)} MB`, '< 200 MB', growth < 200);
  } finally {
    await api.stop();
    await backends?.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the recap measures on PGlite and, with a server URL, on PostgreSQL; budgets go to `check`. */
export async function recapPart(options: { apiPort: number; serverUrl: string | undefined; check: Check }) {
  await measure('pglite', options.apiPort, undefined, options.check);
  if (options.serverUrl) await measure('postgresql', options.apiPort, options.serverUrl, options.check);
  else console.log('\n(DATABASE_URL and TEST_DATABASE_URL unset: the recap part ran on PGlite only)');
}
