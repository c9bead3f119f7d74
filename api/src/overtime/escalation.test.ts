import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { escalateStalledOvertime } from './escalation.js';

const wib = (local: string) => new Date(`${local}+07:00`);

// Issue 27: overtime approvals never stall, by leave's rules (docs/rules.md §10, §13): an agreed request
// undecided for the company's working hours (48) moves from Dewi (Ade's supervisor) to HR, once, and no
// further; one a supervisor asked waits on the employee's agreement and never moves.
describe('an undecided overtime request moves up a level after the company’s working hours', () => {
  let api: TestApi;
  let ade: string;
  let dewi: string;
  beforeAll(async () => {
    api = await startTestApi({ TEST_CLOCK: 'true' });
    ade = await loginAs(api.app, 10001);
    dewi = await loginAs(api.app, 10002);
  });
  afterAll(() => api.close());

  const at = (local: string) => api.ctx.clock.set(wib(local));
  const itemsAbout = (id: number) =>
    api.db.query<{ nik: number; status: string; message: string }>(
      `SELECT u.nik, i.status, i.message FROM inbox i JOIN users u ON u.id = i.user_id WHERE i.redirect IN ('overtime', 'overtime-consent') AND i.itemid = $1 ORDER BY i.id`,
      [String(id)],
    );
  const ask = async (token: string, body: Record<string, unknown>) => {
    const reply = await api.app.inject({
      method: 'POST',
      url: '/api/v1/overtime',
      headers: { authorization: token },
      payload: { start: '17:00', end: '19:00', reason: 'Stock opname', ...body },
    });
    expect(reply.statusCode).toBe(200);
    return reply.json().data.id as number;
  };

  it('goes from Dewi to HR after 48 working hours, once, and stays with HR; the first decision settles both', async () => {
    at('2026-11-27T10:00'); // a Friday
    const id = await ask(ade, { date: '2026-12-10', consent: true });
    expect((await itemsAbout(id)).map((item) => item.nik)).toEqual([10002]);
    at('2026-12-01T09:59'); // Tuesday: 47 h 59 min of working time
    await escalateStalledOvertime(api.ctx);
    expect((await itemsAbout(id)).map((item) => item.nik)).toEqual([10002]);
    at('2026-12-01T10:01'); // 48 working hours (the clock ran on a little after asking)
    expect(await escalateStalledOvertime(api.ctx)).toBe(1);
    expect(await escalateStalledOvertime(api.ctx)).toBe(0);
    const items = await itemsAbout(id);
    expect(items.map((item) => [item.nik, item.status])).toEqual([
      [10002, 'Pending'],
      [10009, 'Pending'],
    ]);
    expect(items[1].message).toBe(
      'Ade Rahmat Hidayat asks for overtime on 10-12-2026, 17:00–19:00 (2 h) (escalated: undecided for 48 working hours with Dewi Lestari)',
    );
    at('2026-12-03T10:00');
    expect(await escalateStalledOvertime(api.ctx)).toBe(0);
    expect(await itemsAbout(id)).toHaveLength(2);

    const rina = await loginAs(api.app, 10009);
    const decided = await api.app.inject({
      method: 'POST',
      url: `/api/v1/overtime/${id}/approve`,
      headers: { authorization: rina },
    });
    expect(decided.statusCode).toBe(200);
    expect((await itemsAbout(id)).map((item) => item.status)).toEqual(['Approved', 'Approved']);
  });

  it('counts from the agreement one the employee agreed to later: it waited on nobody before (issue 45 case 10)', async () => {
    at('2026-11-27T10:00'); // a Friday, sent without ticking "I agree"
    const id = await ask(ade, { date: '2026-12-14', consent: false });
    at('2026-12-02T10:00'); // Wednesday: Ade agrees now
    const agreed = await api.app.inject({
      method: 'POST',
      url: `/api/v1/overtime/${id}/consent`,
      headers: { authorization: ade },
    });
    expect([agreed.statusCode, agreed.json().message]).toEqual([200, 'Overtime agreed']);
    at('2026-12-03T10:00'); // 24 working hours since the agreement: still Dewi's
    expect(await escalateStalledOvertime(api.ctx)).toBe(0);
    expect((await itemsAbout(id)).map((item) => item.nik)).toEqual([10002]);
    at('2026-12-04T10:01'); // 48 working hours since the agreement: HR's too
    expect(await escalateStalledOvertime(api.ctx)).toBe(1);
    expect((await itemsAbout(id)).map((item) => item.nik)).toEqual([10002, 10009]);
  });

  it('leaves alone one the supervisor asked for: it waits on the employee, not on an approver', async () => {
    at('2026-11-27T10:00');
    const id = await ask(dewi, { nik: 10001, date: '2026-12-11' });
    at('2026-12-04T10:00');
    await escalateStalledOvertime(api.ctx);
    expect((await itemsAbout(id)).map((item) => item.nik)).toEqual([10001]);
  });
});
