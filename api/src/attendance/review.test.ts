import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { clockings } from '../workdays/queries.js';
import { JKT01, clockFields, multipartPayload, selfie } from '../test/attendance.js';
import { mockConstant } from '../test/fixes.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';

// Issue 29's review: a flagged clock-in is decided by the owner's supervisor or their company's HR,
// with a reason, audited; a rejected one stays on the record and no day counts it.
let api: TestApi;
let jpeg: Buffer;
const bearer: Record<number, string> = {};

beforeAll(async () => {
  api = await startTestApi();
  jpeg = await selfie();
  await api.db.query('UPDATE users SET must_reset_password = false WHERE nik IN (10003, 10009, 20009)');
  for (const nik of [10001, 10002, 10003, 10009, 20009]) bearer[nik] = await loginAs(api.app, nik);
}, 120_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM attendance');
  await api.db.query("DELETE FROM inbox WHERE redirect = 'review'");
});

/** A clock-in with a mock app's constant fix: flagged (frozen_fixes). */
async function flaggedClocking(nik: number, clocking = true): Promise<number> {
  const fields = clockFields(nik, clocking, JKT01, {
    fixes: JSON.stringify(mockConstant(JKT01, { count: 5, endAt: Date.now() - 1000 })),
  });
  const { payload, headers } = await multipartPayload(fields, { bytes: jpeg, type: 'image/jpeg' });
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance',
    payload,
    headers: { ...headers, authorization: bearer[nik] },
  });
  expect(response.json().data.review).toBe('needs_review');
  return response.json().data.id;
}

const decide = (nik: number, body: object) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance/review',
    payload: body,
    headers: { authorization: bearer[nik] },
  });
const queue = (nik: number, query = '') =>
  api.app.inject({ method: 'GET', url: `/api/v1/attendance/review${query}`, headers: { authorization: bearer[nik] } });
/** The review outcomes in a person's inbox (what the review wrote there), oldest first. */
const inboxOf = (nik: number) =>
  api.db.query<{ message: string; status: string; redirect: string | null; itemid: string | null }>(
    `SELECT i.message, i.status, i.redirect, i.itemid FROM inbox i JOIN users u ON u.id = i.user_id
     WHERE u.nik = $1 AND i.redirect = 'review' ORDER BY i.id`,
    [nik],
  );
/** A clocking's time as its owner's inbox says it: dd-mm-yyyy HH:mm in Jakarta. */
const shownAt = async (id: number) =>
  (
    await api.db.query<{ at: string }>(
      `SELECT to_char(attended_at AT TIME ZONE 'Asia/Jakarta', 'DD-MM-YYYY HH24:MI') AS at FROM attendance WHERE id = $1`,
      [id],
    )
  )[0].at;
const reviewOf = async (id: number) =>
  (
    await api.db.query<{ review_status: string; review_reason: string }>(
      'SELECT review_status, review_reason FROM attendance WHERE id = $1',
      [id],
    )
  )[0];

describe('GET /attendance/review', () => {
  it("lists a flagged clock-in with its reasons to the owner's supervisor and to HR, not to the owner or another company's HR", async () => {
    const id = await flaggedClocking(10001);
    const dewi = (await queue(10002)).json().data;
    expect(dewi).toEqual([
      expect.objectContaining({
        id,
        nik: 10001,
        name: 'Ade Rahmat Hidayat',
        clocking: true,
        lok_nm: 'Kantor Pusat Jakarta',
        accuracy: 3,
        review: 'needs_review',
      }),
    ]);
    expect(dewi[0].reasons[0]).toBe(
      '5 fixes at exactly the same point with the same accuracy: real GPS always moves a little',
    );
    // The same signals by id with their numbers, for a reader in another language.
    expect(dewi[0].signals[0]).toEqual({ id: 'frozen_fixes', values: { count: 5 } });
    expect(dewi[0].signals).toHaveLength(dewi[0].reasons.length);
    expect((await queue(10009, '?nik=10001')).json().data.map((item: { id: number }) => item.id)).toEqual([id]);
    expect((await queue(10001)).json().data).toEqual([]);
    expect((await queue(20009)).json().data).toEqual([]);
    expect((await queue(10009, '?status=rejected')).json().data).toEqual([]);
    expect((await queue(10009, '?status=maybe')).json().message).toBe(
      'Status must be needs_review, accepted or rejected',
    );
  });
});

