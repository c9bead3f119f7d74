import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { postLeave, putApproval } from '../test/leave-fixtures.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ SESSION_IDLE_SECONDS: '600', TEST_CLOCK: 'true' });
  api.ctx.clock.set(new Date('2026-11-20T05:00:00Z'));
}, 120_000);
afterAll(() => api.close());

describe('GET /summary_attendance after a leave decision', () => {
  it('counts the working days of an approved leave in this month, and not those of a pending or rejected one', async () => {
    const [ade, dewi] = [await loginAs(api.app, 10001), await loginAs(api.app, 10002)];
    const summary = async () =>
      (
        await api.app.inject({ method: 'GET', url: '/api/v1/summary_attendance', headers: { authorization: ade } })
      ).json().data;

    // Friday 6 to Monday 9 November: two working days and a weekend.
    const approved = (await postLeave(api.app, ade, { start_date: '2026-11-06', end_date: '2026-11-09' })).json().data
      .id;
    const rejected = (await postLeave(api.app, ade, { start_date: '2026-11-11', end_date: '2026-11-11' })).json().data
      .id;
    await postLeave(api.app, ade, { start_date: '2026-11-13', end_date: '2026-11-13' });
    expect(await summary()).toMatchObject({ leave: 0 });

    expect(
      (await putApproval(api.app, dewi, { leave_id: String(approved), description: 'Potong Cuti' })).statusCode,
    ).toBe(200);
    await api.app.inject({
      method: 'DELETE',
      url: '/api/v1/leave',
      headers: { authorization: dewi },
      payload: { leaveid: rejected },
    });
    expect(await summary()).toMatchObject({ leave: 2, total: 2 });
  });
});
