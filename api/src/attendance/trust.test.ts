import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../test/harness.js';
import { JKT01, clockFields, multipartPayload, northOf, selfie } from '../test/attendance.js';
import { mockConstant, seeded, stillPhone } from '../test/fixes.js';
import type { Fix } from './risk.js';

// Issue 29 through POST /attendance: the fixes decide the position, a vague one is refused with
// words that help, and the score's signals are stored on the record in words.
let api: TestApi;
let jpeg: Buffer;
const random = seeded(110);

beforeAll(async () => {
  api = await startTestApi();
  jpeg = await selfie();
}, 120_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM attendance');
  await api.db.query("UPDATE companies SET max_accuracy_m = NULL, risk_threshold = 50 WHERE comp_kd = 'HADIR'");
});

/** Signs in as a browser would: the bearer and the device token the api hands that browser. */
async function signIn(nik: number, devices: string[] = []) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/relogin',
    payload: { nik, password: DEMO_PASSWORD },
    headers: devices.length ? { 'x-hadir-device': devices.join(',') } : {},
  });
  const { token, device } = response.json().data;
  return { bearer: `Bearer ${token}`, device: device as string };
}

async function clock(
  who: { bearer: string },
  devices: string[],
  nik: number,
  clocking: boolean,
  fixes: Fix[] | null,
  extra: Record<string, string> = {},
) {
  const fields = clockFields(nik, clocking, JKT01, { ...(fixes ? { fixes: JSON.stringify(fixes) } : {}), ...extra });
  const { payload, headers } = await multipartPayload(fields, { bytes: jpeg, type: 'image/jpeg' });
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance',
    payload,
    headers: { ...headers, authorization: who.bearer, 'x-hadir-device': devices.join(',') },
  });
}

/** Four fixes near a point that each claim ±240 m (a phone deep indoors on cell towers alone). */
const vague = (at: { latitude: number; longitude: number }) =>
  stillPhone(random, at, { count: 4, accuracy: 5, endAt: Date.now() - 1000 }).map((fix, i) => ({
    ...fix,
    accuracy: 240 + i / 10,
  }));

const stored = async (id: number) =>
  (
    await api.db.query<Record<string, any>>(
      'SELECT latitude, accuracy, fixes, device_id, risk_score, risk_signals, review_status FROM attendance WHERE id = $1',
      [id],
    )
  )[0];

describe('POST /attendance with the fixes of the clock screen', () => {
  it("refuses a fix whose accuracy circle (±240 m) is wider than the location's radius (100 m) with words that help, and stores nothing", async () => {
    const ade = await signIn(10001);
    const fixes = vague(JKT01);
    const response = await clock(ade, [ade.device], 10001, true, fixes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'position_imprecise',
      message: 'Your position is only accurate to ±240 m. Step outside or wait a moment.',
      data: { accuracy: 240, limit: 100 },
    });
    expect(await api.db.query('SELECT id FROM attendance')).toEqual([]);
  });

  it("takes the company's maximum in place of the radius when HR set one", async () => {
    await api.db.query("UPDATE companies SET max_accuracy_m = 300 WHERE comp_kd = 'HADIR'");
    const ade = await signIn(10001);
    const fixes = vague(northOf(JKT01, 20));
    expect((await clock(ade, [ade.device], 10001, true, fixes)).statusCode).toBe(200);
  });

  // These requests are unsigned (signing.test.ts signs them): each says so with not_signed, a 20-point hint.
  it('decides on the most precise fix, stores every fix with its accuracy and the device, and flags nothing for a real phone', async () => {
    const ade = await signIn(10001);
    const fixes = stillPhone(random, northOf(JKT01, 30), { count: 6, accuracy: 25, endAt: Date.now() - 2000 });
    fixes[3] = { ...fixes[3], accuracy: 4.5 };
    const response = await clock(ade, [ade.device], 10001, true, fixes);
    expect(response.json()).toEqual({ message: 'Clock In success', data: { id: expect.any(Number), review: null } });
    const row = await stored(response.json().data.id);
    expect(row).toMatchObject({
      latitude: fixes[3].latitude,
      accuracy: 4.5,
      risk_score: 20,
      risk_signals: [expect.objectContaining({ id: 'not_signed' })],
      review_status: null,
    });
    expect(row.fixes).toEqual(fixes);
    expect(row.device_id).toMatch(/^[\w-]{16,64}$/);
  });

  it('refuses fixes that are not a list of positions with a message that says what is expected', async () => {
    const ade = await signIn(10001);
    const response = await clock(ade, [ade.device], 10001, true, null, { fixes: '[{"latitude":"north"}]' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Fixes must be a list of 1 to 30 positions/);
  });
});

describe('POST /attendance: a risky clock-in is stored "Needs review" with its reasons', () => {
  it("stores a mock app's constant fix, marked needs_review, with the words of each signal", async () => {
    const ade = await signIn(10001);
    const response = await clock(
      ade,
      [ade.device],
      10001,
      true,
      mockConstant(JKT01, { count: 5, endAt: Date.now() - 1000 }),
      { webdriver: 'true' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.review).toBe('needs_review');
    const row = await stored(response.json().data.id);
    expect(row.review_status).toBe('needs_review');
    expect(row.risk_score).toBe(110);
    expect(row.risk_signals.map((signal: { words: string }) => signal.words)).toEqual([
      '5 fixes at exactly the same point with the same accuracy: real GPS always moves a little',
      'Not signed by a key of this phone',
      'The browser said it was driven by automation software (navigator.webdriver)',
    ]);
  });

  it('flags a second browser (a new device) for a person who clocked with another, and a browser several people signed in on', async () => {
    const phone = await signIn(10001);
    const fixes = () => stillPhone(random, JKT01, { count: 5, accuracy: 15, endAt: Date.now() - 1000 });
    expect((await clock(phone, [phone.device], 10001, true, fixes())).json().data.review).toBeNull();

    const laptop = await signIn(10001);
    const second = await clock(laptop, [laptop.device], 10001, false, fixes());
    expect(second.json().data.review).toBe('needs_review');
    expect((await stored(second.json().data.id)).risk_signals.map((s: { id: string }) => s.id)).toEqual([
      'new_device',
      'not_signed',
    ]);

    // Dewi signs in on Ade's phone (the browser keeps both device tokens) and clocks in there.
    const dewi = await signIn(10002, [phone.device]);
    const shared = await clock(dewi, [dewi.device, phone.device], 10002, true, fixes());
    const signals = (await stored(shared.json().data.id)).risk_signals;
    expect(signals.map((s: { id: string; words: string }) => [s.id, s.words])).toEqual([
      ['shared_device', 'This browser has also signed in as 1 other person'],
      ['not_signed', 'Not signed by a key of this phone'],
    ]);
    expect(shared.json().data.review).toBe('needs_review');
  });

  it('follows the company threshold HR set', async () => {
    await api.db.query("UPDATE companies SET risk_threshold = 95 WHERE comp_kd = 'HADIR'");
    // frozen_fixes 60 + not_signed 20: under 95.
    const ade = await signIn(10001);
    const response = await clock(
      ade,
      [ade.device],
      10001,
      true,
      mockConstant(JKT01, { count: 5, endAt: Date.now() - 1000 }),
    );
    expect(response.json().data.review).toBeNull();
    expect((await stored(response.json().data.id)).risk_score).toBe(80);
  });
});
