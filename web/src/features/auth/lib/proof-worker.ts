/// <reference lib="webworker" />
import { solveProofChallenge, type ProofChallenge } from './proof-solve';

// The proof of work's own thread: thousands of hashes never hold up the page (its loader keeps turning).
self.onmessage = (event: MessageEvent<ProofChallenge>) => {
  void solveProofChallenge(event.data).then(
    (proof) => self.postMessage(proof),
    () => self.postMessage(null),
  );
};
