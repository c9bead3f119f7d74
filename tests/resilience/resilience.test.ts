import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite } from '../../api/src/db/db.js';
import { burst, CLOCKERS, recovered, signIn, type Clocker, type Ledger } from './clocking.js';
import { INDEX_HTML, isRunning, startHadir, type HadirProcess } from './hadir-process.js';

// The real stack as `npm start` runs it, disrupted the way a crash, a database restart or a
// failover would, while people clock in; then: does it answer again by itself, and is every
// clocking whose reply said success in the database exactly once?
let hadir: HadirProcess;
let clockers: Clocker[];
const ledger: Ledger = { succeeded: [], unavailable: [], unexpected: [] };
const SUMMARY = '{ attendanceSummary { total } }';

beforeAll(async () => {
  hadir = await startHadir();
  console.log(
    hadir.database === 'postgresql'
      ? 'resilience: on PostgreSQL (TEST_DATABASE_URL)'
      : 'resilience: on PGlite (TEST_DATABASE_URL is unset); terminating database connections has no meaning for an embedded database and is only run on PostgreSQL',
  );
  clockers = await Promise.all(CLOCKERS.map((nik) => signIn(hadir.url, nik)));
}, 120_000);

afterAll(async () => {
  await hadir?.stop();
  await hadir?.remove();
});

describe('npm start supervises the api', () => {
  it('a killed api is started again while the gateway keeps serving the app and says "cannot reach the server"', async () => {
    const [apiPid] = hadir.apiPids();
    const [gatewayPid] = hadir.gatewayPids();
    const browser = clockers[0].browser;
    expect((await browser.graphql(SUMMARY)).data?.attendanceSummary).toBeDefined();

    process.kill(apiPid, 'SIGKILL');
    while (isRunning(apiPid)) await new Promise((resolve) => setTimeout(resolve, 20));
    const page = await fetch(`${hadir.url}/live`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);
    const meanwhile = await browser.graphql(SUMMARY);
    // Either the api is still down (the usual case) or already back (a fast restart).
    if (meanwhile.errors) {
      expect(meanwhile.errors[0]).toMatchObject({
        message: 'The server cannot be reached right now, please try again',
        extensions: { code: 'PROVIDER_UNAVAILABLE' },
      });
    }

    const restarted = await hadir.waitForApiStart(2);
    expect(restarted).not.toBe(apiPid);
    await recovered([clockers[0]], ledger, 'supervision');
    expect((await browser.graphql(SUMMARY)).data?.attendanceSummary).toBeDefined();
    expect(hadir.gatewayPids()).toEqual([gatewayPid]);
    expect(isRunning(gatewayPid)).toBe(true);
    expect(hadir.output()).toMatch(/api stopped \(SIGKILL\); starting it again in \d+ ms/);
  }, 120_000);
});

describe('clocking in through a disruption', () => {
  it('the api killed mid-burst: the app answers again by itself', async () => {
    const starts = hadir.apiPids().length;
    await burst(clockers, ledger, 'kill', { before: CLOCKERS.length * 2, afterMs: 3_000 }, async () => {
      process.kill(hadir.apiPids().at(-1)!, 'SIGKILL');
    });
    await hadir.waitForApiStart(starts + 1);
    const ms = await recovered(clockers, ledger, 'kill');
    console.log(`resilience: api killed mid-burst; every clocker clocked again ${ms} ms after the burst`);
    expect(ledger.unexpected).toEqual([]);
  }, 120_000);

  if (process.env.TEST_DATABASE_URL) {
    it("the database's connections terminated mid-burst: the app answers again by itself", async () => {
      const admin = new pg.Client({ connectionString: hadir.databaseUrl! });
      await admin.connect();
      try {
        await burst(clockers, ledger, 'terminate', { before: CLOCKERS.length * 2, afterMs: 3_000 }, async () => {
          const { rowCount } = await admin.query(
            'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
          );
          console.log(`resilience: terminated ${rowCount} database connections mid-burst`);
        });
      } finally {
        await admin.end();
      }
      const ms = await recovered(clockers, ledger, 'terminate');
      console.log(
        `resilience: every clocker clocked again ${ms} ms after the burst (api started ${hadir.apiPids().length} times in all)`,
      );
      expect(ledger.unexpected).toEqual([]);
    }, 120_000);
  }

  it('every clocking whose reply said success is stored exactly once; files without a record are counted', async () => {
    // Each burst waited for 2 clockings a person before its disruption, and each person clocked after it.
    expect(ledger.succeeded.length).toBeGreaterThanOrEqual(CLOCKERS.length * 3);
    await hadir.stop(); // PGlite is one process's: read it once the api has let go
    const rows = await readAttendance(hadir);
    const count = new Map<string, number>();
    for (const row of rows) count.set(row.description, (count.get(row.description) ?? 0) + 1);

    const lost = ledger.succeeded.filter((description) => !count.has(description));
    const duplicated = [...count].filter(([, times]) => times > 1).map(([description]) => description);
    const storedThoughUnavailable = ledger.unavailable.filter((description) => count.has(description)).length;

    const stored = new Set(readdirSync(join(hadir.dataDir, 'files', 'attendance')));
    const referenced = new Set(rows.map((row) => row.photo).filter(Boolean));
    const missing = [...referenced].filter((photo) => !stored.has(photo));
    const orphans = [...stored].filter((file) => !referenced.has(file)).length;
    console.log(
      `resilience: ${ledger.succeeded.length} clockings said success, ${ledger.unavailable.length} said "cannot reach" ` +
        `(${storedThoughUnavailable} of those were stored anyway); lost ${lost.length}, duplicated ${duplicated.length}; ` +
        `${stored.size} selfie files, ${orphans} without a record`,
    );
    expect({ lost, duplicated, missing }).toEqual({ lost: [], duplicated: [], missing: [] });
    // A file without a record can only come from a clocking whose reply did not say success.
    expect(orphans).toBeLessThanOrEqual(ledger.unavailable.length - storedThoughUnavailable);
  }, 120_000);
});

interface AttendanceRow {
  description: string;
  photo: string | null;
}

async function readAttendance(process_: HadirProcess): Promise<AttendanceRow[]> {
  const sql = 'SELECT description, photo FROM attendance';
  if (process_.databaseUrl) {
    const client = new pg.Client({ connectionString: process_.databaseUrl });
    await client.connect();
    try {
      return (await client.query<AttendanceRow>(sql)).rows;
    } finally {
      await client.end();
    }
  }
  expect(existsSync(join(process_.dataDir, 'db'))).toBe(true);
  const db = await openPglite(join(process_.dataDir, 'db'));
  try {
    return await db.query<AttendanceRow>(sql);
  } finally {
    await db.close();
  }
}