describe('a flagged clocking told to the supervisor (issue 47, clocking.flagged)', () => {
  const flaggedNotices = (nik: number) =>
    api.db.query<{ message: string; status: string; itemid: string; event: string | null; channel: string | null }>(
      `SELECT i.message, i.status, i.itemid, o.event, o.channel FROM inbox i JOIN users u ON u.id = i.user_id
       LEFT JOIN notification_outbox o ON o.inbox_id = i.id
       WHERE u.nik = $1 AND i.redirect = 'flagged' ORDER BY i.id`,
      [nik],
    );
  beforeEach(() => api.db.query("DELETE FROM inbox WHERE redirect = 'flagged'"));

  it("writes the supervisor's inbox item and its push with the clocking, naming the owner and the time", async () => {
    const clockIn = await flaggedClocking(10001);
    const clockOut = await flaggedClocking(10001, false);
    expect(await flaggedNotices(10002)).toEqual([
      {
        message: `Ade Rahmat Hidayat's clock-in of ${await shownAt(clockIn)} needs your review`,
        status: 'Success',
        itemid: String(clockIn),
        event: 'clocking.flagged',
        channel: 'push',
      },
      {
        message: `Ade Rahmat Hidayat's clock-out of ${await shownAt(clockOut)} needs your review`,
        status: 'Success',
        itemid: String(clockOut),
        event: 'clocking.flagged',
        channel: 'push',
      },
    ]);
    // The owner and HR are not told; a clocking nothing flagged tells nobody.
    expect(await flaggedNotices(10001)).toEqual([]);
    expect(await flaggedNotices(10009)).toEqual([]);
  });

  it('tells nobody of a clocking that is not flagged', async () => {
    // The same signals under a threshold no score reaches: stored unmarked.
    await api.db.query(`UPDATE companies SET risk_threshold = 100000 WHERE comp_kd = 'HADIR'`);
    const { payload, headers } = await multipartPayload(clockFields(10001, true, JKT01), {
      bytes: jpeg,
      type: 'image/jpeg',
    });
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/attendance',
      payload,
      headers: { ...headers, authorization: bearer[10001] },
    });
    await api.db.query(`UPDATE companies SET risk_threshold = 50 WHERE comp_kd = 'HADIR'`);
    expect(response.json().data.review).toBeNull();
    expect(await flaggedNotices(10002)).toEqual([]);
  });
});

describe('a flagged day', () => {
  const get = (nik: number, url: string) =>
    api.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: bearer[nik] } });

  it("is marked on the supervisor's today list and on HR's month of the person until it is decided; rejected, the day no longer counts it", async () => {
    const id = await flaggedClocking(10001);
    const [{ day }] = await api.db.query<{ day: string }>(
      'SELECT attend_date::text AS day FROM attendance WHERE id = $1',
      [id],
    );
    const flags = async () => {
      const today = (await get(10002, '/team/today')).json().data.people;
      const month = (await get(10009, `/hr/recap/10001?month=${day.slice(0, 7)}`)).json().data.days;
      return {
        today: Object.fromEntries(
          today.map((person: { nik: number; flagged: boolean }) => [person.nik, person.flagged]),
        ),
        day: month.find((one: { date: string }) => one.date === day),
      };
    };
    const before = await flags();
    expect(before.today[10001]).toBe(true);
    expect(before.today[10003]).toBe(false);
    expect(before.day).toMatchObject({ flagged: true, status: expect.stringMatching(/^(present|late)$/) });

    expect((await decide(10009, { ids: [id], decision: 'rejected', reason: 'Fake GPS app' })).statusCode).toBe(200);
    const after = await flags();
    expect(after.today[10001]).toBe(false);
    expect(after.day).toMatchObject({ flagged: false, first_in: null });
    expect(after.day.status).not.toMatch(/^(present|late)$/);
  });
});

