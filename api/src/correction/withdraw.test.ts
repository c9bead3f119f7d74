import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jakartaDate, jakartaDisplayDate } from '../lib/jakarta.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { jpegFile } from '../test/image-fixtures.js';
import { multipart } from '../test/leave-fixtures.js';

// Issue 45 case 10: a correction request nobody decided yet can be taken back by the employee who
// filed it, as a pending leave or overtime request can: it is gone from their list, the supervisor's
// item waits on nobody, and the supervisor is told.
let api: TestApi;
let ade: string;
let dewi: string;
let siti: string;
beforeAll(async () => {
  api = await startTestApi();
  ade = await loginAs(api.app, 10001);
  dewi = await loginAs(api.app, 10002);
  await api.db.query('UPDATE users SET must_reset_password = false WHERE nik = 10003');
  siti = await loginAs(api.app, 10003);
});
afterAll(() => api.close());

const yesterday = () => jakartaDate(new Date(Date.now() - 24 * 3600 * 1000));

async function file(bearer: string, nik: string, time: string, clocking = 'true'): Promise<number> {
  const body = await multipart(
    { usernik: nik, description: 'Lupa Clock In / Clock Out', clocking, attendDate: yesterday(), attendTime: time },
    { photo: { name: 'selfie.jpg', type: 'image/jpeg', bytes: await jpegFile({ exif: true }) } },
  );
  const reply = await api.app.inject({
    method: 'POST',
    url: '/api/v1/request_attend',
    payload: body.payload,
    headers: { ...body.headers, authorization: bearer },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().data.id;
}
const call = (method: 'GET' | 'POST' | 'PUT', url: string, bearer: string, payload?: object) =>
  api.app.inject({ method, url: `/api/v1${url}`, payload, headers: { authorization: bearer } });
const withdraw = (id: number, bearer: string) => call('POST', `/request_attend/${id}/withdraw`, bearer);
const mine = async (bearer: string) =>
  (
    (await call('GET', '/request_attend', bearer)).json().data as { request: { id: number; attend_time: string } }[]
  ).map((row) => [row.request.id, row.request.attend_time]);
const dewiInbox = () =>
  api.db.query<{ message: string; status: string; redirect: string | null; itemid: string | null }>(
    `SELECT i.message, i.status, i.redirect, i.itemid FROM inbox i JOIN users u ON u.id = i.user_id WHERE u.nik = 10002 ORDER BY i.id`,
  );

describe('withdrawing a correction request (POST /request_attend/:id/withdraw)', () => {
  it('lists the caller’s own undecided requests, newest first, and nobody else’s', async () => {
    const first = await file(ade, '10001', '07:55');
    const second = await file(ade, '10001', '17:05', 'false');
    await file(siti, '10003', '08:01');
    expect(await mine(ade)).toEqual([
      [second, '17:05'],
      [first, '07:55'],
    ]);
  });

  it('the employee withdraws one: gone from the list, the supervisor’s item settled, the supervisor told, audited', async () => {
    const id = await file(ade, '10001', '07:50');
    const reply = await withdraw(id, ade);
    expect([reply.statusCode, reply.json().message]).toEqual([200, 'Attendance correction request withdrawn']);
    expect((await mine(ade)).map(([listed]) => listed)).not.toContain(id);
    const items = await dewiInbox();
    expect(items.filter((item) => item.itemid === String(id)).map((item) => item.status)).toEqual(['Success']);
    const day = jakartaDisplayDate(new Date(`${yesterday()}T12:00:00+07:00`));
    expect(items.at(-1)).toMatchObject({
      message: `Ade Rahmat Hidayat (10001) withdrew their attendance correction request: Clock In on ${day} at 07:50`,
      status: 'Success',
      redirect: null,
    });
    const audit = await api.db.one<{ summary: string; summary_key: string }>(
      `SELECT summary, summary_key FROM audit_log WHERE action = 'correction.withdraw' AND target = $1`,
      [`correction ${id}`],
    );
    expect(audit).toEqual({
      summary: `Ade Rahmat Hidayat withdrew their attendance correction request (Clock In on ${day} at 07:50)`,
      summary_key: 'correctionWithdrawIn',
    });
    // The supervisor can no longer decide it.
    const late = await call('PUT', '/request_attend', dewi, { id: String(id), decision: 'Approved' });
    expect(late.statusCode).toBe(404);
  });

  it.each([
    ['the supervisor (not theirs to withdraw)', 'dewi', 403, 'You can only withdraw your own correction request'],
    ['a colleague', 'siti', 403, 'You can only withdraw your own correction request'],
  ] as const)('refuses %s, and the request stays', async (_case, who, status, message) => {
    const id = await file(ade, '10001', '07:40');
    const reply = await withdraw(id, { dewi, siti }[who]);
    expect([reply.statusCode, reply.json().message]).toEqual([status, message]);
    expect((await mine(ade)).map(([listed]) => listed)).toContain(id);
  });

  it('refuses a decided request with "This request has already been decided"', async () => {
    const id = await file(ade, '10001', '07:30');
    expect((await call('PUT', '/request_attend', dewi, { id: String(id), decision: 'Rejected' })).statusCode).toBe(200);
    const reply = await withdraw(id, ade);
    expect([reply.statusCode, reply.json().message]).toEqual([409, 'This request has already been decided']);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await withdraw(999999, ade)).statusCode).toBe(404);
  });
});
