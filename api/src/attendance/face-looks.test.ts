import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { sweepDepartedTemplates } from '../face/index.js';
import { clockFields, JKT01, postClocking } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { teachesFaceLook } from './face-looks.js';

// Issue 49: a genuine clock-in with dark glasses (or a hijab worn another way, a mask) scores
// "uncertain" against the enrolment's template and goes to review every day. When a reviewer accepts
// one that the face alone sent to review, its selfie's descriptor becomes a look of the person's
// template, and the next such selfie matches. TRUST_SIGNALS off, so the face is the only signal a
// clock-in gets; a record with other signals is made by adding one to the stored record.

const mismatch = (percent: number) => ({ id: 'face_mismatch', weight: 50, percent });
const other = (id: string, weight: number) => ({ id, weight });

describe('teachesFaceLook: which accepted records teach a look (rules §9 "Face check")', () => {
  // [case, face_outcome, signals, company threshold, teaches]
  const rows: [string, string | null, { id: string; weight: number }[], number, boolean][] = [
    ['uncertain, the face its only signal', 'uncertain', [mismatch(52)], 50, true],
    [
      'uncertain, with a hint that alone would not flag (not signed, 20)',
      'uncertain',
      [mismatch(52), other('not_signed', 20)],
      50,
      true,
    ],
    [
      'uncertain, with a signal that flags alone (a new phone, 50): maybe accepted for the phone',
      'uncertain',
      [mismatch(52), other('new_device', 50)],
      50,
      false,
    ],
    [
      'uncertain, with hints that together flag (20 + 30)',
      'uncertain',
      [mismatch(52), other('not_signed', 20), other('no_fixes', 30)],
      50,
      false,
    ],
    [
      'uncertain, and the phone saw no blink: another face signal',
      'uncertain',
      [mismatch(52), other('browser_no_blink', 50)],
      100,
      false,
    ],
    [
      'uncertain, and the phone took it for a photo',
      'uncertain',
      [mismatch(52), other('browser_spoof', 60)],
      100,
      false,
    ],
    ['no match: never, whatever the reviewer saw', 'no_match', [mismatch(30)], 50, false],
    ['no face found', 'no_face', [other('no_face', 50)], 50, false],
    ['a selfie that could not be read', 'unreadable', [], 50, false],
    ['a match (not in review for the face)', 'match', [other('new_device', 50)], 50, false],
    ['no face check (the company has it off)', null, [other('new_device', 50)], 50, false],
    [
      'uncertain, under a company threshold of 70 a new phone alone would not flag',
      'uncertain',
      [mismatch(52), other('new_device', 50)],
      70,
      true,
    ],
  ];
  it.each(rows)('%s', (_case, outcome, signals, threshold, teaches) => {
    expect(teachesFaceLook({ face_outcome: outcome, risk_signals: signals }, threshold)).toBe(teaches);
  });
});

const fixture = (name: string) => readFileSync(new URL(`../face/fixtures/${name}`, import.meta.url));

/** Dark lenses over the eyes of a 102x80 fixture crop (where its eyes are), and a bridge. */
const darkGlasses = (bytes: Buffer) =>
  sharp(bytes)
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="102" height="80">
             <rect x="20" y="26" width="27" height="15" rx="5" fill="#0b0b0d"/>
             <rect x="55" y="26" width="27" height="15" rx="5" fill="#0b0b0d"/>
             <line x1="47" y1="31" x2="55" y2="31" stroke="#0b0b0d" stroke-width="2"/>
           </svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** A picture on a 500x300 frame, as the web's clock screen sends its selfie. */
const selfieOf = async (bytes: Buffer | Promise<Buffer>) =>
  sharp(await bytes)
    .extend({ top: 110, bottom: 110, left: 199, right: 199, background: '#556070' })
    .jpeg()
    .toBuffer();
/** The man in dark glasses, as a selfie: uncertain against his template (0.53). */
const glasses = () => selfieOf(darkGlasses(fixture('man-1.png')));
/** The same, another day: a little darker (0.55 against the template, 0.99 against the first). */
const glassesDimmed = async () =>
  selfieOf(
    sharp(await darkGlasses(fixture('man-1.png')))
      .modulate({ brightness: 0.92 })
      .png()
      .toBuffer(),
  );

let api: TestApi;
const bearer: Record<number, string> = {};
let adeId: number;

beforeAll(async () => {
  api = await startTestApi({ TRUST_SIGNALS: 'false' });
  await api.db.query('UPDATE users SET must_reset_password = false WHERE nik IN (10009, 20009)');
  for (const nik of [10001, 10002, 10009, 20009]) bearer[nik] = await loginAs(api.app, nik);
  adeId = (await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = 10001'))!.id;
}, 120_000);
afterAll(() => api.close());

/** Ade agrees to the notice and enrols three pictures of the man (man-1, man-3, man-1). */
async function enrolAde() {
  const form = new FormData();
  ['man-1.png', 'man-3.png', 'man-1.png'].forEach((name, i) =>
    form.append(`frame${i + 1}`, new Blob([new Uint8Array(fixture(name))], { type: 'image/png' }), name),
  );
  const encoded = new Response(form);
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/face/enrolment',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { authorization: bearer[10001], 'content-type': encoded.headers.get('content-type')! },
  });
  expect(response.statusCode).toBe(200);
}

