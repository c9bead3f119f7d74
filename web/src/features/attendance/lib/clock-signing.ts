import { fieldsText, signedTextOf, type SignedFix, type SigningBinding } from '@hadir/common/clocking';
import { KEYS_STORE, read, write } from './clock-db';
import type { QueuedClocking, QueuedInput } from './clock-queue';

export type { SignedFix, SigningBinding };

/**
 * This phone's signing key (issue 29; rules §9 "Signed clock-ins"). On the first clock-in the phone
 * makes an ECDSA P-256 key pair whose private half cannot be exported (WebCrypto, extractable
 * false) and keeps it in IndexedDB (clock-db.ts), one per person signed in on this phone; its public
 * half is registered to the person at the api. Every clock-in is then signed: the text of
 * @hadir/common/clocking, the api's byte for byte, bound to a nonce the api issued, or —
 * kept offline, when no nonce can be had — to the clock-in's own key and time.
 */

/** What a signature covers: the kind, whose, the clock-in's key and time (kept ones), the fixes and the selfie. */
export interface SignedFields {
  clocking: boolean;
  nik: number;
  clientId: string | null;
  capturedAt: number | null;
  fixes: SignedFix[] | null;
  photo: Blob;
}

/** The key kept for one person on this phone. */
export interface StoredKey {
  nik: string;
  keys: CryptoKeyPair;
  publicKey: { kty: 'EC'; crv: 'P-256'; x: string; y: string };
  /** RFC 7638 thumbprint of the public key: the api's key_id. */
  keyId: string;
  /** Whether the api has taken the public key for this person. */
  registered: boolean;
}

export interface KeyStorage {
  get(nik: string): Promise<StoredKey | undefined>;
  put(key: StoredKey): Promise<void>;
}

/** The browser's IndexedDB: CryptoKeys are kept as they are (structured clone), never their bytes. */
export const indexedDbKeys = (): KeyStorage => ({
  get: (nik) => read(KEYS_STORE, (store) => store.get(nik) as IDBRequest<StoredKey | undefined>),
  put: (key) => write(KEYS_STORE, (store) => store.put(key)),
});

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

const base64url = (buffer: ArrayBuffer) => {
  let text = '';
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** A Blob's bytes (FileReader where Blob.arrayBuffer is missing: older WebViews, jsdom). */
const bytesOf = (blob: Blob): Promise<ArrayBuffer> =>
  typeof blob.arrayBuffer === 'function'
    ? blob.arrayBuffer()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('The selfie cannot be read'));
        reader.readAsArrayBuffer(blob);
      });

