// Issue 48: the clock-in's pre-check (POST /check_attend) answers from the person's recent clockings
// held in memory — no statement reaches the database once this process knows them — and still
// answers right after the person's own clock-in, after a clock-in another api process wrote, after
// an approved correction and after an edit or deletion made beside the api. Two api instances share
// one database here, as two api processes do.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createContext, createLogger } from '../bootstrap.js';
import type { AppContext } from '../context.js';
import { parseChange } from '../lib/read-cache.js';
import { clockFields, postClocking, selfie } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { jpegFile } from '../test/image-fixtures.js';
import { multipart } from '../test/leave-fixtures.js';
import { clockedChange, heldOf, recentFrom, withClocking } from './held-clockings.js';

let api: TestApi;
/** A second api process on the same database. */
let other: { app: FastifyInstance; ctx: AppContext };
let jpeg: Buffer;

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  const ctx = createContext(api.ctx.config, api.untold, createLogger(api.ctx.config));
  other = { app: await buildApp(ctx), ctx };
  await other.app.ready();
  jpeg = await selfie();
}, 120_000);
afterAll(async () => {
  await other.app.close();
  await api.close();
});

/** Both processes' clocks at `at` (a Jakarta morning of a day no other test uses). */
async function setClocks(at: string) {
  for (const app of [api.app, other.app]) {
    const reply = await app.inject({ method: 'PUT', url: '/api/v1/test/clock', payload: { at } });
    expect(reply.statusCode).toBe(200);
  }
}

const preCheck = (app: FastifyInstance, bearer: string, nik: number, clocking: boolean) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/check_attend',
    headers: { authorization: bearer },
    payload: { clocking, nik },
  });

const said = async (reply: ReturnType<typeof preCheck>) => (await reply).json().message as string;

/** The statements the api sends to the database while `work` runs (the database handle both processes write through). */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const db = api.untold;
  const [query, one] = [db.query, db.one];
  db.query = ((sql: string, params?: unknown[]) => (seen.push(sql), query.call(db, sql, params))) as typeof db.query;
  db.one = ((sql: string, params?: unknown[]) => (seen.push(sql), one.call(db, sql, params))) as typeof db.one;
  try {
    await work();
  } finally {
    [db.query, db.one] = [query, one];
  }
  return seen;
}

/** Both processes have heard every change committed so far. */
const settled = () => Promise.all([api.ctx.reads.caches.settled(), other.ctx.reads.caches.settled()]);

