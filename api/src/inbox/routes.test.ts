import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { notify } from './notify.js';
import { PERIOD_MESSAGE } from './schemas.js';

let api: TestApi;
let dewi: string;
beforeAll(async () => {
  api = await startTestApi({ SESSION_IDLE_SECONDS: '600', TEST_CLOCK: 'true' });
  await setClock('2026-11-15T03:00:00Z');
  dewi = await loginAs(api.app, 10002);
}, 120_000);
afterAll(() => api.close());

const setClock = (at: string) => api.app.inject({ method: 'PUT', url: '/api/v1/test/clock', payload: { at } });

const inbox = (period: string | undefined, authorization = dewi) =>
  api.app.inject({
    method: 'GET',
    url: '/api/v1/inbox',
    headers: { authorization, ...(period === undefined ? {} : { period }) },
  });

/** An item for a user, created at an instant given in Jakarta wall-clock time. */
const itemAt = (nik: number, message: string, jakartaWallClock: string) =>
  api.db.query(
    `INSERT INTO inbox (user_id, message, status, redirect, itemid, created_at)
     SELECT id, $2, 'Pending', 'approve', '1', ($3::timestamp AT TIME ZONE 'Asia/Jakarta') FROM users WHERE nik = $1`,
    [nik, message, jakartaWallClock],
  );

describe('GET /inbox', () => {
  it('answers the caller’s items of one month of this Jakarta year, newest first, with the user’s name', async () => {
    const year = 2026;
    await itemAt(10002, 'march first', `${year}-03-01 00:30:00`);
    await itemAt(10002, 'march last', `${year}-03-31 23:30:00`);
    await itemAt(10002, 'february last', `${year}-02-28 23:59:00`);
    await itemAt(10002, 'april first', `${year}-04-01 00:00:00`);
    await itemAt(10002, 'march last year', `${year - 1}-03-15 12:00:00`);
    await itemAt(10001, 'march, someone else', `${year}-03-10 12:00:00`);

    const response = await inbox('3');
    expect(response.statusCode).toBe(200);
    const { user, inbox: items } = response.json().data;
    expect(user).toEqual({ name: 'Dewi Lestari' });
    expect(items.map((item: { message: string }) => item.message)).toEqual(['march last', 'march first']);
    expect(Object.keys(items[0]).sort()).toEqual([
      'createdAt',
      'id',
      'itemid',
      'message',
      'messageKey',
      'messageValues',
      'redirect',
      'status',
    ]);
    // Written without a key (as before issue 47): the English message is all there is.
    expect(items[0]).toMatchObject({ status: 'Pending', redirect: 'approve', itemid: '1', messageKey: null });
    expect((await inbox('4')).json().data.inbox.map((item: { message: string }) => item.message)).toEqual([
      'april first',
    ]);
  });

  it('answers a keyed item (issue 47) with its sentence’s key and values beside the English message', async () => {
    const dewiId = (await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = 10002'))!.id;
    const id = await notify(api.db, dewiId, {
      message: { key: 'swapAccepted', values: { name: 'Siti Nurhaliza', day: '12-05-2026' } },
      status: 'Approved',
    });
    await api.db.query(`UPDATE inbox SET created_at = '2026-05-12 03:00:00+00' WHERE id = $1`, [id]);
    expect((await inbox('5')).json().data.inbox).toEqual([
      expect.objectContaining({
        message: 'Siti Nurhaliza accepted your shift swap on 12-05-2026',
        messageKey: 'swapAccepted',
        messageValues: { name: 'Siti Nurhaliza', day: '12-05-2026' },
      }),
    ]);
  });

  it('in January, a month that has not begun this year means last year’s: December’s pending items stay reachable', async () => {
    await itemAt(10002, 'december, still pending', '2026-12-20 09:00:00');
    await itemAt(10002, 'january', '2027-01-05 09:00:00');
    const messages = async (period: string) =>
      (await inbox(period)).json().data.inbox.map((item: { message: string }) => item.message);
    expect(await messages('12')).toEqual([]);
    await setClock('2027-01-10T03:00:00Z');
    try {
      expect(await messages('12')).toEqual(['december, still pending']);
      expect(await messages('1')).toEqual(['january']);
      expect(await messages('3')).toEqual(['march last', 'march first']);
    } finally {
      await setClock('2026-11-15T03:00:00Z');
    }
  });

  it.each(['0', '13', 'abc', '3.5', '', undefined])('refuses Period %p with a readable 400', async (period) => {
    const response = await inbox(period);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PERIOD_MESSAGE);
  });

  it('needs a session', async () => {
    expect((await inbox('1', 'Bearer nope')).statusCode).toBe(401);
  });
});
