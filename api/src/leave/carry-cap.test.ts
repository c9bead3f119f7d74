import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { postLeave, putApproval } from '../test/leave-fixtures.js';

// Issue 45 (the carry-over cap on approvals in advance; docs/rules.md §10). Ade joined 14-06-2021: his
// 2026 service year (12 days, begun 14-06-2026) ends on 14-06-2027, when at most 6 of its days carry over
// (until 14-12-2027) and the rest expire (UU 13/2003 art. 79(4): the company's rules). Days approved in
// May for dates after 14-06-2027 come from the carried days: what the year held when it ended, up to
// the cap — they must not shrink what expires over it.
let api: TestApi;
let ade: string;
let dewi: string;
beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true', SESSION_IDLE_SECONDS: '60000000' });
  api.ctx.clock.set(new Date('2027-05-03T09:00:00+07:00'));
  [ade, dewi] = [await loginAs(api.app, 10001), await loginAs(api.app, 10002)];
});
afterAll(() => api.close());

const annual = async (start: string, end: string) => {
  const filed = await postLeave(api.app, ade, { tipe: 'Cuti Tahunan', start_date: start, end_date: end }, undefined);
  expect(filed.statusCode).toBe(200);
  const id = filed.json().data.id as number;
  expect((await putApproval(api.app, dewi, { leave_id: String(id), description: 'Potong Cuti' })).statusCode).toBe(200);
  return filed.json().data.days as number;
};
const balanceOn = async (day: string) => {
  api.ctx.clock.set(new Date(`${day}T09:00:00+07:00`));
  const reply = await api.app.inject({ method: 'GET', url: '/api/v1/leave-balances', headers: { authorization: ade } });
  return (reply.json().data as { leave_type: string; balance: number }[]).find(
    (row) => row.leave_type === 'Cuti Tahunan',
  )?.balance;
};
const periods = async () =>
  Object.fromEntries(
    (
      await api.db.query<{ period: string; days: number }>(
        `SELECT period, sum(days)::float8 AS days FROM leave_ledger g JOIN users u ON u.id = g.user_id
         WHERE u.nik = 10001 AND leave_type = 'Cuti Tahunan' AND period >= '2026' GROUP BY period ORDER BY period`,
      )
    ).map((row) => [row.period, row.days]),
  );

describe('days approved in advance for dates after a year ends come from its carried days', () => {
  it('before the end: 12 days; two requests approved in May for June and July', async () => {
    expect(await balanceOn('2027-05-03')).toBe(12);
    // Tuesday 22 to Thursday 24 June, then Monday 5 to Wednesday 14 July: 3 and 8 working days.
    expect(await annual('2027-06-22', '2027-06-24')).toBe(3);
    expect(await annual('2027-07-05', '2027-07-14')).toBe(8);
  });

  it('after the end: 6 carried (6 expired), 3 + 3 of them taken, 5 from the new year: 7 left', async () => {
    // By hand: 2026 year 12 → 6 over the cap expire on 14-06-2027 → 6 carried − 3 (June) − 3 (July) = 0;
    // the July request's other 5 days from the 2027 year: 12 − 5 = 7. (Before: 13, the advance takes
    // counted against the cap, so only 1 day expired and 1 stayed carried.)
    expect(await balanceOn('2027-07-20')).toBe(7);
    expect(await periods()).toEqual({ '2026-06-14': 0, '2027-06-14': 7 });
    const expired = await api.db.query<{ days: number; effective_on: string }>(
      `SELECT days::float8 AS days, effective_on::text AS effective_on FROM leave_ledger g JOIN users u ON u.id = g.user_id
       WHERE u.nik = 10001 AND source = 'expire-cap:2026-06-14'`,
    );
    expect(expired).toEqual([{ days: -6, effective_on: '2027-06-14' }]);
  });
});
