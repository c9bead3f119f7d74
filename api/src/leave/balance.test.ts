import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, testDatabaseUrl, type TestApi } from '../test/harness.js';
import { postLeave, putApproval } from '../test/leave-fixtures.js';
import { auditRows } from '../test/hr.js';
import { checkLedger } from './check-ledger.js';

let api: TestApi;
let ade: string;
let dewi: string;
let rina: string;
beforeAll(async () => {
  api = await startTestApi({ SESSION_IDLE_SECONDS: '6000' });
  // Thursday 3 December 2026, Jakarta. Ade joined 14 June 2021: his sixth service year began on
  // 14 June 2026 (12 days), and up to 6 days of the fifth are carried over until 14 December.
  api.ctx.clock.set(new Date('2026-12-03T09:00:00+07:00'));
  [ade, dewi, rina] = [await loginAs(api.app, 10001), await loginAs(api.app, 10002), await loginAs(api.app, 10009)];
});
afterAll(() => api.close());

const get = (url: string, authorization: string) =>
  api.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization } });
const annualLeft = async (bearer: string) =>
  (
    (await get('/leave-balances', bearer)).json().data as {
      leave_type: string;
      kind: string;
      left: number;
      balance: number;
      pending: number;
    }[]
  ).find((row) => row.leave_type === 'Cuti Tahunan');
const annual = (bearer: string, nik: string, start: string, end: string) =>
  postLeave(api.app, bearer, { tipe: 'Cuti Tahunan', nik, start_date: start, end_date: end }, undefined);
const itemsAbout = (leaveId: number) =>
  api.db.query<{ nik: number; status: string; message: string; redirect: string | null; itemid: string }>(
    `SELECT u.nik, i.status, i.message, i.redirect, i.itemid FROM inbox i JOIN users u ON u.id = i.user_id
     WHERE i.redirect = 'approve' AND i.itemid = $1 ORDER BY i.id`,
    [String(leaveId)],
  );

