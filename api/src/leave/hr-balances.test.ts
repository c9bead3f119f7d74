import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { auditRows } from '../test/hr.js';
import { checkLedger } from './check-ledger.js';
import { INDONESIA_PRESET } from './policy.js';

let api: TestApi;
let ade: string;
let rina: string;
let bambang: string;
beforeAll(async () => {
  api = await startTestApi({ SESSION_IDLE_SECONDS: '6000' });
  api.ctx.clock.set(new Date('2026-12-03T09:00:00+07:00'));
  [ade, rina, bambang] = [await loginAs(api.app, 10001), await loginAs(api.app, 10009), await loginAs(api.app, 20009)];
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, authorization: string, payload?: object) =>
  api.app.inject({ method, url: `/api/v1${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
const annual = async () =>
  ((await call('GET', '/leave-balances', ade)).json().data as { leave_type: string; balance: number }[]).find(
    (row) => row.leave_type === 'Cuti Tahunan',
  )!.balance;

describe('HR and leave balances', () => {
  it('adjusts a balance only with a reason, as its own ledger line, audited', async () => {
    const before = await annual();
    const noReason = await call('POST', '/hr/leave-adjustments', rina, {
      nik: '10001',
      leave_type: 'Cuti Tahunan',
      days: 2,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const added = await call('POST', '/hr/leave-adjustments', rina, {
      nik: '10001',
      leave_type: 'Cuti Tahunan',
      days: 2,
      reason: 'Opening balance from the old system',
    });
    expect(added.statusCode).toBe(200);
    expect(await annual()).toBe(before + 2);
    const audit = (await auditRows(api.db, 'leave.adjust')).at(-1);
    expect(audit).toMatchObject({
      actor_nik: 10009,
      subject_nik: 10001,
      changes: [{ field: 'balance', before, after: before + 2 }],
    });
    const other = await call('POST', '/hr/leave-adjustments', bambang, {
      nik: '10001',
      leave_type: 'Cuti Tahunan',
      days: 2,
      reason: 'x',
    });
    expect(other.statusCode).toBe(403);
  });

  it('lists every person’s balance for HR, the ledger’s sum', async () => {
    const rows = (await call('GET', '/hr/leave-balances', rina)).json().data as {
      nik: number;
      leave_type: string;
      balance: number;
    }[];
    expect(rows.find((row) => row.nik === 10001)).toMatchObject({
      leave_type: 'Cuti Tahunan',
      balance: await annual(),
    });
    // Dewi (joined 1 February 2019) never opened a balance here: her ledger is brought up to date for
    // HR, 12 days of the service year that began on 1 February (the days carried over expired in August).
    expect(rows.find((row) => row.nik === 10002)).toMatchObject({ leave_type: 'Cuti Tahunan', balance: 12 });
    // Siti (joined 1 November 2026) has no annual leave yet, and is still listed so HR can adjust hers.
    expect(rows.find((row) => row.nik === 10003)).toMatchObject({ leave_type: 'Cuti Tahunan', balance: 0 });
    // Only this company's people.
    expect(rows.some((row) => row.nik === 20009)).toBe(false);
    // One person's, for their page: the same number; another company's person is nobody.
    const ades = (await call('GET', '/hr/leave-balances?nik=10001', rina)).json().data as {
      nik: number;
      leave_type: string;
      balance: number;
    }[];
    expect(ades.map((row) => row.nik)).toEqual(ades.map(() => 10001));
    expect(ades.find((row) => row.leave_type === 'Cuti Tahunan')!.balance).toBe(await annual());
    expect((await call('GET', '/hr/leave-balances?nik=20001', rina)).json().data).toEqual([]);
    expect((await call('GET', '/hr/leave-balances?nik=abc', rina)).statusCode).toBe(400);
    expect((await call('GET', '/hr/leave-balances', ade)).statusCode).toBe(403);
  });

  it('catches each ledger up once a day for the table, and again the same day after a change that moves it (a cuti bersama day)', async () => {
    const dewi = async () =>
      (
        (await call('GET', '/hr/leave-balances', rina)).json().data as {
          nik: number;
          leave_type: string;
          balance: number;
        }[]
      ).find((row) => row.nik === 10002 && row.leave_type === 'Cuti Tahunan')!.balance;
    const annualOf = async (nik: number) =>
      (
        (await call('GET', '/hr/leave-balances', rina)).json().data as {
          nik: number;
          leave_type: string;
          balance: number;
        }[]
      ).find((row) => row.nik === nik && row.leave_type === 'Cuti Tahunan')!.balance;
    const before = await dewi();
    const marked = async () =>
      (await api.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM leave_ledger_checked c JOIN users u ON u.id = c.user_id WHERE u.comp_kd = 'HADIR' AND c.day = '2026-12-03'`,
      ))!.n;
    const active = (await api.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE comp_kd = 'HADIR' AND active`,
    ))!.n;
    expect(await marked()).toBe(active);
    // Issue 45 case 2: Ade worked that Monday (in 07:55, out 17:05): he keeps his day of annual leave.
    const adeBefore = await annualOf(10001);
    await api.db.query(
      `INSERT INTO attendance (user_id, clocking, attend_date, attended_at)
       SELECT id, v.clocking, '2026-11-30', v.at::timestamptz FROM users,
         (VALUES (true, '2026-11-30T07:55:00+07:00'), (false, '2026-11-30T17:05:00+07:00')) AS v (clocking, at)
       WHERE nik = 10001`,
    );
    // A cuti bersama day counted against leave, on Monday 30 November (a working day of Dewi's, come and gone):
    // HR adds it; the table deducts it the same day, because adding it forgot the day's marks.
    const added = await call('POST', '/hr/holidays', rina, {
      date: '2026-11-30',
      name: 'Cuti bersama (uji)',
      kind: 'cuti_bersama',
      counts_against_leave: true,
    });
    expect(added.statusCode).toBe(201);
    expect(await marked()).toBe(0);
    expect(await dewi()).toBe(before - 1);
    expect(await marked()).toBe(active);
    expect(await annualOf(10001)).toBe(adeBefore);
    expect(
      await api.db.query(
        `SELECT kind, days::float8 AS days, reason FROM leave_ledger g JOIN users u ON u.id = g.user_id
         WHERE u.nik = 10001 AND g.effective_on = '2026-11-30' ORDER BY g.id`,
      ),
    ).toEqual([
      { kind: 'taken', days: -1, reason: 'Cuti bersama: Cuti bersama (uji)' },
      { kind: 'returned', days: 1, reason: 'Cuti bersama: Cuti bersama (uji) (worked: kept)' },
    ]);
  });

  it('changes a policy and adds a type; the company’s form offers it, the other company keeps the preset', async () => {
    const policies = (await call('GET', '/hr/leave-policies', rina)).json().data;
    expect(policies).toHaveLength(INDONESIA_PRESET.length);
    const paternity = {
      ...policies.find((policy: { leave_type: string }) => policy.leave_type === 'Cuti Istri Melahirkan / Keguguran'),
      leave_type: 'Cuti Ayah',
      max_days: 5,
    };
    expect((await call('PUT', '/hr/leave-policies', rina, paternity)).statusCode).toBe(200);
    expect((await call('GET', '/leave-types', ade)).json().data).toContain('Cuti Ayah');
    expect((await call('GET', '/leave-types', bambang)).json().data).not.toContain('Cuti Ayah');
    expect((await auditRows(api.db, 'leave.policy.create')).at(-1)).toMatchObject({
      actor_nik: 10009,
      target: 'leave policy Cuti Ayah',
    });
  });

  it('still proves balance = ledger sum after the adjustments', async () => {
    expect((await checkLedger(api.ctx)).problems).toEqual([]);
  });
});
