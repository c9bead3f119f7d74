import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { clockFields, JKT01, postClocking } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { FACE_MESSAGES, FACE_NOTICE_VERSION } from './messages.js';
import { sweepDepartedTemplates } from './service.js';

// Issue 49 end to end on the api: consent before enrolment, a template made on the server from the
// frames, and the clock-in's selfie compared with it after the reply; a face that does not match
// flags the record, never refuses it. TRUST_SIGNALS off, so the face is the only thing that flags.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
/** A fixture on a 500x300 frame, as the web's clock screen sends its selfie. */
const selfieOf = (name: string) =>
  sharp(fixture(name))
    .extend({ top: 110, bottom: 110, left: 199, right: 199, background: '#556070' })
    .jpeg()
    .toBuffer();
const plain = () =>
  sharp({ create: { width: 500, height: 300, channels: 3, background: '#8a6d5a' } })
    .jpeg()
    .toBuffer();

let api: TestApi;
let ade: string;

beforeAll(async () => {
  api = await startTestApi({ TRUST_SIGNALS: 'false' });
  ade = await loginAs(api.app, 10001);
}, 120_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM attendance');
  await api.db.query('DELETE FROM face_templates');
  await api.db.query('DELETE FROM face_consents');
  await api.db.query('UPDATE companies SET face_check = false, face_keep_frames = false, face_retention_days = 0');
  await api.db.query('UPDATE users SET employment_end = NULL WHERE nik = 10001');
});

const faceOn = () => api.db.query("UPDATE companies SET face_check = true WHERE comp_kd = 'HADIR'");
const status = () => api.app.inject({ method: 'GET', url: '/api/v1/face', headers: { authorization: ade } });
const consent = (version = FACE_NOTICE_VERSION) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/face/consent',
    payload: { notice_version: version },
    headers: { authorization: ade },
  });

async function enrol(frames: Buffer[]) {
  const form = new FormData();
  frames.forEach((bytes, i) =>
    form.append(`frame${i + 1}`, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `frame${i + 1}.png`),
  );
  const encoded = new Response(form);
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/face/enrolment',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, authorization: ade },
  });
}
const manFrames = () => [fixture('man-1.png'), fixture('man-3.png'), fixture('man-1.png')];

async function clock(clocking: boolean, photo: Buffer) {
  const response = await postClocking(api.app, ade, clockFields(10001, clocking, JKT01), photo);
  expect(response.statusCode).toBe(200);
  await api.ctx.background.settled();
  return {
    reply: response.json().data as { id: number; review: string | null },
    row: (await api.db.one<{
      face_score: number | null;
      face_model: string | null;
      face_outcome: string | null;
      review_status: string | null;
      risk_signals: { id: string; words: string }[];
    }>('SELECT face_score, face_model, face_outcome, review_status, risk_signals FROM attendance WHERE id = $1', [
      response.json().data.id,
    ]))!,
  };
}

describe('with the face check off (the default)', () => {
  it('changes nothing for the person: no consent taken, the clock-in stored as before with no face fields', async () => {
    expect((await status()).json().data).toMatchObject({ enabled: false, consent: null, enrolled_at: null });
    const refused = await consent();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'face_check_off', message: FACE_MESSAGES.featureOff });
    const { reply, row } = await clock(true, await selfieOf('woman.png'));
    expect(reply.review).toBeNull();
    expect(row).toEqual({
      face_score: null,
      face_model: null,
      face_outcome: null,
      review_status: null,
      risk_signals: [],
    });
  });
});

