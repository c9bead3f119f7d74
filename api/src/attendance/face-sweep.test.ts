import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import { jakartaDate } from '../lib/jakarta.js';
import { clockFields, JKT01, postClocking } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { FACE_SWEEP, sweepUncheckedFaces } from './face-sweep.js';

// Issue 49: a clock-in's face check runs after the reply, in the process that stored it. One that
// died in between left the record unchecked for ever; the sweep finds such records (of enrolled
// people, in companies with the check on, older than two minutes, within a week) and checks them
// through the same function. A dead process is simulated by storing a record with no check, or by
// clearing the check of one made through POST /attendance. TRUST_SIGNALS off: the face alone flags.
const fixture = (name: string) => readFileSync(new URL(`../face/fixtures/${name}`, import.meta.url));
/** A fixture on a 500x300 frame, as the web's clock screen sends its selfie. */
const selfieOf = (name: string) =>
  sharp(fixture(name))
    .extend({ top: 110, bottom: 110, left: 199, right: 199, background: '#556070' })
    .jpeg()
    .toBuffer();

const MINUTE = 60_000;
const log = { warn: () => undefined };
let api: TestApi;
let ade: string;
let adeId: number;

beforeAll(async () => {
  api = await startTestApi({ TRUST_SIGNALS: 'false' });
  ade = await loginAs(api.app, 10001);
  adeId = (await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = 10001'))!.id;
}, 120_000);
afterAll(() => api.close());
afterEach(() => {
  jest.restoreAllMocks();
});

/** Ade consents and enrols three pictures of the man, with the check on for his company. */
async function enrolAde() {
  await api.db.query("UPDATE companies SET face_check = true WHERE comp_kd = 'HADIR'");
  const headers = { authorization: ade };
  const status = await api.app.inject({ method: 'GET', url: '/api/v1/face', headers });
  await api.app.inject({
    method: 'POST',
    url: '/api/v1/face/consent',
    payload: { notice_version: status.json().data.notice_version },
    headers,
  });
  const form = new FormData();
  ['man-1.png', 'man-3.png', 'man-1.png'].forEach((name, i) =>
    form.append(`frame${i + 1}`, new Blob([new Uint8Array(fixture(name))], { type: 'image/png' }), name),
  );
  const encoded = new Response(form);
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/face/enrolment',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
  });
  expect(response.statusCode).toBe(200);
  // Enrolled a day ago, so records of the last hours are after the enrolment.
  await api.db.query('UPDATE face_templates SET enrolled_at = $1', [
    new Date(api.ctx.clock.now().getTime() - 1440 * MINUTE),
  ]);
}

beforeEach(async () => {
  await api.db.query('DELETE FROM attendance');
  await api.db.query('DELETE FROM face_templates');
  await api.db.query('DELETE FROM face_consents');
  await api.db.query('UPDATE companies SET face_check = false');
  await enrolAde();
});

/**
 * A clock-in stored by a process that died before its face check: the selfie in the file store, the
 * record with no face fields, arrived `minutesAgo` before the api's now (taken then, or earlier and
 * sent late).
 */
