// What the bench's requests carry: its own staff accounts (seeded beside the demo ones, with the
// demo password), a 40 KB selfie, and the prebuilt bodies of a clock-in, direct and through the gateway,
// and a clock-in as today's web sends it (fixes, signed over the api's nonce), built per request.
import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import sharp from 'sharp';
import type { Fix } from '../../api/src/attendance/risk.js';
import { keyThumbprint, signedText } from '../../api/src/attendance/signing.js';
import { hashPassword } from '../../api/src/auth/passwords.js';
import type { Db } from '../../api/src/db/db.js';
import { migrate } from '../../api/src/db/migrate.js';
import { DEMO_PASSWORD, seedDemo } from '../../api/src/db/seed.js';
import { stillPhone, type Random } from '../../api/src/test/fixes.js';

export { DEMO_PASSWORD };

/** The first NIK of the bench's accounts (70001, 70002, …). */
export const FIRST_NIK = 70001;
/** Kantor Pusat Jakarta (JKT01), open to every division. */
export const JKT01 = { latitude: -6.2, longitude: 106.816666 };

/** Migrates and seeds a new database with the demo data and `count` bench employees (one password hash). */
export async function seedBench(db: Db, count: number): Promise<number[]> {
  await migrate(db);
  await seedDemo(db);
  return seedBenchUsers(db, count);
}

/** Adds `count` bench employees (70001, …; one password hash) to a database already seeded with the demo. */
export async function seedBenchUsers(db: Db, count: number): Promise<number[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const niks = Array.from({ length: count }, (_, index) => FIRST_NIK + index);
  await db.query(
    `INSERT INTO users (nik, name, email, role_id, password_hash, comp_kd, divisi_kd, subdivisi_kd, dept_kd)
     SELECT nik, 'Bench ' || nik, 'bench' || nik || '@hadir.test', 1, $2, 'HADIR', 'OPS', 'OPS-FIELD', 'OPS-JKT'
     FROM unnest($1::bigint[]) AS nik`,
    [niks, hash],
  );
  return niks;
}

/**
 * A real 500x300 JPEG (the web's capture size) of about 40 KB: noise compresses poorly, so the
 * quality that lands nearest 40 KB is picked.
 */
export async function photo40k(): Promise<Buffer> {
  const noise = sharp({
    create: {
      width: 500,
      height: 300,
      channels: 3,
      background: '#8a6d5a',
      noise: { type: 'gaussian', mean: 120, sigma: 18 },
    },
  });
  let best: Buffer | null = null;
  for (let quality = 30; quality <= 95; quality += 5) {
    const bytes = await noise.clone().jpeg({ quality }).toBuffer();
    if (!best || Math.abs(bytes.length - 40 * 1024) < Math.abs(best.length - 40 * 1024)) best = bytes;
  }
  return best!;
}

/** A multipart/form-data body built once, sent as it is many times. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; type: string; bytes: Buffer }>,
) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/v1/attendance as the web's gateway sends it (rules §7 fields and the photo). */
export function directClockBody(nik: number, clocking: boolean, photo: Buffer) {
  return multipart(
    {
      latitude: String(JKT01.latitude),
      longitude: String(JKT01.longitude),
      usernik: String(nik),
      clocking: String(clocking),
      description: 'bench',
      attendDate: '1/2/2026',
      attendTime: '07:00:00',
      lok_kd: 'JKT01',
    },
    { photo: { name: 'selfie.jpg', type: 'image/jpeg', bytes: photo } },
  );
}

export const CLOCK_MUTATION = `mutation ClockAttendance($input: ClockAttendanceInput!, $photo: Upload!) {
  clockAttendance(input: $input, photo: $photo) { message }
}`;

/** The web's clock-in: a GraphQL multipart request (operations, map, the photo); `mutation` another server's text of it (bare-apollo.ts). */
export function gatewayClockBody(clocking: boolean, photo: Buffer, mutation = CLOCK_MUTATION) {
  const input = {
    ...JKT01,
    description: 'bench',
    clocking,
    attendDate: '1/2/2026',
    attendTime: '07:00:00',
    locationCode: 'JKT01',
    locationName: 'Kantor Pusat Jakarta',
  };
  return multipart(
    {
      operations: JSON.stringify({ query: mutation, variables: { input, photo: null } }),
      map: JSON.stringify({ 0: ['variables.photo'] }),
    },
    { 0: { name: 'selfie.jpg', type: 'image/jpeg', bytes: photo } },
  );
}

/** A phone's signing key as the clock screen keeps it (issue 29): ECDSA P-256, its public JWK and key id. */
export function phoneKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const publicJwk = { kty: 'EC' as const, crv: 'P-256' as const, x: jwk.x!, y: jwk.y! };
  return { privateKey, publicJwk, keyId: keyThumbprint(publicJwk) };
}
export type PhoneKey = ReturnType<typeof phoneKey>;

/**
 * The fixes the clock screen sends (issue 29): the latest 20 of its watch, one a second, from a
 * phone held still at JKT01 (±12 m, each fix wandering as a real receiver's does), the newest
 * taken just before Submit.
 */
export function clockScreenFixes(random: Random, now: number): Fix[] {
  return stillPhone(random, JKT01, { count: 20, accuracy: 12, endAt: now - 300 });
}

/**
 * POST /api/v1/attendance as today's web sends it through the gateway (clock-screen.tsx → the
 * gateway's provider): the fields, every fix as JSON, navigator.webdriver, the clock-in's own key,
 * and — `signing` given — the phone key's signature over the api's fresh nonce (clock-signing.ts,
 * the text of api/src/attendance/signing.ts); sent at once, so no captured_at.
 */
export function webClockBody(
  input: { nik: number; clocking: boolean; photo: Buffer; photoSha256: string; fixes: Fix[] },
  signing?: { key: PhoneKey; nonce: string },
) {
  const clientId = randomUUID();
  const signed: Record<string, string> = signing
    ? {
        signature: sign(
          'sha256',
          Buffer.from(
            signedText(
              { nonce: signing.nonce },
              {
                clocking: input.clocking,
                nik: input.nik,
                clientId,
                capturedAt: null,
                fixes: input.fixes,
                photoSha256: input.photoSha256,
              },
            ),
          ),
          { key: signing.key.privateKey, dsaEncoding: 'ieee-p1363' },
        ).toString('base64url'),
        key_id: signing.key.keyId,
        nonce: signing.nonce,
      }
    : {};
  const best = input.fixes.reduce((most, fix) => (fix.accuracy < most.accuracy ? fix : most));
  return multipart(
    {
      latitude: String(best.latitude),
      longitude: String(best.longitude),
      usernik: String(input.nik),
      description: 'bench',
      clocking: String(input.clocking),
      attendDate: '1/2/2026',
      attendTime: '07:00:00',
      lok_kd: 'JKT01',
      lok_nm: 'Kantor Pusat Jakarta',
      fixes: JSON.stringify(input.fixes),
      webdriver: 'false',
      client_id: clientId,
      ...signed,
    },
    { photo: { name: 'selfie.jpg', type: 'image/jpeg', bytes: input.photo } },
  );
}