describe('the pre-check from memory (issue 48)', () => {
  it('sends no statement once the person is known, and answers right after their own clock-in', async () => {
    await setClocks('2026-10-05T01:00:00Z');
    const ade = await loginAs(api.app, 10001);
    // The first reads the person's clockings (recentClockings, beside their schedules); the next, nothing.
    const first = await statementsDuring(async () =>
      expect(await said(preCheck(api.app, ade, 10001, true))).toBe('You can clock in now'),
    );
    expect(first.filter((sql) => sql.includes('generate_series'))).toHaveLength(1);
    expect(await statementsDuring(() => preCheck(api.app, ade, 10001, true))).toEqual([]);

    expect((await postClocking(api.app, ade, clockFields(10001, true), jpeg)).json().message).toBe('Clock In success');
    let answers: string[] = [];
    const statements = await statementsDuring(async () => {
      answers = [await said(preCheck(api.app, ade, 10001, true)), await said(preCheck(api.app, ade, 10001, false))];
    });
    expect(answers).toEqual(['You have already clocked in, please clock out first', 'You can clock out now']);
    expect(statements).toEqual([]);
  });

  it('answers right after a clock-in another api process wrote', async () => {
    await setClocks('2026-10-06T01:00:00Z');
    const ade = await loginAs(api.app, 10001);
    expect(await said(preCheck(api.app, ade, 10001, true))).toBe('You can clock in now');
    expect(await said(preCheck(other.app, ade, 10001, true))).toBe('You can clock in now');

    expect((await postClocking(other.app, ade, clockFields(10001, true), jpeg)).json().message).toBe(
      'Clock In success',
    );
    await settled();
    let answers: string[] = [];
    const statements = await statementsDuring(async () => {
      answers = [await said(preCheck(api.app, ade, 10001, true)), await said(preCheck(api.app, ade, 10001, false))];
    });
    expect(answers).toEqual(['You have already clocked in, please clock out first', 'You can clock out now']);
    // The notice carried the new clocking: still nothing read.
    expect(statements).toEqual([]);

    expect((await postClocking(api.app, ade, clockFields(10001, false), jpeg)).json().message).toBe(
      'Clock Out success',
    );
    await settled();
    expect(await said(preCheck(other.app, ade, 10001, false))).toBe(
      'You have already clocked out, please clock in first',
    );
  });

  it('answers right after an approved correction, and after an edit or deletion made beside the api', async () => {
    await setClocks('2026-10-07T03:00:00Z');
    const ade = await loginAs(api.app, 10001);
    const dewi = await loginAs(api.app, 10002);
    expect(await said(preCheck(api.app, ade, 10001, true))).toBe('You can clock in now');
    expect(await said(preCheck(other.app, ade, 10001, true))).toBe('You can clock in now');

    // Ade forgot to clock in at 08:00; Dewi, his supervisor, approves his correction on the other process.
    const body = await multipart(
      {
        usernik: '10001',
        description: 'Lupa Clock In',
        clocking: 'true',
        attendDate: '2026-10-07',
        attendTime: '08:00',
        lok_nm: 'Kantor Pusat Jakarta',
        latitude: '-6.2',
        longitude: '106.816666',
      },
      { photo: { name: 'selfie.jpg', type: 'image/jpeg', bytes: await jpegFile() } },
    );
    const filed = await other.app.inject({
      method: 'POST',
      url: '/api/v1/request_attend',
      payload: body.payload,
      headers: { ...body.headers, authorization: ade },
    });
    expect(filed.statusCode).toBe(200);
    const decided = await other.app.inject({
      method: 'PUT',
      url: '/api/v1/request_attend',
      payload: { id: filed.json().data.id, decision: 'Approved' },
      headers: { authorization: dewi },
    });
    expect(decided.json().message).toBe('Attendance correction approved');
    await settled();
    for (const app of [api.app, other.app])
      expect(await said(preCheck(app, ade, 10001, true))).toBe('You have already clocked in, please clock out first');

    // HR (or an operator) turns it into a clock-out beside the api: the held clockings are dropped and read again.
    await api.untold.query(
      `UPDATE attendance SET clocking = false WHERE user_id = (SELECT id FROM users WHERE nik = 10001) AND attend_date = '2026-10-07'`,
    );
    await settled();
    expect(await said(preCheck(api.app, ade, 10001, true))).toBe('You can clock in now');
    expect(await said(preCheck(api.app, ade, 10001, false))).toBe(
      'You have already clocked out, please clock in first',
    );

    await api.untold.query(
      `DELETE FROM attendance WHERE user_id = (SELECT id FROM users WHERE nik = 10001) AND attend_date = '2026-10-07'`,
    );
    await settled();
    for (const app of [api.app, other.app])
      expect(await said(preCheck(app, ade, 10001, false))).toBe('You have not clocked in today');
  });
});

describe('held clockings', () => {
  const row = (id: number, clocking: boolean, day: string, at: string) => ({
    id,
    clocking,
    attend_date: day,
    attended_at: new Date(at),
  });

  it("keeps each day's last, and tells nothing for a day whose last is after the instant asked", () => {
    const held = heldOf(
      [
        row(3, false, '2026-10-07', '2026-10-07T10:00:00Z'),
        row(2, true, '2026-10-07', '2026-10-07T01:00:00Z'),
        row(1, false, '2026-10-06', '2026-10-06T10:00:00Z'),
      ],
      '2026-10-05',
      '2026-10-08',
    );
    expect(held.last.map((clocking) => clocking.id)).toEqual([3, 1]);
    expect(recentFrom(held, '2026-10-05', '2026-10-08', new Date('2026-10-07T11:00:00Z'))).toEqual(held.last);
    expect(recentFrom(held, '2026-10-05', '2026-10-08', new Date('2026-10-07T05:00:00Z'))).toBeNull();
    expect(recentFrom(held, '2026-10-04', '2026-10-07', new Date('2026-10-07T11:00:00Z'))).toBeNull();
  });

  it('counts a new clocking once, and an older one of the day not at all', () => {
    const held = heldOf([row(1, true, '2026-10-07', '2026-10-07T01:00:00Z')], '2026-10-05', '2026-10-08');
    const made = clockedChange(parseChange(`clocked:7:2:0:2026-10-07:${Date.parse('2026-10-07T10:00:00Z')}`))!;
    expect(made.key).toBe('7');
    const after = withClocking(held, made.made);
    expect(after.last).toEqual([row(2, false, '2026-10-07', '2026-10-07T10:00:00Z')]);
    expect(withClocking(after, made.made)).toBe(after);
    expect(withClocking(after, row(4, true, '2026-10-07', '2026-10-07T09:00:00Z'))).toBe(after);
    expect(withClocking(after, row(5, true, '2026-10-09', '2026-10-09T01:00:00Z'))).toBe(after);
  });
});