async function storeUnchecked(selfie: Buffer | string, minutesAgo: number, takenEarlierBy = 0) {
  const now = api.ctx.clock.now().getTime();
  const arrived = new Date(now - minutesAgo * MINUTE);
  const taken = new Date(arrived.getTime() - takenEarlierBy * MINUTE);
  const photo = typeof selfie === 'string' ? selfie : await api.ctx.storage.put('attendance', selfie, 'jpg');
  const row = await api.db.one<{ id: number }>(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, latitude, longitude, lok_kd, lok_nm, photo, received_at)
     VALUES ($1, true, $2, $3::date, $4, $5, 'JKT01', 'Kantor Pusat Jakarta', $6, $7) RETURNING id`,
    [adeId, taken, jakartaDate(taken), JKT01.latitude, JKT01.longitude, photo, takenEarlierBy > 0 ? arrived : null],
  );
  return row!.id;
}

interface FaceRow {
  face_score: number | null;
  face_model: string | null;
  face_outcome: string | null;
  review_status: string | null;
  risk_score: number;
  risk_signals: { id: string; words: string; weight: number }[];
}
const faceOf = async (id: number) =>
  (await api.db.one<FaceRow>(
    'SELECT face_score, face_model, face_outcome, review_status, risk_score, risk_signals FROM attendance WHERE id = $1',
    [id],
  ))!;

const sweep = (limits = FACE_SWEEP) => sweepUncheckedFaces(api.ctx, log, api.ctx.clock.now(), limits);

describe('the face sweep', () => {
  it("checks a clock-in a dead process left unchecked: the enrolled man's selfie matches, another face is flagged once", async () => {
    const his = await storeUnchecked(await selfieOf('man-2.png'), 5);
    const other = await storeUnchecked(await selfieOf('woman.png'), 4);
    expect(await sweep()).toEqual({ checked: 2, unreadable: 0 });

    const matched = await faceOf(his);
    expect(matched).toMatchObject({ face_outcome: 'match', face_model: 'human-3.3.6/faceres', review_status: null });
    expect(matched.face_score).toBeGreaterThanOrEqual(0.6);
    expect(matched.risk_signals).toEqual([]);
    const flagged = await faceOf(other);
    expect(flagged).toMatchObject({ face_outcome: 'no_match', review_status: 'needs_review' });
    expect(flagged.risk_signals).toEqual([
      expect.objectContaining({ id: 'face_mismatch', words: expect.stringMatching(/^Face did not match/) }),
    ]);

    // Checked records are not read again: a second run finds nothing and changes nothing.
    const read = jest.spyOn(api.ctx.storage, 'get');
    expect(await sweep()).toEqual({ checked: 0, unreadable: 0 });
    expect(read).not.toHaveBeenCalled();
    expect(await faceOf(other)).toEqual(flagged);
  });

  it('clears the check of a clock-in made through POST /attendance, and the sweep writes it back as the first check did', async () => {
    const response = await postClocking(api.app, ade, clockFields(10001, true, JKT01), await selfieOf('woman.png'));
    expect(response.statusCode).toBe(200);
    await api.ctx.background.settled();
    const { id } = response.json().data as { id: number };
    const firstCheck = await faceOf(id);
    expect(firstCheck).toMatchObject({ face_outcome: 'no_match', review_status: 'needs_review' });

    // The process "died" before its check: no face fields, no flag.
    await api.db.query(
      `UPDATE attendance SET face_score = NULL, face_model = NULL, face_outcome = NULL, review_status = NULL,
              risk_score = 0, risk_signals = '[]' WHERE id = $1`,
      [id],
    );
    // Two minutes are left to the process that stored it.
    expect(await sweep()).toEqual({ checked: 0, unreadable: 0 });
    api.ctx.clock.set(new Date(Date.now() + 3 * MINUTE));
    try {
      expect(await sweep()).toEqual({ checked: 1, unreadable: 0 });
    } finally {
      api.ctx.clock.set(null);
    }
    expect(await faceOf(id)).toEqual(firstCheck);
  });

  it('writes once when the check after the reply and the sweep both reach a record: the flag is not added twice', async () => {
    const id = await storeUnchecked(await selfieOf('woman.png'), 5);
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first.checked + second.checked).toBe(1);
    const row = await faceOf(id);
    expect(row.risk_signals).toEqual([expect.objectContaining({ id: 'face_mismatch' })]);
    expect(row.risk_score).toBe(row.risk_signals[0].weight);
  });

  it('checks an offline clock-in by when it arrived: taken 40 minutes before, arrived a minute ago, it waits', async () => {
    const late = await storeUnchecked(await selfieOf('man-2.png'), 1, 40);
    expect(await sweep()).toEqual({ checked: 0, unreadable: 0 });
    expect((await faceOf(late)).face_outcome).toBeNull();
    api.ctx.clock.set(new Date(Date.now() + 2 * MINUTE));
    try {
      expect(await sweep()).toEqual({ checked: 1, unreadable: 0 });
    } finally {
      api.ctx.clock.set(null);
    }
    expect((await faceOf(late)).face_outcome).toBe('match');
  });

  it('reads nothing of a company with the check off, nor of a person with no template', async () => {
    const id = await storeUnchecked(await selfieOf('man-2.png'), 5);
    const read = jest.spyOn(api.ctx.storage, 'get');
    await api.db.query("UPDATE companies SET face_check = false WHERE comp_kd = 'HADIR'");
    expect(await sweep()).toEqual({ checked: 0, unreadable: 0 });
    await api.db.query("UPDATE companies SET face_check = true WHERE comp_kd = 'HADIR'");
    await api.db.query('DELETE FROM face_templates');
    expect(await sweep()).toEqual({ checked: 0, unreadable: 0 });
    expect(read).not.toHaveBeenCalled();
    expect(await faceOf(id)).toMatchObject({ face_outcome: null, face_score: null, risk_signals: [] });
  });

  it('leaves records older than the week, and those made before the person enrolled', async () => {
    const at = (minutesAgo: number) => new Date(api.ctx.clock.now().getTime() - minutesAgo * MINUTE);
    await api.db.query('UPDATE face_templates SET enrolled_at = $1', [at(10 * 1440)]);
    const old = await storeUnchecked(await selfieOf('man-2.png'), FACE_SWEEP.windowDays * 1440 + 60);
    expect(await sweep()).toEqual({ checked: 0, unreadable: 0 });
    expect((await faceOf(old)).face_outcome).toBeNull();

    await api.db.query('UPDATE face_templates SET enrolled_at = $1', [at(30)]);
    const beforeEnrolment = await storeUnchecked(await selfieOf('man-2.png'), 45);
    const afterEnrolment = await storeUnchecked(await selfieOf('man-2.png'), 10);
    expect(await sweep()).toEqual({ checked: 1, unreadable: 0 });
    expect((await faceOf(beforeEnrolment)).face_outcome).toBeNull();
    expect((await faceOf(afterEnrolment)).face_outcome).toBe('match');
  });

  it('stores a selfie it cannot read as unreadable, unflagged, and does not try it again', async () => {
    const gone = await storeUnchecked(await selfieOf('man-2.png'), 6);
    const photo = (await api.db.one<{ photo: string }>('SELECT photo FROM attendance WHERE id = $1', [gone]))!.photo;
    await api.ctx.storage.remove('attendance', photo);
    const broken = await storeUnchecked(
      await api.ctx.storage.put('attendance', Buffer.from('not a picture at all'), 'jpg'),
      5,
    );
    expect(await sweep()).toEqual({ checked: 2, unreadable: 2 });
    for (const id of [gone, broken])
      expect(await faceOf(id)).toMatchObject({
        face_outcome: 'unreadable',
        face_score: null,
        review_status: null,
        risk_signals: [],
      });
    const read = jest.spyOn(api.ctx.storage, 'get');
    expect(await sweep()).toEqual({ checked: 0, unreadable: 0 });
    expect(read).not.toHaveBeenCalled();
  });

  it('checks a bounded batch per run, oldest arrival first, so the next run takes the rest', async () => {
    const newest = await storeUnchecked(await selfieOf('man-2.png'), 3);
    const oldest = await storeUnchecked(await selfieOf('man-2.png'), 90);
    const middle = await storeUnchecked(await selfieOf('woman.png'), 30);
    expect(await sweep({ ...FACE_SWEEP, batch: 2 })).toEqual({ checked: 2, unreadable: 0 });
    expect((await faceOf(oldest)).face_outcome).toBe('match');
    expect((await faceOf(middle)).face_outcome).toBe('no_match');
    expect((await faceOf(newest)).face_outcome).toBeNull();
    expect(await sweep({ ...FACE_SWEEP, batch: 2 })).toEqual({ checked: 1, unreadable: 0 });
    expect((await faceOf(newest)).face_outcome).toBe('match');
  });
});
