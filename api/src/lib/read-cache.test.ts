// Issue 48: what the api holds in memory (sessions with their person, schedules, work locations)
// is dropped when anyone changes it — here a write straight to the database, as another api
// process, a job or an operator's psql makes it, which this process hears of only by the database's
// notice (on PostgreSQL a moment after the commit: the tests wait until this process has heard it).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clockFields, postClocking, selfie } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { ReadCache, parseChange } from './read-cache.js';

let api: TestApi;
let jpeg: Buffer;

beforeAll(async () => {
  api = await startTestApi();
  jpeg = await selfie();
});
afterAll(() => api.close());

/** Writes as another process would, then waits until this api has heard of it. */
async function besideTheApi(sql: string) {
  await api.untold.query(sql);
  await api.ctx.reads.caches.settled();
}

/** An authenticated read (the caller's devices). */
const profile = (bearer: string) =>
  api.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: { authorization: bearer } });

const clock = (bearer: string, nik: number, clocking: boolean) =>
  postClocking(api.app, bearer, clockFields(nik, clocking), jpeg);

describe('reads held in memory (issue 48)', () => {
  it('refuses a session ended in the database by someone else, though it was held', async () => {
    const bearer = await loginAs(api.app, 10001);
    expect((await profile(bearer)).statusCode).toBe(200);
    expect((await profile(bearer)).statusCode).toBe(200);
    await besideTheApi(`UPDATE sessions SET ended_at = now(), end_reason = 'hr_signed_out'
       WHERE user_id = (SELECT id FROM users WHERE nik = 10001) AND ended_at IS NULL`);
    const refused = await profile(bearer);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Your HR admin signed you out, please log in again');
  });

  it('refuses a person deactivated in the database by someone else, though their session was held', async () => {
    const bearer = await loginAs(api.app, 10002);
    expect((await profile(bearer)).statusCode).toBe(200);
    await besideTheApi(`UPDATE users SET active = false WHERE nik = 10002`);
    try {
      const refused = await profile(bearer);
      expect(refused.json().message).toBe('Your account has been deactivated. Please contact your HR admin.');
    } finally {
      await besideTheApi(`UPDATE users SET active = true WHERE nik = 10002`);
    }
  });

  it('refuses a clock-in at a work location closed in the database by someone else, though the locations were held', async () => {
    const bearer = await loginAs(api.app, 10001);
    const first = await clock(bearer, 10001, true);
    expect(first.json().message).toBe('Clock In success');
    await besideTheApi(`UPDATE work_locations SET active = false WHERE lok_kd = 'JKT01'`);
    try {
      const refused = await clock(bearer, 10001, false);
      expect(refused.json()).toMatchObject({ message: 'Your location is out of radius' });
    } finally {
      await besideTheApi(`UPDATE work_locations SET active = true WHERE lok_kd = 'JKT01'`);
    }
  });
});

describe('ReadCache', () => {
  it('answers a read that a change overtook but does not keep it', async () => {
    const cache = new ReadCache<string>(
      () => true,
      () => 'all',
    );
    let reads = 0;
    const answer = await cache.get('k', async () => {
      reads += 1;
      cache.changed(parseChange('users:1'));
      return 'before the change';
    });
    expect(answer).toBe('before the change');
    expect(await cache.get('k', async () => `read ${(reads += 1)}`)).toBe('read 2');
    expect(await cache.get('k', async () => `read ${(reads += 1)}`)).toBe('read 2');
  });

  it('holds nothing while it is not listening', async () => {
    const cache = new ReadCache<number>(
      () => false,
      () => 'all',
    );
    let reads = 0;
    await cache.get('k', async () => (reads += 1));
    await cache.get('k', async () => (reads += 1));
    expect(reads).toBe(2);
  });

  it('drops only the rows a row change names', async () => {
    const cache = new ReadCache<number>(
      () => true,
      (change) => (change.table === 'sessions' ? (key) => key === change.id : 'none'),
    );
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    cache.changed(parseChange('sessions:a'));
    cache.changed(parseChange('work_locations'));
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('b', async () => 20)).toBe(2);
  });
});
