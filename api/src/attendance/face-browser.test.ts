import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { clockFields, postClocking, selfie } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { browserFaceSignal, DEFAULT_RISK_THRESHOLD, needsReview, type BrowserFace, type SignalId } from './risk.js';

// Issue 49: the clock screen's face check goes with the clock-in (face_browser); where the company
// checks faces, no face, several faces or a spoof sends the record to review, never refuses it.

describe('browserFaceSignal: what the phone saw → the signal on the record', () => {
  it.each<[BrowserFace | null, SignalId | null, string | null, boolean]>([
    // outcome, signal, its words, sent to review alone (threshold 50)
    // One face, the blink challenge could not run (the phone's engine failed on the live video).
    ['one_face', null, null, false],
    // The blink challenge on the live camera saw a blink before Capture.
    ['blinked', null, null, false],
    // No blink seen, asked or not (Capture before the challenge's first frame): a photo held to the
    // camera does not blink.
    ['no_blink', 'browser_no_blink', 'The phone saw no blink before the selfie', true],
    // The models could not load or the phone gave up: the server's own check of the selfie still runs.
    ['not_run', null, null, false],
    [null, null, null, false],
    ['no_face', 'browser_no_face', 'The phone found no face in the selfie', true],
    ['many_faces', 'browser_many_faces', 'The phone found more than one face in the selfie', true],
    ['spoof', 'browser_spoof', 'The phone took the selfie for a photo or a screen, not a live face', true],
  ])('%s → %s', (outcome, id, words, flagged) => {
    const signal = browserFaceSignal(outcome);
    expect(signal?.id ?? null).toBe(id);
    expect(signal?.words ?? null).toBe(words);
    expect(needsReview(signal?.weight ?? 0, DEFAULT_RISK_THRESHOLD)).toBe(flagged);
  });
});

describe('POST /attendance face_browser', () => {
  let api: TestApi;
  let bearer: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    api = await startTestApi();
    bearer = await loginAs(api.app, 10001);
    jpeg = await selfie();
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.db.query('DELETE FROM attendance');
    await api.db.query('UPDATE companies SET face_check = false');
  });

  async function clockIn(extra: Record<string, string>) {
    const response = await postClocking(api.app, bearer, clockFields(10001, true, undefined, extra), jpeg);
    await api.ctx.background.settled();
    return response;
  }
  const stored = async () =>
    (
      await api.db.query<{ face_browser: string | null; risk_signals: { id: string; words: string }[] }>(
        'SELECT face_browser, risk_signals FROM attendance',
      )
    ).map((row) => ({ face: row.face_browser, signals: row.risk_signals.map((signal) => signal.id) }));

  it('refuses an outcome it does not know with 400 and words naming the ones it takes, storing nothing', async () => {
    const response = await clockIn({ face_browser: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'face_browser must be one of one_face, blinked, no_blink, no_face, many_faces, spoof, not_run',
    });
    expect(await stored()).toEqual([]);
  });

  it('stores what the phone saw and flags several faces where the company checks faces', async () => {
    await api.db.query("UPDATE companies SET face_check = true WHERE comp_kd = 'HADIR'");
    const response = await clockIn({ face_browser: 'many_faces' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.review).toBe('needs_review');
    const [row] = await stored();
    expect(row.face).toBe('many_faces');
    expect(row.signals).toContain('browser_many_faces');
    const detail = await api.app.inject({
      method: 'GET',
      url: `/api/v1/attendance/detail/${response.json().data.id}`,
      headers: { authorization: bearer },
    });
    expect(detail.json().data).toMatchObject({
      face_browser: 'many_faces',
      review_reasons: expect.arrayContaining(['The phone found more than one face in the selfie']),
    });
  });

  it('stores a clock-in whose selfie came without a blink and sends it to review, never refusing it', async () => {
    await api.db.query("UPDATE companies SET face_check = true WHERE comp_kd = 'HADIR'");
    const response = await clockIn({ face_browser: 'no_blink' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.review).toBe('needs_review');
    expect(await stored()).toEqual([{ face: 'no_blink', signals: expect.arrayContaining(['browser_no_blink']) }]);
  });

  it('adds nothing for a face that blinked', async () => {
    await api.db.query("UPDATE companies SET face_check = true WHERE comp_kd = 'HADIR'");
    expect((await clockIn({ face_browser: 'blinked' })).statusCode).toBe(200);
    const [row] = await stored();
    expect(row.face).toBe('blinked');
    expect(row.signals.filter((id) => id.startsWith('browser_'))).toEqual([]);
  });

  it('adds nothing for one face', async () => {
    await api.db.query("UPDATE companies SET face_check = true WHERE comp_kd = 'HADIR'");
    expect((await clockIn({ face_browser: 'one_face' })).statusCode).toBe(200);
    const [row] = await stored();
    expect(row).toEqual({ face: 'one_face', signals: expect.not.arrayContaining(['browser_no_face']) });
    expect(row.signals.filter((id) => id.startsWith('browser_'))).toEqual([]);
  });

  it('with the face check off, keeps nothing of the field and adds no signal (a hand-made request)', async () => {
    expect((await clockIn({ face_browser: 'spoof' })).statusCode).toBe(200);
    const [row] = await stored();
    expect(row.face).toBeNull();
    expect(row.signals.filter((id) => id.startsWith('browser_'))).toEqual([]);
  });
});

describe('GET /employee_attend/:types face_check', () => {
  let api: TestApi;
  let bearer: string;

  beforeAll(async () => {
    api = await startTestApi();
    bearer = await loginAs(api.app, 10001);
  });
  afterAll(() => api.close());

  const faceChecks = async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/v1/employee_attend/clockin',
      headers: { authorization: bearer },
    });
    return response.json().data.location.map((location: { face_check: boolean }) => location.face_check);
  };

  it('says so only where the company checks faces and the person is enrolled', async () => {
    expect(await faceChecks()).toEqual([false, false]);
    await api.db.query("UPDATE companies SET face_check = true WHERE comp_kd = 'HADIR'");
    // Not enrolled yet: the clock screen has nothing to check against, so it loads no models.
    expect(await faceChecks()).toEqual([false, false]);
    await api.db.query(
      `INSERT INTO face_templates (user_id, descriptor, model, frames, enrolled_at)
       SELECT id, array_fill(0.03125::real, ARRAY[1024]), 'faceres', 3, now() FROM users WHERE nik = 10001`,
    );
    expect(await faceChecks()).toEqual([true, true]);
    await api.db.query('UPDATE companies SET face_check = false');
    expect(await faceChecks()).toEqual([false, false]);
  });
});
