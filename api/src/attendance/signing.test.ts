import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { webcrypto, type webcrypto as WebCrypto } from 'node:crypto';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../test/harness.js';
import { JKT01, clockFields, multipartPayload, northOf, selfie } from '../test/attendance.js';
import { auditRows, hrRequest, loginHrActors } from '../test/hr.js';
import { seeded, stillPhone } from '../test/fixes.js';
import { jakartaDisplayDate } from '../lib/jakarta.js';
import { MESSAGES } from './messages.js';
import { sha256Hex, signedText, type SignedFix, type SigningBinding } from './signing.js';

// Issue 29's key per phone through the routes: a phone registers its public key, asks for a nonce,
// signs the clock-in as the web does (WebCrypto ECDSA P-256, here Node's own) and the api checks it.
// Every outcome is a word on the record and a weight in the score; none refuses a clock-in.
let api: TestApi;
let jpeg: Buffer;
let hr: ReturnType<typeof hrRequest>;
const random = seeded(160);
/** A Tuesday morning in Jakarta by the api's clock. */
const NOW = new Date('2026-11-10T09:00:00+07:00');
const MINUTE = 60_000;
const CLIENT_ID = '5f0c1b7e-2a9d-4c3b-8e6f-1a2b3c4d5e6f';

beforeAll(async () => {
  api = await startTestApi();
  jpeg = await selfie();
  hr = hrRequest(api.app, await loginHrActors(api.app));
}, 120_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM attendance');
  await api.db.query('DELETE FROM device_keys');
  api.ctx.clock.set(NOW);
});

interface Phone {
  nik: number;
  bearer: string;
  device: string;
  keys: WebCrypto.CryptoKeyPair;
  keyId: string;
}

/** A person signed in on a phone that has made its key pair (not registered yet). */
async function phone(nik: number): Promise<Phone> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/relogin',
    payload: { nik, password: DEMO_PASSWORD },
  });
  const { token, device } = response.json().data;
  const keys = (await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])) as WebCrypto.CryptoKeyPair;
  return { nik, bearer: `Bearer ${token}`, device, keys, keyId: '' };
}

const call = (who: Phone, url: string, payload?: object) =>
  api.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: {
      authorization: who.bearer,
      'x-hadir-device': who.device,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
    },
  });

async function register(who: Phone): Promise<Phone> {
  const jwk = await webcrypto.subtle.exportKey('jwk', who.keys.publicKey);
  const response = await call(who, '/attendance/keys', {
    public_key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
  });
  expect(response.statusCode).toBe(200);
  return { ...who, keyId: response.json().data.key_id };
}

/** A spent nonce as the clock-in keeps it: its first 12 bytes, the random ones (the time and the seal follow). */
const keptAs = (nonce: string) => Buffer.from(nonce, 'base64url').subarray(0, 12);

async function nonce(who: Phone): Promise<string> {
  const response = await call(who, '/attendance/nonce');
  expect(response.statusCode).toBe(200);
  return response.json().data.nonce;
}

const sign = async (who: Phone, text: string) =>
  Buffer.from(
    await webcrypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      who.keys.privateKey,
      new TextEncoder().encode(text),
    ),
  ).toString('base64url');

interface Options {
  binding?: SigningBinding | null;
  clientId?: string;
  capturedAt?: number;
  /** Changes what is sent after it was signed. */
  tamper?: (fixes: SignedFix[]) => SignedFix[];
  fixesAt?: number;
  keyId?: string;
}

/** A clock-in at Kantor Pusat Jakarta, signed as the web signs it (unless binding is null). */
async function clockIn(who: Phone, options: Options = {}) {
  const fixes: SignedFix[] = stillPhone(random, northOf(JKT01, 15), {
    count: 5,
    accuracy: 12,
    endAt: (options.fixesAt ?? Date.now()) - 1000,
  });
  const extra: Record<string, string> = { fixes: JSON.stringify(options.tamper ? options.tamper(fixes) : fixes) };
  if (options.clientId) extra.client_id = options.clientId;
  if (options.capturedAt) extra.captured_at = String(options.capturedAt);
  if (options.binding !== null) {
    const binding = options.binding ?? { nonce: await nonce(who) };
    const text = signedText(binding, {
      clocking: true,
      nik: who.nik,
      clientId: options.clientId ?? null,
      capturedAt: options.capturedAt ?? null,
      fixes,
      photoSha256: sha256Hex(jpeg),
    });
    extra.signature = await sign(who, text);
    extra.key_id = options.keyId ?? who.keyId;
    if ('nonce' in binding) extra.nonce = binding.nonce;
  }
  const { payload, headers } = await multipartPayload(clockFields(who.nik, true, JKT01, extra), {
    bytes: jpeg,
    type: 'image/jpeg',
  });
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance',
    payload,
    headers: { ...headers, authorization: who.bearer, 'x-hadir-device': who.device },
  });
  expect(response.json()).toMatchObject({ message: MESSAGES.clockedIn });
  return response.json().data as { id: number; review: 'needs_review' | null };
}

