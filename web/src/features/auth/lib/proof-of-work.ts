import { readError } from '../../../lib/graphql-error';
import { solveProofChallenge, type ProofChallenge } from './proof-solve';

/** The reasons a refusal carries a challenge with (api/src/auth/proof-of-work.ts). */
const CHALLENGE_REASONS = new Set(['proof_required', 'proof_invalid', 'proof_expired', 'proof_used']);
/** A solved proof can still miss (it expired, the cost rose meanwhile): a new challenge is solved this often. */
const MAX_SOLVES = 3;

/** The proof-of-work challenge a failed sign-in asks the browser to solve, or null. */
export function challengeOf(error: unknown): ProofChallenge | null {
  const { extensions } = readError(error);
  const challenge = extensions.challenge as ProofChallenge | undefined;
  return CHALLENGE_REASONS.has(String(extensions.reason)) && typeof challenge?.salt === 'string' ? challenge : null;
}

/** Solves in a Web Worker, so the page stays responsive; on this thread where the browser has none. */
export async function solveProof(challenge: ProofChallenge): Promise<string> {
  const solved =
    typeof Worker === 'undefined'
      ? await solveProofChallenge(challenge)
      : await new Promise<string | null>((resolve, reject) => {
          const worker = new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module' });
          worker.onmessage = (event: MessageEvent<string | null>) => (worker.terminate(), resolve(event.data));
          worker.onerror = (event) => (worker.terminate(), reject(new Error(event.message || 'proof worker failed')));
          worker.postMessage(challenge);
        });
  if (!solved) throw new Error('The browser check could not be solved');
  return solved;
}

/**
 * Sends a sign-in; when the api answers with a proof-of-work challenge (issue 46: past a limit
 * strangers can fill), solves it — `onSolving` says so meanwhile, for "Checking your browser…" —
 * and sends the same again with the proof. Any other failure, or the last one, is thrown as it came.
 */
export async function sendWithProof<T>(
  send: (proof?: string) => Promise<T>,
  onSolving: (solving: boolean) => void,
): Promise<T> {
  let proof: string | undefined;
  for (let solves = 0; ; solves += 1) {
    try {
      return await send(proof);
    } catch (error) {
      const challenge = challengeOf(error);
      if (!challenge || solves === MAX_SOLVES) throw error;
      onSolving(true);
      try {
        proof = await solveProof(challenge);
      } finally {
        onSolving(false);
      }
    }
  }
}
