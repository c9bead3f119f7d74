import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { postLeave, workingDays } from '../test/leave-fixtures.js';

let api: TestApi;
const bearers = new Map<number, string>();
beforeAll(async () => {
  api = await startTestApi();
  for (const nik of [10001, 10002, 10009, 20009]) bearers.set(nik, await loginAs(api.app, nik));
}, 120_000);
afterAll(() => api.close());

const waitingOf = async (nik: number) => {
  const response = await api.app.inject({
    method: 'GET',
    url: '/api/v1/summary_attendance',
    headers: { authorization: bearers.get(nik)! },
  });
  expect(response.statusCode).toBe(200);
  const { waiting, flagged } = response.json().data;
  return { waiting, flagged };
};

const nextDay = workingDays('2031-02-03');

async function flagClockIn(nik: number) {
  await api.db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_kd, lok_nm, review_status)
     SELECT id, true, now(), CURRENT_DATE, 'JKT01', 'Kantor Pusat Jakarta', 'needs_review' FROM users WHERE nik = $1`,
    [nik],
  );
}

describe('GET /summary_attendance: what waits for the caller (issue 47)', () => {
  it('counts a leave filed by 10001 for supervisor 10002 alone, and clears it once 10002 rejects it', async () => {
    const before = (await waitingOf(10002)).waiting;
    const day = nextDay();
    const filed = await postLeave(api.app, bearers.get(10001)!, { nik: '10001', start_date: day, end_date: day });
    expect(filed.statusCode).toBe(200);
    expect((await waitingOf(10002)).waiting).toBe(before + 1);
    expect((await waitingOf(10001)).waiting).toBe(0);

    const rejected = await api.app.inject({
      method: 'DELETE',
      url: '/api/v1/leave',
      headers: { authorization: bearers.get(10002)! },
      payload: { leaveid: filed.json().data.id },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await waitingOf(10002)).waiting).toBe(before);
    // The employee's notice of the decision tells, it does not wait for them.
    expect((await waitingOf(10001)).waiting).toBe(0);
  });

  it.each([
    { who: 'the supervisor of the person', nik: 10002, flagged: 1 },
    { who: "an HR admin of the person's company", nik: 10009, flagged: 1 },
    { who: 'the person themself', nik: 10001, flagged: 0 },
    { who: "another company's HR admin", nik: 20009, flagged: 0 },
  ])("counts 10001's flagged clock-in for $who as $flagged", async ({ nik, flagged }) => {
    await api.db.query(`DELETE FROM attendance`);
    await flagClockIn(10001);
    expect((await waitingOf(nik)).flagged).toBe(flagged);
  });

  it('counts a flagged clock-in no longer once it is reviewed', async () => {
    await api.db.query(`DELETE FROM attendance`);
    await flagClockIn(10001);
    await api.db.query(`UPDATE attendance SET review_status = 'accepted'`);
    expect((await waitingOf(10002)).flagged).toBe(0);
  });
});