/** Each case starts from no clockings and Ade freshly consented and enrolled, the check on for HADIR only. */
async function freshEnrolment() {
  await api.db.query('DELETE FROM attendance');
  await api.db.query('DELETE FROM face_templates');
  await api.db.query('DELETE FROM face_consents');
  await api.db.query(
    "UPDATE companies SET face_check = (comp_kd = 'HADIR'), face_match_threshold = 0.6, face_uncertain_threshold = 0.45",
  );
  const headers = { authorization: bearer[10001] };
  const status = await api.app.inject({ method: 'GET', url: '/api/v1/face', headers });
  const consent = await api.app.inject({
    method: 'POST',
    url: '/api/v1/face/consent',
    payload: { notice_version: status.json().data.notice_version },
    headers,
  });
  expect(consent.statusCode).toBe(200);
  await enrolAde();
}

interface Checked {
  id: number;
  face_outcome: string | null;
  face_score: number | null;
  review_status: string | null;
}

/** Ade clocks in or out with this selfie; answers the record once its face check has run. */
async function clock(clocking: boolean, selfie: Buffer): Promise<Checked> {
  const response = await postClocking(api.app, bearer[10001], clockFields(10001, clocking, JKT01), selfie);
  expect(response.statusCode).toBe(200);
  await api.ctx.background.settled();
  return (await api.db.one<Checked>(
    'SELECT id, face_outcome, face_score, review_status FROM attendance WHERE id = $1',
    [response.json().data.id],
  ))!;
}

/** A reviewer decides; answers the status, once the work after the reply (the look) is done. */
async function decide(nik: number, ids: number[], decision: 'accepted' | 'rejected' = 'accepted') {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance/review',
    payload: { ids, decision, reason: 'It is him, with his sunglasses' },
    headers: { authorization: bearer[nik] },
  });
  await api.ctx.background.settled();
  return response.statusCode;
}

const looks = () =>
  api.db.query<{ attendance_id: number; descriptor: number[] }>(
    'SELECT attendance_id, descriptor FROM face_looks WHERE user_id = $1 ORDER BY id',
    [adeId],
  );
const hrLooks = async () =>
  (await api.app.inject({ method: 'GET', url: '/api/v1/hr/face', headers: { authorization: bearer[10009] } })).json()
    .data.people[0].looks;