describe('consent and enrolment', () => {
  it('refuses an enrolment without consent, with words saying why, and stores nothing', async () => {
    await faceOn();
    const response = await enrol(manFrames());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'face_consent_required', message: FACE_MESSAGES.consentRequired });
    expect(await api.db.query('SELECT 1 FROM face_templates')).toHaveLength(0);
  });

  it('refuses a consent to a notice the person was not shown (another version)', async () => {
    await faceOn();
    expect((await consent('1999-01-01')).json()).toMatchObject({ error: 'face_consent_required' });
    expect(await api.db.query('SELECT 1 FROM face_consents')).toHaveLength(0);
  });

  it('records consent once, then makes the template on the server from the frames, keeping no picture', async () => {
    await faceOn();
    const given = await consent();
    expect(given.json().data.consent).toEqual({ notice_version: FACE_NOTICE_VERSION, given_at: expect.any(String) });
    await consent();
    expect(await api.db.query('SELECT 1 FROM face_consents')).toHaveLength(1);
    const response = await enrol(manFrames());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ enabled: true, enrolled_at: expect.any(String) });
    const [template] = await api.db.query<{
      descriptor: number[];
      frames: number;
      frame_files: string[];
      model: string;
    }>('SELECT descriptor, frames, frame_files, model FROM face_templates');
    expect(template).toMatchObject({ frames: 3, frame_files: [], model: 'human-3.3.6/faceres' });
    expect(template.descriptor).toHaveLength(1024);
  });

  it('asks a person who agreed to an earlier notice to read the new one, here and on the clock screen; agreeing keeps both consents and the template', async () => {
    await faceOn();
    await consent();
    expect((await enrol(manFrames())).statusCode).toBe(200);
    expect((await status()).json().data.notice_changed).toBe(false);
    const locations = async () =>
      (
        await api.app.inject({
          method: 'GET',
          url: '/api/v1/employee_attend/clockin',
          headers: { authorization: ade },
        })
      ).json().data.location as { face_check: boolean; face_notice_changed: boolean }[];
    expect((await locations())[0]).toMatchObject({ face_check: true, face_notice_changed: false });

    // As one who agreed on the first day, to the notice without learned looks.
    await api.db.query("UPDATE face_consents SET notice_version = '2026-12-07', given_at = now() - interval '1 day'");
    const before = (await status()).json().data;
    expect(before).toMatchObject({
      notice_version: FACE_NOTICE_VERSION,
      consent: { notice_version: '2026-12-07' },
      notice_changed: true,
      enrolled_at: expect.any(String),
    });
    expect((await locations())[0]).toMatchObject({ face_check: true, face_notice_changed: true });
    // Only the notice shown now can be agreed to.
    expect((await consent('2026-12-07')).statusCode).toBe(400);

    const agreed = await consent();
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().data).toMatchObject({
      consent: { notice_version: FACE_NOTICE_VERSION },
      notice_changed: false,
      enrolled_at: before.enrolled_at,
    });
    expect((await locations())[0]).toMatchObject({ face_check: true, face_notice_changed: false });
    // The record keeps both: the earlier consent closed as the new one was given.
    const rows = await api.db.query<{ notice_version: string; given_at: Date; withdrawn_at: Date | null }>(
      'SELECT notice_version, given_at, withdrawn_at FROM face_consents ORDER BY id',
    );
    expect(rows.map((row) => row.notice_version)).toEqual(['2026-12-07', FACE_NOTICE_VERSION]);
    expect(rows[0].withdrawn_at).toEqual(rows[1].given_at);
    expect(rows[1].withdrawn_at).toBeNull();
    expect(await api.db.query('SELECT 1 FROM face_templates')).toHaveLength(1);
    // Agreeing again changes nothing.
    await consent();
    expect(await api.db.query('SELECT 1 FROM face_consents')).toHaveLength(2);
  });

  it('keeps the frames when the company chooses, and deletes them with the template on withdrawal', async () => {
    await faceOn();
    await api.db.query("UPDATE companies SET face_keep_frames = true WHERE comp_kd = 'HADIR'");
    await consent();
    await enrol(manFrames());
    const [{ frame_files }] = await api.db.query<{ frame_files: string[] }>('SELECT frame_files FROM face_templates');
    expect(frame_files).toHaveLength(3);
    expect(await api.ctx.storage.get('face', frame_files[0])).not.toBeNull();
    const withdrawn = await api.app.inject({
      method: 'DELETE',
      url: '/api/v1/face/consent',
      headers: { authorization: ade },
    });
    expect(withdrawn.json().data).toMatchObject({ consent: null, enrolled_at: null });
    expect(await api.db.query('SELECT 1 FROM face_templates')).toHaveLength(0);
    expect(await api.ctx.storage.get('face', frame_files[0])).toBeNull();
    expect(await api.db.query('SELECT 1 FROM face_consents WHERE withdrawn_at IS NOT NULL')).toHaveLength(1);
  });

  it('refuses too few frames, and names the frame without a face', async () => {
    await faceOn();
    await consent();
    expect((await enrol([fixture('man-1.png'), fixture('man-3.png')])).json()).toMatchObject({
      error: 'face_frames_count',
      message: FACE_MESSAGES.framesCount(3, 5),
    });
    const noFace = await enrol([fixture('man-1.png'), await plain(), fixture('man-3.png')]);
    expect(noFace.statusCode).toBe(400);
    expect(noFace.json()).toMatchObject({ error: 'face_not_found', message: FACE_MESSAGES.noFace(2) });
    expect(await api.db.query('SELECT 1 FROM face_templates')).toHaveLength(0);
  });
});

describe('the face check at clock-in', () => {
  beforeEach(async () => {
    await faceOn();
    await consent();
    expect((await enrol(manFrames())).statusCode).toBe(200);
  });

  it("accepts the enrolled person's selfie and stores the score and the model", async () => {
    const { reply, row } = await clock(true, await selfieOf('man-2.png'));
    expect(reply.review).toBeNull();
    expect(row).toMatchObject({ face_outcome: 'match', face_model: 'human-3.3.6/faceres', review_status: null });
    expect(row.face_score).toBeGreaterThanOrEqual(0.6);
    expect(row.risk_signals).toEqual([]);
  });

  it('stores a different face, flagged "Face did not match" for review, never refused', async () => {
    const { row } = await clock(true, await selfieOf('woman.png'));
    expect(row).toMatchObject({ face_outcome: 'no_match', review_status: 'needs_review' });
    expect(row.face_score).toBeLessThan(0.45);
    expect(row.risk_signals).toEqual([
      expect.objectContaining({ id: 'face_mismatch', words: expect.stringMatching(/^Face did not match/) }),
    ]);
  });

  it('flags a selfie with no face in it', async () => {
    const { row } = await clock(true, await plain());
    expect(row).toMatchObject({ face_outcome: 'no_face', face_score: null, review_status: 'needs_review' });
    expect(row.risk_signals.map((signal) => signal.id)).toEqual(['no_face']);
  });

  it("follows the company's thresholds: set above the match's score, the same selfie is uncertain and flagged", async () => {
    await api.db.query(
      "UPDATE companies SET face_match_threshold = 0.99, face_uncertain_threshold = 0.5 WHERE comp_kd = 'HADIR'",
    );
    const { row } = await clock(true, await selfieOf('man-2.png'));
    expect(row).toMatchObject({ face_outcome: 'uncertain', review_status: 'needs_review' });
    await api.db.query('UPDATE companies SET face_match_threshold = 0.6, face_uncertain_threshold = 0.45');
  });
});

