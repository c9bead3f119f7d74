import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../test/harness.js';
import { JKT01, clockFields, multipartPayload, northOf, selfie } from '../test/attendance.js';
import { seeded, stillPhone } from '../test/fixes.js';
import { MESSAGES } from './messages.js';

// Issue 29's offline clock-in through POST /attendance: the phone's key makes a clock-in sent again
// one record, and a clock-in kept on the phone counts at the phone's time within 12 hours, marked
// sent late; older is refused with words that say what to do instead.
let api: TestApi;
let jpeg: Buffer;
const random = seeded(130);
/** A Tuesday morning in Jakarta by the api's clock. */
const NOW = new Date('2026-11-10T09:00:00+07:00');
const MINUTE = 60_000;
const KEY = '0b7f7c4e-3f7a-4d53-9a51-6f1c2d3e4a5b';

beforeAll(async () => {
  api = await startTestApi();
  jpeg = await selfie();
}, 120_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM attendance');
  api.ctx.clock.set(NOW);
});

async function signIn(nik: number) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/relogin',
    payload: { nik, password: DEMO_PASSWORD },
  });
  const { token, device } = response.json().data;
  return { nik, bearer: `Bearer ${token}`, device: device as string };
}

/**
 * A clock-in at Kantor Pusat Jakarta with the key and capture time given; its fixes end a moment before
 * `fixesAt` (the machine's own time by default: the api judges a clocking sent at once by it).
 */
async function clockIn(
  who: { nik: number; bearer: string; device: string },
  extra: { client_id?: string; captured_at?: number },
  fixesAt = Date.now(),
) {
  const fixes = stillPhone(random, northOf(JKT01, 15), { count: 5, accuracy: 12, endAt: fixesAt - 1000 });
  const fields = clockFields(who.nik, true, JKT01, {
    fixes: JSON.stringify(fixes),
    ...(extra.client_id ? { client_id: extra.client_id } : {}),
    ...(extra.captured_at ? { captured_at: String(extra.captured_at) } : {}),
  });
  const { payload, headers } = await multipartPayload(fields, { bytes: jpeg, type: 'image/jpeg' });
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance',
    payload,
    headers: { ...headers, authorization: who.bearer, 'x-hadir-device': who.device },
  });
}

/** The api's clock runs on from NOW while a request is served: an instant of this test's request. */
const arrivedNow = (at: Date) => at.getTime() >= NOW.getTime() && at.getTime() < NOW.getTime() + MINUTE;

const rows = () =>
  api.db.query<{
    id: number;
    user_id: number;
    attended_at: Date;
    received_at: Date | null;
    client_id: string | null;
    risk_signals: { id: string; values: Record<string, number> }[];
    review_status: string | null;
  }>(
    'SELECT id, user_id, attended_at, received_at, client_id, risk_signals, review_status FROM attendance ORDER BY id',
  );

describe("POST /attendance with the phone's key (client_id)", () => {
  it('stores a clock-in sent twice with the same key once, and answers the second with the first record', async () => {
    const ade = await signIn(10001);
    const first = await clockIn(ade, { client_id: KEY });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: MESSAGES.clockedIn, data: { id: expect.any(Number), review: null } });
    // Sent again (the first reply was lost): not "already clocked in", the same record.
    const again = await clockIn(ade, { client_id: KEY.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: first.json().data.id, client_id: KEY });
  });

  it('stores the same key sent at once by two tabs once', async () => {
    const ade = await signIn(10001);
    const [one, two] = await Promise.all([clockIn(ade, { client_id: KEY }), clockIn(ade, { client_id: KEY })]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().data.id).toBe(two.json().data.id);
    expect(await rows()).toHaveLength(1);
  });

  it("does not meet another person's key: the same key is each person's own clock-in", async () => {
    const ade = await signIn(10001);
    const dewi = await signIn(10002);
    const adeReply = await clockIn(ade, { client_id: KEY });
    const dewiReply = await clockIn(dewi, { client_id: KEY });
    expect(dewiReply.statusCode).toBe(200);
    expect(dewiReply.json().data.id).not.toBe(adeReply.json().data.id);
    expect((await rows()).map((row) => row.client_id)).toEqual([KEY, KEY]);
  });

  it('refuses a key that is not a UUID', async () => {
    const ade = await signIn(10001);
    const response = await clockIn(ade, { client_id: 'not-a-key' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('client_id must be a UUID');
    expect(await rows()).toEqual([]);
  });
});

describe('POST /attendance with the time the phone took it (captured_at)', () => {
  it("counts a clock-in sent within two minutes at the api's own time, unmarked", async () => {
    const ade = await signIn(10001);
    const response = await clockIn(ade, { client_id: KEY, captured_at: NOW.getTime() - 40_000 });
    expect(response.json().data.review).toBeNull();
    const [row] = await rows();
    expect(arrivedNow(row.attended_at)).toBe(true);
    expect(row.received_at).toBeNull();
    expect(row.risk_signals.map((signal) => signal.id)).not.toContain('sent_late');
  });

  it("counts a clock-in kept on the phone for 35 minutes at the phone's time, keeps its arrival and marks it sent late for review", async () => {
    const ade = await signIn(10001);
    const takenAt = NOW.getTime() - 35 * MINUTE;
    const response = await clockIn(ade, { client_id: KEY, captured_at: takenAt }, takenAt);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.review).toBe('needs_review');
    const [row] = await rows();
    expect(row.attended_at.getTime()).toBe(takenAt);
    expect(arrivedNow(row.received_at!)).toBe(true);
    // Its fixes were taken a moment before the phone's time, so they are not stale for it.
    // (Unsigned here: signing.test.ts signs a kept clock-in.)
    expect(row.risk_signals.map((signal) => signal.id)).toEqual(['sent_late', 'not_signed']);
    expect(row.risk_signals[0].values).toEqual({ minutes: 35 });
    const detail = await api.app.inject({
      method: 'GET',
      url: `/api/v1/attendance/detail/${row.id}`,
      headers: { authorization: ade.bearer },
    });
    expect(detail.json().data).toMatchObject({ attendance_time: '08:25' });
  });

  it('still takes one made 11 h 59 min before', async () => {
    const ade = await signIn(10001);
    const takenAt = NOW.getTime() - (12 * 60 - 1) * MINUTE;
    const response = await clockIn(ade, { client_id: KEY, captured_at: takenAt }, takenAt);
    expect(response.statusCode).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it('refuses one made more than 12 hours before, with words that say what to do instead, and stores nothing', async () => {
    const ade = await signIn(10001);
    const response = await clockIn(ade, { client_id: KEY, captured_at: NOW.getTime() - (12 * 60 + 1) * MINUTE });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'sent_too_late',
      message:
        'This clock-in was made more than 12 hours ago and can no longer be sent. Ask for an attendance correction instead.',
    });
    expect(await rows()).toEqual([]);
  });

  it("never takes a phone's time ahead of the api's: the clock-in counts when it arrives", async () => {
    const ade = await signIn(10001);
    await clockIn(ade, { client_id: KEY, captured_at: NOW.getTime() + 60 * MINUTE });
    const [row] = await rows();
    expect(arrivedNow(row.attended_at)).toBe(true);
    expect(row.risk_signals.map((signal) => signal.id)).not.toContain('sent_late');
  });
});
