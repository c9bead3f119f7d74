import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';

const wib = (local: string) => new Date(`${local}+07:00`);

// Issue 45 case 10: a request nobody decided can be taken back by its employee (or the supervisor who
// asked it), and one sent without "I agree" can be agreed to later, after which it is approved as usual.
describe('POST /overtime/:id/withdraw and a later agreement', () => {
  let api: TestApi;
  let ade: string;
  let dewi: string;
  let siti: string;
  beforeAll(async () => {
    api = await startTestApi({ TEST_CLOCK: 'true' });
    ade = await loginAs(api.app, 10001);
    dewi = await loginAs(api.app, 10002);
    siti = await loginAs(api.app, 20001);
    api.ctx.clock.set(wib('2026-11-27T10:00'));
  });
  afterAll(() => api.close());

  const post = (token: string, url: string, payload?: object) =>
    api.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { authorization: token }, payload });
  const ask = async (token: string, body: Record<string, unknown>) => {
    const reply = await post(token, '/overtime', { start: '17:00', end: '19:00', reason: 'Stock opname', ...body });
    expect(reply.statusCode).toBe(200);
    return reply.json().data.id as number;
  };
  const itemsAbout = (id: number) =>
    api.db.query<{ nik: number; status: string }>(
      `SELECT u.nik, i.status FROM inbox i JOIN users u ON u.id = i.user_id WHERE i.redirect IN ('overtime', 'overtime-consent') AND i.itemid = $1 ORDER BY i.id`,
      [String(id)],
    );

  it.each([
    // [case, who asks, for whom, who withdraws, status, message]
    ['the employee withdraws their own', 'ade', undefined, 'ade', 200, 'Overtime request withdrawn'],
    ['the supervisor withdraws the one they asked', 'dewi', 10001, 'dewi', 200, 'Overtime request withdrawn'],
    ['the employee withdraws one their supervisor asked', 'dewi', 10001, 'ade', 200, 'Overtime request withdrawn'],
    [
      'someone else may not (an employee of another company)',
      'ade',
      undefined,
      'siti',
      403,
      'Only the employee, or whoever asked it, can withdraw this overtime request',
    ],
  ] as const)('%s', async (_case, asker, nik, withdrawer, status, message) => {
    const tokens = { ade, dewi, siti };
    const id = await ask(tokens[asker], { date: '2026-12-10', consent: asker === 'ade', nik });
    const reply = await post(tokens[withdrawer], `/overtime/${id}/withdraw`);
    expect([reply.statusCode, reply.json().message]).toEqual([status, message]);
    if (status !== 200) {
      await post(ade, `/overtime/${id}/withdraw`);
      return;
    }
    // Gone (it counts nothing), its inbox item waits on nobody, and the day is free to ask again.
    expect(await api.db.query('SELECT id FROM overtime_requests WHERE id = $1', [id])).toEqual([]);
    expect((await itemsAbout(id)).map((item) => item.status)).toEqual(['Success']);
    const audit = await api.db.one<{ summary: string }>(
      `SELECT summary FROM audit_log WHERE action = 'overtime.withdraw' AND target = $1`,
      [`overtime ${id}`],
    );
    expect(audit?.summary).toMatch(/withdrew the overtime request on 10-12-2026, 17:00–19:00 \(2 h\)$/);
    await post(ade, `/overtime/${await ask(ade, { date: '2026-12-10', consent: true })}/withdraw`);
  });

  it('refuses to withdraw a decided request with "This overtime request has already been decided"', async () => {
    const id = await ask(ade, { date: '2026-12-11', consent: true });
    expect((await post(dewi, `/overtime/${id}/approve`)).statusCode).toBe(200);
    const reply = await post(ade, `/overtime/${id}/withdraw`);
    expect([reply.statusCode, reply.json().message]).toEqual([409, 'This overtime request has already been decided']);
  });

  it('one sent without "I agree" is agreed to later, then the supervisor approves it', async () => {
    const id = await ask(ade, { date: '2026-12-14', consent: false });
    const early = await post(dewi, `/overtime/${id}/approve`);
    expect([early.statusCode, early.json().message]).toEqual([409, 'The employee has not agreed to this overtime yet']);
    const agreed = await post(ade, `/overtime/${id}/consent`);
    expect([agreed.statusCode, agreed.json().data.status]).toEqual([200, 'Pending']);
    const approved = await post(dewi, `/overtime/${id}/approve`);
    expect([approved.statusCode, approved.json().data.status]).toEqual([200, 'Approved']);
  });
});
