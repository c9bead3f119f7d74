import { solveChallenge } from 'altcha-lib/v1';

/** An ALTCHA challenge as the api sends it with a refusal (extensions.challenge; api/src/auth/proof-of-work.ts). */
export interface ProofChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * Finds the number the challenge hides (SHA-256 of the salt and it, tried from 0 up; half the
 * challenge's largest number on average) and gives the solution as the api takes it: base64 of
 * ALTCHA's JSON payload. Null when there is none (a challenge not made by the api).
 */
export async function solveProofChallenge(challenge: ProofChallenge): Promise<string | null> {
  const { algorithm, salt, signature, maxnumber } = challenge;
  const solution = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
  if (!solution) return null;
  const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
  return btoa(JSON.stringify(payload));
}
