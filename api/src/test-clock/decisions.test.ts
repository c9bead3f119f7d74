import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { postLeave, putApproval } from '../test/leave-fixtures.js';

// A decision is dated by the api's clock (ctx.clock), as its PDF is: with the test clock set, the
// leave recap's decided_at is the clock's day, not the machine's.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
}, 120_000);
afterAll(() => api.close());

const at = '2026-11-02T02:11:00Z';
const decidedAt = async (id: number) =>
  (
    await api.db.query<{ decided_at: Date }>('SELECT decided_at FROM leave_requests WHERE id = $1', [id])
  )[0].decided_at.getTime();

describe('a leave decision under the test clock', () => {
  it('approving and rejecting record the clock’s instant as decided_at', async () => {
    await api.app.inject({ method: 'PUT', url: '/api/v1/test/clock', payload: { at } });
    const [ade, dewi] = [await loginAs(api.app, 10001), await loginAs(api.app, 10002)];
    const file = async (day: string) => {
      const response = await postLeave(api.app, ade, { nik: '10001', start_date: day, end_date: day });
      expect(response.statusCode).toBe(200);
      return response.json().data.id as number;
    };
    const [approved, rejected] = [await file('2026-12-01'), await file('2026-12-02')];
    expect(
      (await putApproval(api.app, dewi, { leave_id: String(approved), description: 'Tidak Potong Cuti' })).statusCode,
    ).toBe(200);
    const reply = await api.app.inject({
      method: 'DELETE',
      url: '/api/v1/leave',
      headers: { authorization: dewi },
      payload: { leaveid: rejected },
    });
    expect(reply.statusCode).toBe(200);
    for (const id of [approved, rejected]) {
      expect(await decidedAt(id)).toBeGreaterThanOrEqual(Date.parse(at));
      expect(await decidedAt(id)).toBeLessThan(Date.parse(at) + 60_000);
    }
  });
});
