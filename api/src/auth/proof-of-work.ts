import { timingSafeEqual } from 'node:crypto';
import { createChallenge, extractParams } from 'altcha-lib/v1';
import { z } from 'zod';
import { badRequest, tooManyRequests } from '../errors.js';
import type { Clock } from '../lib/clock.js';
import type { Counters } from './counters.js';

/**
 * Proof of work instead of a refusal (issue 46): past a limit that strangers can fill (an office's
 * one public address, a NIK guessed from elsewhere), an untrusted client is asked to solve an ALTCHA
 * challenge before its secret is checked, rather than being refused with the right one. Self-hosted:
 * the api makes and checks the challenge (altcha-lib, its v1 SHA-256 form), the browser solves it;
 * no third party sees anything.
 *
 * A challenge is stateless: HMAC-signed by the api, with its purpose, its cost and its expiry in the
 * signed salt. A solution is spent once, in the shared counters (the database, or Redis), so it is
 * spent for every api process at once.
 */
export const PROOF_MESSAGES = {
  required: 'Too many failed attempts from here. Your browser must solve a check first.',
  invalid: 'The browser check did not pass. Please try again.',
  expired: 'The browser check expired. Please try again.',
  used: 'This browser check was already used. Please try again.',
} as const;

/** What a challenge is for: a solution for one purpose is no use for another. */
export type ProofPurpose = 'login' | 'activate';

export const proofChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number(),
  salt: z.string(),
  signature: z.string(),
});
export type ProofChallenge = z.infer<typeof proofChallenge>;

/** A solution as the browser sends it: base64 of ALTCHA's JSON payload. */
const payload = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().max(300),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A proof sent with a request: at most this long (ALTCHA's payload is about 300 characters). */
export const PROOF_MAX_LENGTH = 2000;

export interface ProofSettings {
  /** The HMAC key (derived from the api's secret). */
  key: string;
  counters: Counters;
  /** The largest number of the base challenge: the browser tries half of it on average. */
  cost: number;
  ttlSeconds: number;
  /** The api's clock, which a challenge's expiry is read by. */
  clock: Clock;
}

/** How many times the base cost a gate asks for: doubling each time its failures reach another max, up to 16×. */
export const costFactor = (failures: number, max: number) =>
  2 ** Math.min(4, Math.max(0, Math.floor(failures / max) - 1));

export function proofOfWork(settings: ProofSettings) {
  const issue = async (purpose: ProofPurpose, factor: number): Promise<ProofChallenge> => {
    const maxnumber = settings.cost * factor;
    const challenge = await createChallenge({
      hmacKey: settings.key,
      maxnumber,
      expires: new Date(settings.clock.now().getTime() + settings.ttlSeconds * 1000),
      params: { purpose, cost: String(maxnumber) },
    });
    return { ...challenge, maxnumber };
  };

  /** Refuses with a new challenge attached, so the browser can solve it and send again. */
  const refuse = async (purpose: ProofPurpose, factor: number, reason: keyof typeof PROOF_MESSAGES) => {
    const data = { challenge: await issue(purpose, factor) };
    return reason === 'required'
      ? tooManyRequests(PROOF_MESSAGES.required, 'proof_required', data)
      : badRequest(PROOF_MESSAGES[reason], `proof_${reason}`, data);
  };

  /** Why a proof does not pass, or null when it does (it is not spent here). */
  async function check(purpose: ProofPurpose, factor: number, proof: string) {
    let solution: z.infer<typeof payload>;
    try {
      const parsed = payload.safeParse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
      if (!parsed.success) return 'invalid' as const;
      solution = parsed.data;
    } catch {
      return 'invalid' as const;
    }
    const expected = await createChallenge({
      hmacKey: settings.key,
      algorithm: solution.algorithm,
      number: solution.number,
      salt: solution.salt,
    });
    const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
    if (!same(expected.challenge, solution.challenge) || !same(expected.signature, solution.signature))
      return 'invalid' as const;
    const params = extractParams(solution);
    if (params.purpose !== purpose || !(Number(params.cost) >= settings.cost * factor)) return 'invalid' as const;
    if (!(Number(params.expires) * 1000 > settings.clock.now().getTime())) return 'expired' as const;
    // Spent once for every api process: the first to count it wins; kept until it would have expired anyway.
    const { count } = await settings.counters.hit(`proof:${solution.signature}`, settings.ttlSeconds + 60);
    return count === 1 ? null : ('used' as const);
  }

  return {
    /**
     * Passes when `proof` solves an unspent challenge of this purpose, issued here at this cost or
     * dearer, still in its time, and spends it; otherwise throws a refusal carrying a new challenge.
     */
    async demand(purpose: ProofPurpose, factor: number, proof: string | undefined): Promise<void> {
      if (proof === undefined) throw await refuse(purpose, factor, 'required');
      const problem = await check(purpose, factor, proof);
      if (problem) throw await refuse(purpose, factor, problem);
    },
  };
}

export type ProofOfWork = ReturnType<typeof proofOfWork>;