describe('POST /attendance/review', () => {
  it('the supervisor accepts with a reason: the record says so, an audit row keeps who and why, and a second decision is refused', async () => {
    const id = await flaggedClocking(10001);
    const response = await decide(10002, { ids: [id], decision: 'accepted', reason: 'Saw him at the office' });
    expect(response.json()).toEqual({ message: 'Review saved', data: { reviewed: 1 } });
    expect(await reviewOf(id)).toEqual({ review_status: 'accepted', review_reason: 'Saw him at the office' });
    const [audit] = await api.db.query<Record<string, any>>(
      "SELECT * FROM audit_log WHERE action = 'attendance.review.accept'",
    );
    expect(audit).toMatchObject({
      comp_kd: 'HADIR',
      changes: [{ field: 'review', before: 'needs_review', after: 'accepted' }],
    });
    expect([Number(audit.actor_nik), Number(audit.subject_nik)]).toEqual([10002, 10001]);
    expect(audit.summary).toMatch(/^Clock In of \d{2}-\d{2}-\d{4} \d{2}:\d{2} accepted: Saw him at the office$/);

    // Ade reads the outcome in his inbox: one item, Approved, about this clocking, leading nowhere else.
    expect(await inboxOf(10001)).toEqual([
      {
        message: expect.stringMatching(/^Your clock-in of \d{2}-\d{2}-\d{4} \d{2}:\d{2} was accepted$/),
        status: 'Approved',
        redirect: 'review',
        itemid: String(id),
      },
    ]);
    expect((await inboxOf(10001))[0].message).toBe(`Your clock-in of ${await shownAt(id)} was accepted`);

    const again = await decide(10009, { ids: [id], decision: 'rejected', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'already_reviewed',
      message: 'This clock-in has already been reviewed',
    });
  });

  it('HR rejects several at once; rejected clockings no longer count for the day', async () => {
    const ade = await flaggedClocking(10001);
    const siti = await flaggedClocking(10003);
    expect(
      (await decide(10009, { ids: [ade, siti], decision: 'rejected', reason: 'Fake GPS app' })).json().data,
    ).toEqual({ reviewed: 2 });
    expect((await reviewOf(ade)).review_status).toBe('rejected');
    expect((await reviewOf(siti)).review_status).toBe('rejected');
    // Each owner is told once, with the reason: Ade of his clock-in, Siti of hers; nobody else.
    expect(await inboxOf(10001)).toEqual([
      {
        message: `Your clock-in of ${await shownAt(ade)} was rejected: Fake GPS app`,
        status: 'Rejected',
        redirect: 'review',
        itemid: String(ade),
      },
    ]);
    expect((await inboxOf(10003)).map((item) => item.message)).toEqual([
      `Your clock-in of ${await shownAt(siti)} was rejected: Fake GPS app`,
    ]);
    expect(await inboxOf(10009)).toEqual([]);
    const [{ day }] = await api.db.query<{ day: string }>(
      'SELECT attend_date::text AS day FROM attendance WHERE id = $1',
      [ade],
    );
    const users = await api.db.query<{ id: number }>('SELECT id FROM users WHERE nik IN (10001, 10003)');
    // Neither person has a clocking that counts on that day (clockings() answers them by person).
    expect(
      await clockings(
        api.db,
        users.map((user) => user.id),
        day,
        day,
      ),
    ).toEqual(new Map());
  });

  it("refuses the owner, another company's HR and a bad request, all or nothing", async () => {
    const ade = await flaggedClocking(10001);
    const dewi = await flaggedClocking(10002);
    const own = await decide(10001, { ids: [ade], decision: 'accepted', reason: 'It was me' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('not_your_review');
    expect((await decide(20009, { ids: [ade], decision: 'rejected', reason: 'x' })).statusCode).toBe(403);
    // Dewi may decide Ade's but not her own: the batch is refused whole and Ade's stays to decide.
    expect((await decide(10002, { ids: [ade, dewi], decision: 'accepted', reason: 'ok' })).statusCode).toBe(403);
    expect((await reviewOf(ade)).review_status).toBe('needs_review');
    expect(await inboxOf(10001)).toEqual([]);
    expect((await decide(10002, { ids: [ade], decision: 'accepted', reason: ' ' })).json().message).toBe(
      'A reason is required',
    );
    expect((await decide(10002, { ids: [], decision: 'accepted', reason: 'ok' })).json().message).toBe(
      'Choose 1 to 200 clock-ins to review',
    );
  });
});

describe('a reader in another zone (issue 25)', () => {
  it("gives the time on the owner's wall clock and says their zone to a reader in another (issue 25); the owner's inbox needs no zone", async () => {
    await api.db.query(`UPDATE users SET time_zone = 'Asia/Makassar' WHERE nik = 10001`);
    try {
      const id = await flaggedClocking(10001);
      const [{ wita }] = await api.db.query<{ wita: string }>(
        `SELECT to_char(attended_at AT TIME ZONE 'Asia/Makassar', 'HH24:MI') AS wita FROM attendance WHERE id = $1`,
        [id],
      );
      expect((await queue(10009, '?nik=10001')).json().data[0].attendance_time).toBe(`${wita} WITA`);
      expect((await decide(10009, { ids: [id], decision: 'accepted', reason: 'Di gudang' })).statusCode).toBe(200);
      expect((await inboxOf(10001)).at(-1)!.message).toContain(`${wita} `);
      expect((await inboxOf(10001)).at(-1)!.message).not.toContain('WITA');
    } finally {
      await api.db.query(`UPDATE users SET time_zone = NULL WHERE nik = 10001`);
    }
  });
});
