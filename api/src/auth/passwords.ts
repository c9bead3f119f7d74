import { timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

// argon2id at 19 MiB, t=2, p=1 (OWASP's minimum); about 25 ms a verify on one core here.
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A person HR created has no password yet. Their first login takes their birth date as ddmmyyyy
 * (17081994), which they know and nobody had to tell them, and only leads to the 406 path where
 * they choose their own; it stops working once any password is set, and the login limits count
 * its failures as any other. The decoy verify keeps the reply as slow as a real check.
 */
export async function firstLoginPasswordMatches(
  user: { password_hash: string | null; must_reset_password: boolean; birth_date: string | null } | undefined,
  password: string,
): Promise<boolean> {
  await verifyPassword(await decoyHash(), password);
  if (!user || user.password_hash || !user.must_reset_password || !user.birth_date) return false;
  const [year, month, day] = user.birth_date.split('-');
  const expected = Buffer.from(`${day}${month}${year}`);
  const given = Buffer.from(password);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

// A hash to verify against when the NIK is unknown, so the reply takes as long as for a known one.
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-for-unknown-users'));