/** Makes a stored clock-in a clock-out, so the next clock-in is not refused as a clocking (its nonce stays spent on it). */
const clockedOut = (id: number) => api.db.query('UPDATE attendance SET clocking = false WHERE id = $1', [id]);

const record = (id: number) =>
  api.db.one<{
    signature: string | null;
    key_id: string | null;
    risk_signals: { id: string; words: string; weight: number }[];
    review_status: string | null;
  }>('SELECT signature, key_id, risk_signals, review_status FROM attendance WHERE id = $1', [id]);

const detail = async (who: Phone, id: number) =>
  (
    await api.app.inject({
      method: 'GET',
      url: `/api/v1/attendance/detail/${id}`,
      headers: { authorization: who.bearer },
    })
  ).json().data;

const signalIds = async (id: number) => (await record(id))!.risk_signals.map((signal) => signal.id);

describe('the text a phone signs', () => {
  it("is the web's, byte for byte (the same vector as web/src/features/attendance/lib/clock-signing.test.ts)", () => {
    const fields = {
      clocking: true,
      nik: 10001,
      clientId: null,
      capturedAt: null,
      fixes: [
        {
          latitude: -6.2001234,
          longitude: 106.8166661,
          accuracy: 12.5,
          altitude: null,
          speed: 0,
          timestamp: 1794280000123,
        },
        {
          latitude: -6.2001301,
          longitude: 106.81667,
          accuracy: 9,
          altitude: 31.2,
          speed: null,
          timestamp: 1794280001123,
        },
      ],
      photoSha256: sha256Hex(new TextEncoder().encode('selfie bytes')),
    };
    expect(signedText({ nonce: 'n0nce-AbCdEfGhIjKlMnOpQrStUv' }, fields)).toBe(
      'hadir-clocking-v1\nnonce:n0nce-AbCdEfGhIjKlMnOpQrStUv\nd47be2e430f45fefd1bf337d79d9e6273c1702e6a5b408c06549565d49ee7e61',
    );
    expect(
      signedText(
        { offline: { clientId: CLIENT_ID, capturedAt: 1794280002000 } },
        { ...fields, clocking: false, clientId: CLIENT_ID, capturedAt: 1794280002000 },
      ),
    ).toBe(
      `hadir-clocking-v1\noffline:${CLIENT_ID}:1794280002000\nfe69b3acaef51829deaf4a642f4a8e3d3c218fccd8c6ec0874ad660280c3f9d6`,
    );
  });
});

