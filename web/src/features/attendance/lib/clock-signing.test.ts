import { describe, expect, it } from '@jest/globals';
import {
  OFFERED_NONCE_FOR_MS,
  createNonceOffer,
  createSigner,
  ensureKey,
  signClocking,
  signedText,
  type KeyStorage,
  type SignedFields,
  type StoredKey,
} from './clock-signing';

// The phone's signing key (issue 29) with the platform's own WebCrypto (Node's, as a browser's). The
// IndexedDB behind it is a small interface (jsdom has none): a Map here, the browser's in the app.
const subtle = globalThis.crypto.subtle;
/** A Blob of the platform the WebCrypto comes from (jsdom's own Blob has no arrayBuffer and lives in another realm). */
const blob = (text: string) => new Response(new TextEncoder().encode(text)).blob();

const memoryKeys = (): KeyStorage & { kept: Map<string, StoredKey> } => {
  const kept = new Map<string, StoredKey>();
  return { kept, get: async (nik) => kept.get(nik), put: async (key) => void kept.set(key.nik, key) };
};

/** The same fields as the api's test vector (api/src/attendance/signing.test.ts): both sides build one text. */
const fields: SignedFields = {
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
    { latitude: -6.2001301, longitude: 106.81667, accuracy: 9, altitude: 31.2, speed: null, timestamp: 1794280001123 },
  ],
  photo: await blob('selfie bytes'),
};
const CLIENT_ID = '5f0c1b7e-2a9d-4c3b-8e6f-1a2b3c4d5e6f';