describe('POST /attendance/review: an accepted uncertain face teaches a look', () => {
  beforeEach(freshEnrolment);

  it('learns the look of a face-only uncertain record the supervisor accepts, and the next such selfie matches', async () => {
    const first = await clock(true, await glasses());
    expect(first).toMatchObject({ face_outcome: 'uncertain', review_status: 'needs_review' });
    // The same look again, before anyone decided: uncertain too.
    const again = await clock(false, await glassesDimmed());
    expect(again.face_outcome).toBe('uncertain');

    expect(await decide(10002, [first.id])).toBe(200);
    const learned = await looks();
    expect(learned).toEqual([{ attendance_id: first.id, descriptor: expect.any(Array) }]);
    expect(learned[0].descriptor).toHaveLength(1024);
    expect(await hrLooks()).toBe(1);

    // The next day's dark glasses match: the best of the template and the look.
    const next = await clock(true, await glassesDimmed());
    expect(next).toMatchObject({ face_outcome: 'match', review_status: null });
    expect(next.face_score).toBeGreaterThanOrEqual(0.6);
    // No picture is kept for it: the look is the descriptor only.
    expect(await api.ctx.storage.list('face')).toEqual([]);
  });

  it('learns nothing from an accepted "no match" (someone else), nor from a rejected uncertain one', async () => {
    const woman = await clock(true, await selfieOf(fixture('woman.png')));
    expect(woman.face_outcome).toBe('no_match');
    expect(await decide(10002, [woman.id])).toBe(200);
    const uncertain = await clock(false, await glasses());
    expect(uncertain.face_outcome).toBe('uncertain');
    expect(await decide(10002, [uncertain.id], 'rejected')).toBe(200);
    expect(await looks()).toEqual([]);
    expect(await hrLooks()).toBe(0);
  });

  it('learns nothing from a record that other signals flagged too (the reviewer may have accepted it for them)', async () => {
    const record = await clock(true, await glasses());
    expect(record.face_outcome).toBe('uncertain');
    // As the clock-in had also arrived late (offline): a signal that reaches the threshold alone.
    await api.db.query(
      `UPDATE attendance SET risk_signals = risk_signals || '[{"id":"sent_late","weight":50,"words":"Sent 3 hours after it was taken","values":{}}]'::jsonb,
              risk_score = risk_score + 50 WHERE id = $1`,
      [record.id],
    );
    expect(await decide(10002, [record.id])).toBe(200);
    expect(await looks()).toEqual([]);
  });

  it("learns nothing when another company's HR tries to accept: refused as before", async () => {
    const record = await clock(true, await glasses());
    expect(await decide(20009, [record.id])).toBe(403);
    expect(await looks()).toEqual([]);
  });

  it('learns nothing for a person whose consent is to the notice before looks were in it, until they agree to the new one', async () => {
    await api.db.query("UPDATE face_consents SET notice_version = '2026-12-07' WHERE user_id = $1", [adeId]);
    const record = await clock(true, await glasses());
    expect(await decide(10002, [record.id])).toBe(200);
    expect(await looks()).toEqual([]);
    // They read the new notice and agree: the next such record accepted teaches a look.
    const headers = { authorization: bearer[10001] };
    const status = (await api.app.inject({ method: 'GET', url: '/api/v1/face', headers })).json().data;
    expect(status.notice_changed).toBe(true);
    const agreed = await api.app.inject({
      method: 'POST',
      url: '/api/v1/face/consent',
      payload: { notice_version: status.notice_version },
      headers,
    });
    expect(agreed.json().data.notice_changed).toBe(false);
    const next = await clock(false, await glassesDimmed());
    expect(next.face_outcome).toBe('uncertain');
    expect(await decide(10002, [next.id])).toBe(200);
    expect((await looks()).map((look) => look.attendance_id)).toEqual([next.id]);
  });

  it('learns nothing from a bulk accept: the same dark glasses stay uncertain until one such record is accepted on its own', async () => {
    const first = await clock(true, await glasses());
    const second = await clock(false, await glassesDimmed());
    expect([first.face_outcome, second.face_outcome]).toEqual(['uncertain', 'uncertain']);
    expect(await decide(10009, [first.id, second.id])).toBe(200);
    const accepted = await api.db.query<{ review_status: string }>(
      'SELECT review_status FROM attendance WHERE id = ANY($1::bigint[])',
      [[first.id, second.id]],
    );
    expect(accepted.map((row) => row.review_status)).toEqual(['accepted', 'accepted']);
    expect(await looks()).toEqual([]);
    expect(await hrLooks()).toBe(0);

    const next = await clock(true, await glassesDimmed());
    expect(next).toMatchObject({ face_outcome: 'uncertain', review_status: 'needs_review' });
    expect(await decide(10009, [next.id])).toBe(200);
    expect((await looks()).map((look) => look.attendance_id)).toEqual([next.id]);
  });

  it('keeps at most three looks: the fourth replaces the oldest', async () => {
    // Thresholds set high, so four different pictures of the man are each uncertain against the
    // template and the looks learned before them (only the same picture again would score 0.99).
    await api.db.query("UPDATE companies SET face_match_threshold = 0.99 WHERE comp_kd = 'HADIR'");
    const pictures = [
      darkGlasses(fixture('man-1.png')),
      Promise.resolve(fixture('man-2.png')),
      sharp(fixture('man-3.png')).blur(1.2).png().toBuffer(),
      sharp(fixture('man-2.png')).modulate({ brightness: 0.5 }).png().toBuffer(),
    ];
    const ids: number[] = [];
    for (const [i, picture] of pictures.entries()) {
      const record = await clock(i % 2 === 0, await selfieOf(picture));
      expect(record.face_outcome).toBe('uncertain');
      ids.push(record.id);
    }
    // Accepted one at a time, as a look is taught (a bulk accept teaches none).
    for (const id of ids) expect(await decide(10009, [id])).toBe(200);
    expect((await looks()).map((look) => look.attendance_id)).toEqual(ids.slice(1));
    expect(await hrLooks()).toBe(3);
  });
});

describe('the looks go with the template', () => {
  beforeEach(freshEnrolment);

  async function learnOne() {
    const record = await clock(true, await glasses());
    expect(await decide(10002, [record.id])).toBe(200);
    expect(await looks()).toHaveLength(1);
    return record;
  }

  it('a withdrawal deletes them with the template', async () => {
    await learnOne();
    const withdrawn = await api.app.inject({
      method: 'DELETE',
      url: '/api/v1/face/consent',
      headers: { authorization: bearer[10001] },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await api.db.query('SELECT 1 FROM face_looks')).toEqual([]);
  });

  it("the retention sweep deletes them with a departed person's template", async () => {
    await learnOne();
    await api.db.query('UPDATE users SET employment_end = CURRENT_DATE - 2 WHERE id = $1', [adeId]);
    try {
      expect(await sweepDepartedTemplates(api.ctx)).toBe(1);
    } finally {
      await api.db.query('UPDATE users SET employment_end = NULL WHERE id = $1', [adeId]);
    }
    expect(await api.db.query('SELECT 1 FROM face_looks')).toEqual([]);
  });

  it('a re-enrolment deletes them, and a record checked against the old template, accepted after, teaches the new one nothing', async () => {
    const learnt = await clock(true, await glasses());
    const pending = await clock(false, await glassesDimmed());
    expect(pending.face_outcome).toBe('uncertain');
    expect(await decide(10002, [learnt.id])).toBe(200);
    expect(await looks()).toHaveLength(1);
    await enrolAde();
    expect(await looks()).toEqual([]);
    expect(await hrLooks()).toBe(0);
    expect(await decide(10002, [pending.id])).toBe(200);
    expect(await looks()).toEqual([]);
  });
});
