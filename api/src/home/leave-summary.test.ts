import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jakartaMonth, monthRange } from '../lib/jakarta.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { postLeave, putApproval } from '../test/leave-fixtures.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ SESSION_IDLE_SECONDS: '600' });
});
afterAll(() => api.close());

describe('GET /summary_attendance after a leave decision', () => {
  it('counts the days of an approved leave in this month, and not those of a pending or rejected one', async () => {
    const [ade, dewi] = [await loginAs(api.app, 10001), await loginAs(api.app, 10002)];
    const { year, monthIndex } = jakartaMonth(new Date());
    const { from } = monthRange(year, monthIndex);
    const day = (n: number) => `${from.slice(0, 8)}${String(n).padStart(2, '0')}`;
    const summary = async () =>
      (await api.app.inject({ method: 'GET', url: '/api/v1/summary_attendance', headers: { authorization: ade } })).json().data;

    const approved = (await postLeave(api.app, ade, { start_date: day(1), end_date: day(3) })).json().data.id;
    const rejected = (await postLeave(api.app, ade, { start_date: day(5), end_date: day(5) })).json().data.id;
    await postLeave(api.app, ade, { start_date: day(7), end_date: day(7) });
    expect(await summary()).toMatchObject({ leave: 0 });

    expect((await putApproval(api.app, dewi, { leave_id: String(approved), description: 'Potong Cuti' })).statusCode).toBe(200);
    await api.app.inject({ method: 'DELETE', url: '/api/v1/leave', headers: { authorization: dewi }, payload: { leaveid: rejected } });
    expect(await summary()).toMatchObject({ leave: 3, total: 3 });
  });
});