const verifies = async (key: StoredKey, text: string, signature: string) => {
  const bytes = Uint8Array.from(atob(signature.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  return subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key.keys.publicKey, bytes, new TextEncoder().encode(text));
};

describe('the text a clock-in signs', () => {
  it("is the api's, byte for byte, bound to a nonce or (kept offline) to the clock-in's key and time", async () => {
    expect(await signedText({ nonce: 'n0nce-AbCdEfGhIjKlMnOpQrStUv' }, fields)).toBe(
      'hadir-clocking-v1\nnonce:n0nce-AbCdEfGhIjKlMnOpQrStUv\nd47be2e430f45fefd1bf337d79d9e6273c1702e6a5b408c06549565d49ee7e61',
    );
    const kept = { ...fields, clocking: false, clientId: CLIENT_ID, capturedAt: 1794280002000 };
    expect(await signedText({ offline: { clientId: CLIENT_ID, capturedAt: 1794280002000 } }, kept)).toBe(
      `hadir-clocking-v1\noffline:${CLIENT_ID}:1794280002000\nfe69b3acaef51829deaf4a642f4a8e3d3c218fccd8c6ec0874ad660280c3f9d6`,
    );
  });

  it('changes with any field it covers (a tampered fix, another selfie)', async () => {
    const base = await signedText({ nonce: 'n' }, fields);
    expect(
      await signedText(
        { nonce: 'n' },
        { ...fields, fixes: [{ ...fields.fixes![0], latitude: -6.2001235 }, fields.fixes![1]] },
      ),
    ).not.toBe(base);
    expect(await signedText({ nonce: 'n' }, { ...fields, photo: await blob('another selfie') })).not.toBe(base);
    expect(await signedText({ nonce: 'm' }, fields)).not.toBe(base);
  });
});

describe("the phone's key", () => {
  it('is made once per person, kept, and its private half cannot be exported', async () => {
    const storage = memoryKeys();
    const key = await ensureKey(storage, '10001');
    expect(key.keys.privateKey.extractable).toBe(false);
    await expect(subtle.exportKey('jwk', key.keys.privateKey)).rejects.toThrow();
    expect(key.publicKey).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.stringMatching(/^[\w-]{43}$/),
      y: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(key.keyId).toMatch(/^[\w-]{43}$/);
    expect(key.registered).toBe(false);
    expect(await ensureKey(storage, '10001')).toBe(key);
    // Another person on this phone has a key of their own.
    expect((await ensureKey(storage, '10002')).keyId).not.toBe(key.keyId);
  });

  it('signs so that its public key verifies the text, and nothing else', async () => {
    const key = await ensureKey(memoryKeys(), '10001');
    const { signature, keyId } = await signClocking(key, { nonce: 'n0nce' }, fields);
    expect(keyId).toBe(key.keyId);
    expect(signature).toMatch(/^[\w-]{86}$/);
    expect(await verifies(key, await signedText({ nonce: 'n0nce' }, fields), signature)).toBe(true);
    expect(await verifies(key, await signedText({ nonce: 'another' }, fields), signature)).toBe(false);
  });
});

describe('the signer of the clock screen', () => {
  const api = () => {
    const calls: string[] = [];
    return {
      calls,
      registerKey: async (publicKey: StoredKey['publicKey']) => void calls.push(`register ${publicKey.kty}`),
      nonce: async () => {
        calls.push('nonce');
        return `nonce-${calls.length}`;
      },
    };
  };

  it('registers the key on the first clock-in only, and signs each with a fresh nonce', async () => {
    const storage = memoryKeys();
    const server = api();
    const signer = createSigner(storage, server);
    const first = await signer.signOnline('10001', fields);
    const second = await signer.signOnline('10001', fields);
    expect(server.calls).toEqual(['register EC', 'nonce', 'nonce']);
    expect(first).toMatchObject({ nonce: 'nonce-2', keyId: storage.kept.get('10001')!.keyId });
    expect(second!.nonce).toBe('nonce-3');
    expect(storage.kept.get('10001')!.registered).toBe(true);
    expect(
      await verifies(storage.kept.get('10001')!, await signedText({ nonce: 'nonce-2' }, fields), first!.signature),
    ).toBe(true);
  });

  it('offline signs without the api and registers the key when the clock-in goes', async () => {
    const storage = memoryKeys();
    const server = api();
    const signer = createSigner(storage, server);
    const kept = { ...fields, clientId: CLIENT_ID, capturedAt: 1794280002000 };
    const signed = await signer.signOffline('10001', kept);
    expect(server.calls).toEqual([]);
    const key = storage.kept.get('10001')!;
    expect(
      await verifies(
        key,
        await signedText({ offline: { clientId: CLIENT_ID, capturedAt: 1794280002000 } }, kept),
        signed!.signature,
      ),
    ).toBe(true);
    await signer.ensureRegistered('10001');
    await signer.ensureRegistered('10001');
    expect(server.calls).toEqual(['register EC']);
  });

  it("leaves the api's failure (no network) to the caller, and registers again next time", async () => {
    const storage = memoryKeys();
    const signer = createSigner(storage, {
      registerKey: () => Promise.reject(new Error('offline')),
      nonce: async () => 'n',
    });
    await expect(signer.signOnline('10001', fields)).rejects.toThrow('offline');
    expect(storage.kept.get('10001')!.registered).toBe(false);
  });

  it('answers null where the browser cannot sign (no WebCrypto, no IndexedDB): the clock-in goes unsigned', async () => {
    const server = api();
    expect(await createSigner(memoryKeys(), server, () => undefined).signOnline('10001', fields)).toBeNull();
    const refusing: KeyStorage = {
      get: () => Promise.reject(new Error('IndexedDB refused')),
      put: () => Promise.reject(new Error('IndexedDB refused')),
    };
    expect(await createSigner(refusing, server).signOnline('10001', fields)).toBeNull();
    expect(server.calls).toEqual([]);
  });
});

describe("the nonce Live's pre-check hands out ahead", () => {
  const at = (start: number) => {
    let now = start;
    return { now: () => now, move: (ms: number) => void (now += ms) };
  };

  it.each([
    ['taken at once by the person it was issued to', '10001', 0, 'n-ahead'],
    ['taken 3 min 59 s later', '10001', OFFERED_NONCE_FOR_MS - 1000, 'n-ahead'],
    ['not taken at 4 min: Submit asks for a fresh one', '10001', OFFERED_NONCE_FOR_MS, null],
    ['not taken by another person signed in since (the api would call it not theirs)', '10002', 0, null],
    ['not taken when the phone clock went back', '10001', -60_000, null],
  ])('is %s', (_case, nik, later, expected) => {
    const clock = at(1_794_280_000_000);
    const offer = createNonceOffer(clock.now);
    offer.offer('n-ahead', '10001');
    clock.move(later);
    expect(offer.take(nik)).toBe(expected);
  });

  it('is used once: the signer signs the next clock-in over it, and the one after over a nonce it asks for', async () => {
    const offer = createNonceOffer();
    const asked: string[] = [];
    const signer = createSigner(memoryKeys(), {
      registerKey: async () => undefined,
      nonce: async (nik) => offer.take(nik) ?? (asked.push(nik), `fresh-${asked.length}`),
    });
    offer.offer('n-ahead', '10001');
    expect((await signer.signOnline('10001', fields))!.nonce).toBe('n-ahead');
    expect((await signer.signOnline('10001', fields))!.nonce).toBe('fresh-1');
    expect(asked).toEqual(['10001']);
  });
});