describe("a clock-in signed by the phone's key", () => {
  it('is stored as signed with no risk, and its detail says by a key registered that day', async () => {
    const ade = await register(await phone(10001));
    const { id, review } = await clockIn(ade);
    expect(review).toBeNull();
    expect(await record(id)).toMatchObject({
      signature: 'signed',
      key_id: ade.keyId,
      review_status: null,
      risk_signals: [],
    });
    expect(await detail(ade, id)).toMatchObject({
      signature: 'signed',
      key_registered: jakartaDisplayDate(new Date()),
    });
  });

  it("takes the nonce the pre-check answered with (the clock screen's one request before Submit), once", async () => {
    const ade = await register(await phone(10001));
    const check = await call(ade, '/check_attend', { clocking: true, nik: 10001 });
    expect(check.json()).toMatchObject({
      message: 'You can clock in now',
      data: { nonce: expect.any(String), expires_at: expect.stringMatching(/^2026-11-10T02:05:/) },
    }); // five minutes from the api's clock
    const { nonce: offered } = check.json().data as { nonce: string };
    const first = await clockIn(ade, { binding: { nonce: offered } });
    expect(first.review).toBeNull();
    expect(await record(first.id)).toMatchObject({ signature: 'signed', risk_signals: [] });
    await clockedOut(first.id);
    const replay = await clockIn(ade, { binding: { nonce: offered } });
    expect((await record(replay.id))!.risk_signals).toEqual([
      expect.objectContaining({ id: 'bad_signature', words: expect.stringContaining('already used') }),
    ]);
  });

  it('registers the same key once: again it answers the same id', async () => {
    const ade = await register(await phone(10001));
    const again = await register({ ...ade, keyId: '' });
    expect(again.keyId).toBe(ade.keyId);
    expect(await api.db.query('SELECT 1 FROM device_keys')).toHaveLength(1);
  });

  it('refuses a key that is not a P-256 public key', async () => {
    const ade = await phone(10001);
    const response = await call(ade, '/attendance/keys', {
      public_key: { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'B'.repeat(43) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.keyNotUsable, error: 'invalid_key' });
  });
});

describe('a signature that does not check out is stored and flagged, never refused', () => {
  it('a payload changed after it was signed: "Signature does not match"', async () => {
    const ade = await register(await phone(10001));
    const { id, review } = await clockIn(ade, {
      tamper: (fixes) => fixes.map((fix) => ({ ...fix, latitude: fix.latitude + 0.00001 })),
    });
    expect(review).toBe('needs_review');
    const stored = (await record(id))!;
    expect(stored.signature).toBe('bad_signature');
    expect(stored.risk_signals).toEqual([
      expect.objectContaining({
        id: 'bad_signature',
        weight: 60,
        words: expect.stringMatching(/^Signature does not match/),
      }),
    ]);
    expect(await detail(ade, id)).toMatchObject({ signature: 'bad_signature' });
  });

  it('a nonce used twice: the replay is flagged', async () => {
    const ade = await register(await phone(10001));
    const used = await nonce(ade);
    const first = await clockIn(ade, { binding: { nonce: used } });
    expect(first.review).toBeNull();
    // The same signed nonce again is refused as a nonce, not as a clocking.
    await clockedOut(first.id);
    const replay = await clockIn(ade, { binding: { nonce: used } });
    expect(replay.review).toBe('needs_review');
    expect((await record(replay.id))!.risk_signals).toEqual([
      expect.objectContaining({ id: 'bad_signature', words: expect.stringContaining('already used') }),
    ]);
    // Spent by the first only: the replay is kept without it.
    expect(await api.db.query('SELECT id FROM attendance WHERE nonce = $1', [keptAs(used)])).toEqual([
      { id: first.id },
    ]);
  });

  it('a nonce that has expired (five minutes) is flagged', async () => {
    const ade = await register(await phone(10001));
    const old = await nonce(ade);
    api.ctx.clock.set(new Date(NOW.getTime() + 6 * MINUTE));
    const { id, review } = await clockIn(ade, { binding: { nonce: old } });
    expect(review).toBe('needs_review');
    expect((await record(id))!.risk_signals).toEqual([
      expect.objectContaining({ id: 'bad_signature', words: expect.stringContaining('expired') }),
    ]);
  });

  it("another person's nonce is not this person's", async () => {
    const ade = await register(await phone(10001));
    const dewi = await phone(10002);
    const { id } = await clockIn(ade, { binding: { nonce: await nonce(dewi) } });
    expect((await record(id))!.risk_signals).toEqual([
      expect.objectContaining({ id: 'bad_signature', words: expect.stringContaining('not issued to this person') }),
    ]);
  });

  it("a nonce is sealed by the api, not stored: asking for one writes nothing, and one changed by a character is not this person's", async () => {
    const ade = await register(await phone(10001));
    const issued = await nonce(ade);
    expect(issued).toMatch(/^[\w-]{46}$/);
    expect(await api.db.query('SELECT nonce FROM attendance WHERE nonce IS NOT NULL')).toEqual([]);
    const changed = `${issued.slice(0, 10)}${issued[10] === 'A' ? 'B' : 'A'}${issued.slice(11)}`;
    const { id, review } = await clockIn(ade, { binding: { nonce: changed } });
    expect(review).toBe('needs_review');
    expect((await record(id))!.risk_signals).toEqual([
      expect.objectContaining({ id: 'bad_signature', words: expect.stringContaining('not issued to this person') }),
    ]);
    // Spent once, it is kept on the clock-in that spent it.
    await clockedOut(id);
    const spent = await clockIn(ade, { binding: { nonce: issued } });
    expect(
      await api.db.query(`SELECT id, encode(nonce, 'hex') AS nonce FROM attendance WHERE nonce IS NOT NULL`),
    ).toEqual([{ id: spent.id, nonce: keptAs(issued).toString('hex') }]);
  });

  it("a nonce needs a valid token, not more: a token that is not the api's gets 401", async () => {
    const ade = await phone(10001);
    const response = await call({ ...ade, bearer: 'Bearer not.a.token' }, '/attendance/nonce');
    expect(response.statusCode).toBe(401);
  });

  it("HR's list of a person's keys says when each last signed a clock-in", async () => {
    const ade = await register(await phone(10001));
    const { id: adeId } = (await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = 10001'))!;
    const before = await hr('hadirAdmin', 'GET', `/employees/${adeId}/signing-keys`);
    expect(before.json().data).toEqual([
      expect.objectContaining({ key_id: ade.keyId, last_used_at: null, clockings: 0 }),
    ]);
    const { id } = await clockIn(ade);
    const { attended_at: signedAt } = (await api.db.one<{ attended_at: Date }>(
      'SELECT attended_at FROM attendance WHERE id = $1',
      [id],
    ))!;
    const after = await hr('hadirAdmin', 'GET', `/employees/${adeId}/signing-keys`);
    expect(after.json().data).toEqual([
      expect.objectContaining({ key_id: ade.keyId, last_used_at: signedAt.toISOString(), clockings: 1 }),
    ]);
  });

  it('a key never registered to this person is flagged', async () => {
    const ade = await phone(10001);
    // Registered to someone else: still not Ade's.
    const dewi = await register({ ...(await phone(10002)), keys: ade.keys });
    const { id, review } = await clockIn(ade, { keyId: dewi.keyId });
    expect(review).toBe('needs_review');
    expect(await record(id)).toMatchObject({ signature: 'bad_signature', key_id: null });
    expect((await record(id))!.risk_signals[0].words).toBe('Signed by a key that is not registered to this person');
  });

  it('a key HR revoked: its signatures are flagged "Key revoked", and the revocation is audited', async () => {
    const ade = await register(await phone(10001));
    const { id: adeId } = (await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = 10001'))!;
    const listed = await hr('hadirAdmin', 'GET', `/employees/${adeId}/signing-keys`);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ key_id: ade.keyId, device: 'Chrome on Android', revoked_at: null, clockings: 0 }),
    ]);
    // Another company's HR may not.
    expect((await hr('hlogAdmin', 'POST', `/employees/${adeId}/signing-keys/${ade.keyId}/revoke`, {})).statusCode).toBe(
      403,
    );
    const revoked = await hr('hadirAdmin', 'POST', `/employees/${adeId}/signing-keys/${ade.keyId}/revoke`, {});
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked_at).toEqual(expect.any(String));
    expect(await auditRows(api.db, 'employee.revoke_signing_key')).toEqual([
      expect.objectContaining({
        actor_nik: 10009,
        subject_nik: 10001,
        summary: expect.stringContaining('Chrome on Android'),
      }),
    ]);
    // Revoked again: nothing more is recorded.
    await hr('hadirAdmin', 'POST', `/employees/${adeId}/signing-keys/${ade.keyId}/revoke`, {});
    expect(await auditRows(api.db, 'employee.revoke_signing_key')).toHaveLength(1);
    const { id, review } = await clockIn(ade);
    expect(review).toBe('needs_review');
    expect(await record(id)).toMatchObject({
      signature: 'key_revoked',
      risk_signals: [expect.objectContaining({ id: 'key_revoked', weight: 60 })],
    });
    expect(await detail(ade, id)).toMatchObject({ signature: 'key_revoked' });
    expect(
      (await hr('hadirAdmin', 'POST', `/employees/${adeId}/signing-keys/${'x'.repeat(43)}/revoke`, {})).statusCode,
    ).toBe(404);
  });

  it('an unsigned clock-in says "Not signed" and weighs 20: a hint, not a flag alone', async () => {
    const ade = await phone(10001);
    const { id, review } = await clockIn(ade, { binding: null });
    expect(review).toBeNull();
    expect(await record(id)).toMatchObject({
      signature: 'unsigned',
      risk_signals: [expect.objectContaining({ id: 'not_signed', weight: 20 })],
    });
  });

  it('a new key where the person signed with another before is flagged as a new key', async () => {
    const first = await register(await phone(10001));
    const { id: morning } = await clockIn(first);
    expect(await signalIds(morning)).toEqual([]);
    await api.db.query(
      "UPDATE attendance SET attended_at = attended_at - interval '1 day', attend_date = attend_date - 1",
    );
    // The same person on another phone (another browser: a new device cookie and a new key).
    const second = await register(await phone(10001));
    const { id, review } = await clockIn(second);
    expect(review).toBe('needs_review');
    expect(await signalIds(id)).toEqual(expect.arrayContaining(['new_key', 'new_device']));
  });
});

describe('a clock-in kept on the phone while offline', () => {
  it('signs client_id and captured_at instead of a nonce: taken when it is sent late', async () => {
    const ade = await register(await phone(10001));
    const capturedAt = NOW.getTime() - 30 * MINUTE;
    const { id } = await clockIn(ade, {
      binding: { offline: { clientId: CLIENT_ID, capturedAt } },
      clientId: CLIENT_ID,
      capturedAt,
      fixesAt: capturedAt,
    });
    expect(await record(id)).toMatchObject({ signature: 'signed' });
    expect(await signalIds(id)).toEqual(['sent_late']);
  });

  it('a nonce-less signature on a clock-in sent at once is flagged: an online phone can ask for a nonce', async () => {
    const ade = await register(await phone(10001));
    const capturedAt = NOW.getTime();
    const { id } = await clockIn(ade, {
      binding: { offline: { clientId: CLIENT_ID, capturedAt } },
      clientId: CLIENT_ID,
      capturedAt,
    });
    expect(await record(id)).toMatchObject({ signature: 'bad_signature' });
    expect((await record(id))!.risk_signals[0].words).toContain("without the server's nonce");
  });
});
