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

// A hash to verify against when the NIK is unknown, so the reply takes as long as for a known one.
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-for-unknown-users'));