/** The text a phone signs (its lines: @hadir/common/clocking). */
export async function signedText(
  binding: SigningBinding,
  fields: SignedFields,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<string> {
  const photoSha256 = hex(await subtle.digest('SHA-256', await bytesOf(fields.photo)));
  const text = fieldsText({ ...fields, photoSha256 });
  return signedTextOf(binding, hex(await subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/** The person's key on this phone, made (non-extractable) and kept the first time. */
export async function ensureKey(
  storage: KeyStorage,
  nik: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<StoredKey> {
  const kept = await storage.get(nik);
  if (kept) return kept;
  const keys = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const jwk = await subtle.exportKey('jwk', keys.publicKey);
  const publicKey = { kty: 'EC' as const, crv: 'P-256' as const, x: jwk.x!, y: jwk.y! };
  const thumbprint = JSON.stringify({ crv: publicKey.crv, kty: publicKey.kty, x: publicKey.x, y: publicKey.y });
  const keyId = base64url(await subtle.digest('SHA-256', new TextEncoder().encode(thumbprint)));
  const made: StoredKey = { nik, keys, publicKey, keyId, registered: false };
  await storage.put(made);
  return made;
}

/** Signs a clock-in with the person's key: the signature (r‖s, base64url) and the key's id. */
export async function signClocking(
  key: StoredKey,
  binding: SigningBinding,
  fields: SignedFields,
  subtle: SubtleCrypto = crypto.subtle,
) {
  const text = await signedText(binding, fields, subtle);
  const signature = await subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key.keys.privateKey,
    new TextEncoder().encode(text),
  );
  return { signature: base64url(signature), keyId: key.keyId };
}

/** What the api offers the signer: registering a public key and issuing a nonce for a person (GraphQL in the app; tests pass their own). */
export interface SigningApi {
  registerKey(publicKey: StoredKey['publicKey']): Promise<void>;
  nonce(nik: string): Promise<string>;
}

/** How long a nonce handed out ahead is used: well inside the api's five minutes, by this phone's own clock. */
export const OFFERED_NONCE_FOR_MS = 4 * 60_000;

/**
 * A nonce the api handed out ahead — with Live's pre-check (CheckAttendance), the one request the
 * clock screen makes before Submit — kept for the clock-in that follows, so Submit need not ask for
 * one. Taken once, only by the person it was issued to, and only while young; the age counts from
 * when it arrived, as the phone's clock may differ from the api's.
 */
export function createNonceOffer(now: () => number = Date.now) {
  let offered: { nonce: string; nik: string; at: number } | null = null;
  return {
    offer(nonce: string, nik: string) {
      offered = { nonce, nik, at: now() };
    },
    take(nik: string): string | null {
      const kept = offered;
      offered = null;
      if (!kept || kept.nik !== nik) return null;
      const age = now() - kept.at;
      return age >= 0 && age < OFFERED_NONCE_FOR_MS ? kept.nonce : null;
    },
  };
}

/**
 * The clock screen's signer: the key made and registered on first use, then each clock-in signed.
 * A failure of the api (no network) is the caller's to handle; a browser that cannot sign at all
 * (no WebCrypto, IndexedDB refused) gets null, and its clock-in goes unsigned (the api says so).
 */
export function createSigner(
  storage: KeyStorage,
  api: SigningApi,
  subtle: () => SubtleCrypto | undefined = () => globalThis.crypto?.subtle,
) {
  const keyFor = async (nik: string): Promise<StoredKey | null> => {
    const crypto = subtle();
    if (!crypto) return null;
    try {
      return await ensureKey(storage, nik, crypto);
    } catch {
      return null;
    }
  };

  /** Registers the person's key at the api once (the api answers a repeat as it was). */
  async function registered(nik: string): Promise<StoredKey | null> {
    const key = await keyFor(nik);
    if (!key || key.registered) return key;
    await api.registerKey(key.publicKey);
    const done = { ...key, registered: true };
    await storage.put(done);
    return done;
  }

  return {
    /** Online: the key registered, a nonce from the api, the clock-in signed with it. */
    async signOnline(nik: string, fields: SignedFields) {
      const key = await registered(nik);
      if (!key) return null;
      const nonce = await api.nonce(nik);
      return { ...(await signClocking(key, { nonce }, fields, subtle()!)), nonce };
    },
    /** Offline: signed now, bound to the clock-in's key and time (the key is registered when it is sent). */
    async signOffline(nik: string, fields: SignedFields & { clientId: string; capturedAt: number }) {
      const key = await keyFor(nik);
      if (!key) return null;
      return signClocking(
        key,
        { offline: { clientId: fields.clientId, capturedAt: fields.capturedAt } },
        fields,
        subtle()!,
      );
    },
    /** Before a kept clock-in goes: its key registered (it may have been made offline). */
    ensureRegistered: registered,
  };
}

export type Signer = ReturnType<typeof createSigner>;

/**
 * A kept clock-in younger than this is signed again with a fresh nonce as it goes: the api takes the
 * nonce-less signature made offline only from a clock-in it counts as sent late (over 2 minutes by
 * its clock), and a phone's clock may be a little off (rules §9 "Signed clock-ins").
 */
export const RESIGN_YOUNGER_THAN_MS = 5 * 60_000;

/** The kept clock-in's input as it goes: its key registered, signed afresh while young; unsigned where the phone cannot sign. */
export async function signedForSending(
  signer: Signer,
  item: QueuedClocking,
  now: number,
): Promise<QueuedInput & { nonce?: string | null }> {
  const { input } = item;
  if (now - input.capturedAt >= RESIGN_YOUNGER_THAN_MS) {
    if (input.signature) await signer.ensureRegistered(item.nik);
    return input;
  }
  const fresh = await signer.signOnline(item.nik, {
    clocking: input.clocking,
    nik: Number(item.nik),
    clientId: input.clientId,
    capturedAt: input.capturedAt,
    fixes: input.fixes,
    photo: item.photo,
  });
  return fresh ? { ...input, ...fresh } : input;
}