describe('the leave ledger', () => {
  it('grants 12 days on the anniversary and keeps up to 6 carried-over days of the year before', async () => {
    const balance = await annualLeft(ade);
    // The kind names annual leave for a client whatever the company called the type (Home's line).
    expect(balance).toMatchObject({ kind: 'annual', balance: 18, pending: 0, left: 18 });
    const lines = await api.db.query<{ kind: string; days: number; period: string }>(
      `SELECT kind, days::float8 AS days, period FROM leave_ledger g JOIN users u ON u.id = g.user_id WHERE u.nik = 10001 AND period >= '2025'
       ORDER BY g.id`,
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: 'granted', days: 12, period: '2025-06-14' },
        { kind: 'expired', days: -6, period: '2025-06-14' },
        { kind: 'granted', days: 12, period: '2026-06-14' },
      ]),
    );
  });

  it('gives nobody annual leave before 12 months of work: Siti joined on 1 November 2026', async () => {
    await api.db.query('UPDATE users SET must_reset_password = false WHERE nik = 10003');
    const siti = await loginAs(api.app, 10003);
    expect(await annualLeft(siti)).toMatchObject({ balance: 0, left: 0 });
    const refused = await annual(siti, '10003', '2026-12-07', '2026-12-07');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'leave_balance_insufficient',
      message: 'This request uses 1 days; only 0 left',
    });
  });

  it('counts Friday to Tuesday over a weekend as 3 days, in the preview, the request and the ledger once approved', async () => {
    const preview = await get(
      '/leave-preview?tipe=Cuti%20Tahunan&leave_duration=Full%20Day&start_date=2027-01-08&end_date=2027-01-12',
      ade,
    );
    expect(preview.json().data).toEqual({
      days: 3,
      balance: 18,
      left_after: 15,
      attachment_required: false,
      tracks_balance: true,
    });
    const filed = await annual(ade, '10001', '2027-01-08', '2027-01-12');
    expect(filed.statusCode).toBe(200);
    expect(filed.json().data).toMatchObject({ days: 3, status: 'Pending' });
    // Pending days count against what is left; the balance itself moves only on approval.
    expect(await annualLeft(ade)).toMatchObject({ balance: 18, pending: 3, left: 15 });

    const id = filed.json().data.id;
    expect((await putApproval(api.app, dewi, { leave_id: String(id), description: 'Potong Cuti' })).statusCode).toBe(
      200,
    );
    expect(await annualLeft(ade)).toMatchObject({ balance: 15, pending: 0, left: 15 });
    // The carried-over days go first (they expire on 14 December).
    const taken = await api.db.query<{ period: string; days: number; kind: string }>(
      'SELECT period, days::float8 AS days, kind FROM leave_ledger WHERE leave_id = $1',
      [id],
    );
    // 8–12 January 2027 is after the carried days of the 2025 year expire (14-12-2026): the 2026 year's (issue 45 case 5).
    expect(taken).toEqual([{ period: '2026-06-14', days: -3, kind: 'taken' }]);
  });

  it('is append-only: the database refuses to change or remove a line', async () => {
    await expect(api.db.query(`UPDATE leave_ledger SET days = 99`)).rejects.toThrow(/append-only/);
    await expect(api.db.query(`DELETE FROM leave_ledger`)).rejects.toThrow(/append-only/);
  });

  it('leaves annual leave alone for special leave (art. 93(4)) and refuses more than the law’s days', async () => {
    const before = await annualLeft(ade);
    const married = await postLeave(
      api.app,
      ade,
      { tipe: 'Cuti Menikah', start_date: '2027-02-01', end_date: '2027-02-03' },
      undefined,
    );
    expect(married.statusCode).toBe(200);
    expect(
      (await putApproval(api.app, dewi, { leave_id: String(married.json().data.id), description: 'Tidak Potong Cuti' }))
        .statusCode,
    ).toBe(200);
    expect(await annualLeft(ade)).toEqual(before);
    const tooLong = await postLeave(
      api.app,
      ade,
      { tipe: 'Cuti Menikah', start_date: '2027-02-08', end_date: '2027-02-11' },
      undefined,
    );
    expect(tooLong.json()).toMatchObject({
      error: 'leave_too_many_days',
      message: 'This leave type allows at most 3 days per request',
    });
  });

  it('deducts a cuti bersama day the company counts against annual leave, once, when it comes', async () => {
    await api.db.query(
      `INSERT INTO company_holidays (comp_kd, day, kind, name, counts_against_leave) VALUES ('HADIR', '2026-12-02', 'cuti_bersama', 'Cuti bersama uji', true)`,
    );
    // 18 − 3 taken above − the cuti bersama day; asking again deducts nothing more.
    expect((await annualLeft(ade))!.balance).toBe(14);
    expect((await annualLeft(ade))!.balance).toBe(14);
    const lines = await api.db.query<{ days: number; reason: string }>(
      `SELECT days::float8 AS days, reason FROM leave_ledger g JOIN users u ON u.id = g.user_id WHERE u.nik = 10001 AND source LIKE 'cb:2026-12-02:%'`,
    );
    expect(lines).toEqual([{ days: -1, reason: 'Cuti bersama: Cuti bersama uji' }]);
  });

  it('refuses more than is left with the numbers, pending requests included', async () => {
    // 1–12 March 2027: ten weekdays less Nyepi and Idul Fitri (8–10 March) = 7 working days.
    const first = await annual(ade, '10001', '2027-03-01', '2027-03-12');
    expect(first.json().data).toMatchObject({ days: 7 });
    // 15–26 March: ten weekdays less Good Friday = 9; only 14 − 7 = 7 are left.
    const second = await annual(ade, '10001', '2027-03-15', '2027-03-26');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: 'leave_balance_insufficient', data: { days: 9, left: 7 } });
    expect(second.json().message).toBe('This request uses 9 days; only 7 left');
  });

  it('lets two requests at the same moment spend the last days once', async () => {
    // 7 left; two requests of 4 working days each, filed at once: one is refused.
    const answers = await Promise.all([
      annual(ade, '10001', '2027-04-05', '2027-04-08'),
      annual(ade, '10001', '2027-04-12', '2027-04-15'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await annualLeft(ade)).toMatchObject({ left: 3 });
  });

  it('shows one day count everywhere: 23–28 December is 2 days in the request, the leave recap and the monthly recap', async () => {
    // Wednesday 23 and Monday 28: the SKB's cuti bersama (Thursday), Christmas (Friday) and the weekend are not working days.
    const filed = await annual(ade, '10001', '2026-12-23', '2026-12-28');
    expect(filed.json().data).toMatchObject({ days: 2 });
    const id = filed.json().data.id;
    expect((await putApproval(api.app, dewi, { leave_id: String(id), description: 'Potong Cuti' })).statusCode).toBe(
      200,
    );
    const detail = await api.app.inject({
      method: 'GET',
      url: '/api/v1/leave-detail',
      headers: { authorization: dewi, leaveid: String(id) },
    });
    expect(detail.json().data.leave.days).toBe(2);
    const recap = await get('/hr/leave-recap?from=2026-12-01&to=2026-12-31&type=Cuti%20Tahunan', rina);
    expect(recap.json().data.items.find((row: { id: number }) => row.id === id)).toMatchObject({ days: 2 });
    api.ctx.clock.set(new Date('2026-12-31T20:00:00+07:00'));
    try {
      const month = await get('/hr/recap?month=2026-12', rina);
      const row = month.json().data.items.find((item: { nik: number }) => item.nik === 10001);
      expect(row.leave['Cuti Tahunan']).toBe(2);
    } finally {
      api.ctx.clock.set(new Date('2026-12-03T09:00:00+07:00'));
    }
  });

  it('gives the days back when an approved leave that has not started is cancelled, and only once', async () => {
    const [leave] = await api.db.query<{ id: number }>(
      `SELECT id FROM leave_requests WHERE start_date = '2026-12-23' AND status = 'Approved'`,
    );
    const before = (await annualLeft(ade))!.balance;
    const cancel = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/leave-cancel',
        headers: { authorization: ade },
        payload: { leaveid: leave.id },
      });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await annualLeft(ade))!.balance).toBe(before + 2);
    const lines = await api.db.query<{ kind: string; days: number }>(
      'SELECT kind, days::float8 AS days FROM leave_ledger WHERE leave_id = $1 ORDER BY id',
      [leave.id],
    );
    expect(lines.map((line) => line.kind)).toEqual(['taken', 'returned']);
    expect(lines.reduce((sum, line) => sum + line.days, 0)).toBe(0);
    const other = await api.app.inject({
      method: 'POST',
      url: '/api/v1/leave-cancel',
      headers: { authorization: dewi },
      payload: { leaveid: leave.id },
    });
    expect(other.statusCode).toBe(404);
  });

  it(`proves balance = ledger sum for every person, and every request moved it by its days (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const report = await checkLedger(api.ctx);
    expect(report.problems).toEqual([]);
    expect(report.people).toBeGreaterThanOrEqual(3);
  });
});

describe('approvals that never stall', () => {
  it('sends a supervisor’s own leave to HR, who decides it (audited)', async () => {
    const filed = await postLeave(
      api.app,
      dewi,
      { nik: '10002', tipe: 'Cuti Tahunan', start_date: '2027-05-03', end_date: '2027-05-04' },
      undefined,
    );
    expect(filed.statusCode).toBe(200);
    const id = filed.json().data.id;
    expect(await itemsAbout(id)).toEqual([
      expect.objectContaining({
        nik: 10009,
        status: 'Pending',
        message: expect.stringContaining('(as HR: Dewi Lestari has no supervisor)'),
      }),
    ]);
    const approved = await putApproval(api.app, rina, { leave_id: String(id), description: 'Potong Cuti' });
    expect(approved.statusCode).toBe(200);
    const audit = (await auditRows(api.db, 'leave.approve')).find((row) => row.target === `leave ${id}`);
    expect(audit).toMatchObject({ actor_nik: 10009, subject_nik: 10002 });
  });

  it('sends requests to the supervisor’s stand-in while one is named, and lets only them (or HR) decide', async () => {
    const named = await api.app.inject({
      method: 'POST',
      url: '/api/v1/leave-delegation',
      headers: { authorization: dewi },
      payload: { nik: '10009', from_date: '2026-12-01', to_date: '2026-12-31' },
    });
    expect(named.statusCode).toBe(200);
    const filed = await postLeave(
      api.app,
      ade,
      { tipe: 'Sakit', start_date: '2027-06-02', end_date: '2027-06-02' },
      undefined,
    );
    const id = filed.json().data.id;
    expect(await itemsAbout(id)).toEqual([
      expect.objectContaining({
        nik: 10009,
        message: expect.stringContaining('(standing in for Dewi Lestari until 31-12-2026)'),
      }),
    ]);
    const decided = await putApproval(api.app, rina, { leave_id: String(id), description: 'Tidak Potong Cuti' });
    expect(decided.statusCode).toBe(200);
    expect(await itemsAbout(id)).toEqual([]);
    await api.app.inject({
      method: 'DELETE',
      url: `/api/v1/leave-delegation/${named.json().data.id}`,
      headers: { authorization: dewi },
    });
  });

  it('sends requests up the chain while the supervisor is on approved leave', async () => {
    // Dewi is on approved sick leave today (3 December).
    await api.db.query(
      `INSERT INTO leave_requests (user_id, tipe, reason, leave_duration, start_date, end_date, signature, status, days)
       SELECT id, 'Sakit', 'Flu', 'Full Day', '2026-12-03', '2026-12-04', 'x.png', 'Approved', 2 FROM users WHERE nik = 10002`,
    );
    const filed = await postLeave(
      api.app,
      ade,
      { tipe: 'Sakit', start_date: '2027-06-03', end_date: '2027-06-03' },
      undefined,
    );
    expect(await itemsAbout(filed.json().data.id)).toEqual([
      expect.objectContaining({
        nik: 10009,
        message: expect.stringContaining('(Dewi Lestari is on leave; as HR: Dewi Lestari has no supervisor)'),
      }),
    ]);
  });

  // Issue 45 case 5: Ade's carried days of the 2025 year are valid until 14-12-2026.
  it('charges days approved in advance for dates after the carried days expire to the current year, so the carried days still expire', async () => {
    const periods = async () =>
      new Map(
        (
          await api.db.query<{ period: string; days: number }>(
            `SELECT period::text AS period, sum(days)::float8 AS days FROM leave_ledger g JOIN users u ON u.id = g.user_id
             WHERE u.nik = 10001 AND leave_type = 'Cuti Tahunan' GROUP BY period`,
          )
        ).map((row) => [row.period, row.days]),
      );
    const before = await periods();
    const carried = before.get('2025-06-14')!;
    expect(carried).toBeGreaterThan(0);
    // Tuesday 15 December, the day after the expiry (what Ade has left allows one day).
    const filed = await annual(ade, '10001', '2026-12-15', '2026-12-15');
    expect(filed.json().data).toMatchObject({ days: 1 });
    const approved = await putApproval(api.app, dewi, {
      leave_id: String(filed.json().data.id),
      description: 'Potong Cuti',
    });
    expect(approved.statusCode).toBe(200);
    const taken = await api.db.query<{ period: string; days: number; effective_on: string }>(
      `SELECT period::text AS period, days::float8 AS days, effective_on::text AS effective_on FROM leave_ledger WHERE leave_id = $1`,
      [filed.json().data.id],
    );
    expect(taken).toEqual([{ period: '2026-06-14', days: -1, effective_on: '2026-12-15' }]);
    expect((await periods()).get('2025-06-14')).toBe(carried);
    api.ctx.clock.set(new Date('2026-12-15T09:00:00+07:00'));
    try {
      const balance = await annualLeft(ade);
      expect((await periods()).get('2025-06-14')).toBe(0);
      expect(balance!.balance).toBe(before.get('2026-06-14')! - 1);
    } finally {
      api.ctx.clock.set(new Date('2026-12-03T09:00:00+07:00'));
    }
    expect((await checkLedger(api.ctx)).problems).toEqual([]);
  });
});