describe('retention', () => {
  it("deletes a departed person's template once the company's retention days have passed, not before", async () => {
    await faceOn();
    await consent();
    await enrol(manFrames());
    // Employment ended 40 days ago: kept under a 50-day retention, deleted under a 30-day one.
    await api.db.query('UPDATE users SET employment_end = CURRENT_DATE - 40 WHERE nik = 10001');
    await api.db.query("UPDATE companies SET face_retention_days = 50 WHERE comp_kd = 'HADIR'");
    expect(await sweepDepartedTemplates(api.ctx)).toBe(0);
    expect(await api.db.query('SELECT 1 FROM face_templates')).toHaveLength(1);
    await api.db.query("UPDATE companies SET face_retention_days = 30 WHERE comp_kd = 'HADIR'");
    expect(await sweepDepartedTemplates(api.ctx)).toBe(1);
    expect(await api.db.query('SELECT 1 FROM face_templates')).toHaveLength(0);
    expect(await api.db.query('SELECT 1 FROM face_consents WHERE withdrawn_at IS NULL')).toHaveLength(0);
  });
});

describe('HR: the rules, who is enrolled, re-enrolment', () => {
  let rina: string;
  let bambang: string;
  beforeAll(async () => {
    await api.db.query('UPDATE users SET must_reset_password = false WHERE nik IN (10009, 20009)');
    rina = await loginAs(api.app, 10009);
    bambang = await loginAs(api.app, 20009);
  });
  const hr = (bearer: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    api.app.inject({ method, url: `/api/v1/hr${url}`, payload, headers: { authorization: bearer } });

  it('turns the check on with its thresholds, audited, and refuses an uncertain threshold above the match one', async () => {
    const on = await hr(rina, 'PATCH', '/face', { face_check: true, face_match_threshold: 0.65 });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.settings).toMatchObject({ face_check: true, face_uncertain_threshold: 0.45 });
    expect(on.json().data.settings.face_match_threshold).toBeCloseTo(0.65, 5);
    const [audit] = await api.db.query<{ summary: string; changes: { field: string }[] }>(
      "SELECT summary, changes FROM audit_log WHERE action = 'face.settings' ORDER BY id DESC LIMIT 1",
    );
    expect(audit.summary).toBe('Changed the face check settings');
    expect(audit.changes.map((change) => change.field).sort()).toEqual(['face_check', 'face_match_threshold']);
    const wrong = await hr(rina, 'PATCH', '/face', { face_uncertain_threshold: 0.9 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'face_thresholds_order' });
    // Another company's rules are untouched.
    expect((await hr(bambang, 'GET', '/face')).json().data.settings.face_check).toBe(false);
    await api.db.query('UPDATE companies SET face_match_threshold = 0.6');
  });

  it("lists who enrolled, and asks one of the company's people to enrol again; not another company's", async () => {
    await faceOn();
    await consent();
    await enrol(manFrames());
    expect((await hr(rina, 'GET', '/face')).json().data.people).toEqual([
      {
        nik: 10001,
        name: 'Ade Rahmat Hidayat',
        consent_given_at: expect.any(String),
        consent_notice_version: FACE_NOTICE_VERSION,
        earlier_notice: false,
        enrolled_at: expect.any(String),
        reenrol_required: false,
        looks: 0,
      },
    ]);
    // Someone who agreed to an earlier notice is shown so.
    await api.db.query("UPDATE face_consents SET notice_version = '2026-12-07'");
    expect((await hr(rina, 'GET', '/face')).json().data.people[0]).toMatchObject({
      consent_notice_version: '2026-12-07',
      earlier_notice: true,
    });
    await api.db.query('UPDATE face_consents SET notice_version = $1', [FACE_NOTICE_VERSION]);
    expect((await hr(bambang, 'POST', '/face/10001/reenrol')).statusCode).toBe(403);
    const asked = await hr(rina, 'POST', '/face/10001/reenrol');
    expect(asked.json().data.people[0].reenrol_required).toBe(true);
    expect((await status()).json().data.reenrol_required).toBe(true);
    // Enrolling again clears it.
    await enrol(manFrames());
    expect((await status()).json().data.reenrol_required).toBe(false);
  });
});
