import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { joinedOn } from '../leave/balance.js';
import { ledgerState } from '../leave/ledger-queries.js';
import { companyPolicies } from '../leave/policy-queries.js';
import { entitlementLines } from '../leave/policy.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import type { UserRow } from '../users/presenter.js';
import { USER_SELECT } from '../users/queries.js';
import { catchUpEveryone } from '../leave/check-ledger.js';
import { LEAVE_LEDGER_JOB, LedgerMismatch, leaveLedgerWork } from './leave-ledger.js';
import { startMaintenance } from './maintenance.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(() => api.close());

/** A pino logger whose lines are kept, to read the job's report back. */
const recorder = () => {
  const said: { level: string; data: Record<string, unknown>; message: string }[] = [];
  const log = pino(
    { level: 'info' },
    {
      write(line: string) {
        const { level, msg, ...data } = JSON.parse(line) as Record<string, unknown>;
        said.push({ level: pino.levels.labels[level as number], data, message: msg as string });
      },
    },
  );
  return { said, log };
};

/** The entitlement, carry-over and expiry lines each active person's ledger still lacks today (none once caught up). */
async function owed(today: string) {
  const people = await api.db.query<UserRow>(`${USER_SELECT} WHERE u.active AND u.comp_kd IS NOT NULL`);
  const missing: string[] = [];
  for (const person of people) {
    for (const policy of (await companyPolicies(api.db, person.comp_kd)).filter((item) => item.tracks_balance)) {
      const lines = entitlementLines(
        policy,
        joinedOn(person),
        today,
        await ledgerState(api.db, person.id, policy.leave_type),
      );
      missing.push(...lines.map((line) => `${person.nik} ${line.source}`));
    }
  }
  return missing;
}

const linesOf = (nik: number, source: string) =>
  api.db.query<{ kind: string; days: number; effective_on: string }>(
    `SELECT kind, days::float8 AS days, effective_on::text AS effective_on FROM leave_ledger g JOIN users u ON u.id = g.user_id
     WHERE u.nik = $1 AND g.source = $2`,
    [nik, source],
  );

describe('the daily leave ledger job (carry-over run and balance check)', () => {
  it('writes every person’s grants, carry-over caps and expiries on the day, through the queue, and nothing twice', async () => {
    // 13 December 2026: nobody has looked at a balance in this database yet; everyone is owed lines.
    api.ctx.clock.set(new Date('2026-12-13T09:00:00+07:00'));
    const owedBefore = await owed('2026-12-13');
    expect(owedBefore.length).toBeGreaterThan(10);
    const first = await catchUpEveryone(api.ctx);
    expect(first.lines).toBeGreaterThanOrEqual(owedBefore.length);
    expect(await owed('2026-12-13')).toEqual([]);

    // 14 December: Ade's (joined 14 June 2021) days carried over from his fifth service year expire.
    // The job runs from the queue as the api starts it; nobody opens a balance.
    api.ctx.clock.set(new Date('2026-12-14T07:30:00+07:00'));
    expect(await owed('2026-12-14')).toContain('10001 expire:2025-06-14');
    const { said, log } = recorder();
    let ran!: () => void;
    const done = new Promise<void>((resolve) => (ran = resolve));
    const work = leaveLedgerWork(api.ctx, log);
    // At the configured interval (the default: 12 hours): a longer one pg-boss would refuse to queue.
    const stop = await startMaintenance(
      api.ctx.queue,
      log,
      api.ctx.config.LEAVE_LEDGER_INTERVAL_SECONDS,
      async () => {
        try {
          await work();
        } finally {
          ran();
        }
      },
      LEAVE_LEDGER_JOB,
    );
    await done;
    await stop();
    expect(said.filter((entry) => entry.level === 'error')).toEqual([]);
    const report = said.find((entry) => entry.level === 'info')!.data as unknown as { people: number; lines: number };
    expect(report.lines).toBeGreaterThanOrEqual(1);
    const expired = await linesOf(10001, 'expire:2025-06-14');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ kind: 'expired', effective_on: '2026-12-14' });
    expect(expired[0].days).toBeLessThan(0);
    expect(await owed('2026-12-14')).toEqual([]);

    // Run again the same day: everyone's ledger is marked caught up today, so nobody is read again and nothing is written.
    const count = async () => (await api.db.one<{ n: number }>('SELECT count(*)::int AS n FROM leave_ledger'))!.n;
    const before = await count();
    expect(report.people).toBeGreaterThan(0);
    expect(await catchUpEveryone(api.ctx)).toEqual({ people: 0, lines: 0 });
    await leaveLedgerWork(api.ctx, recorder().log)();
    expect(await count()).toBe(before);
  });

  it('logs and raises a balance that is not allowed by its ledger (below zero), naming the person', async () => {
    await api.db.query(
      `INSERT INTO leave_ledger (user_id, leave_type, period, kind, days, effective_on, reason)
       SELECT id, 'Cuti Tahunan', '2026-12-14', 'adjusted', -100, '2026-12-14', 'test: a line no screen could write' FROM users WHERE nik = 10003`,
    );
    const { said, log } = recorder();
    const failure = await leaveLedgerWork(api.ctx, log)().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LedgerMismatch);
    const logged = said.find((entry) => entry.level === 'error')!;
    expect(logged.message).toBe('leave balance differs from its ledger');
    expect((logged.data as { problems: string[] }).problems).toContainEqual(
      expect.stringMatching(/^10003 Cuti Tahunan: balance -\d+(\.\d)? is below zero$/),
    );
  });
});
