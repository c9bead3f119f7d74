import type { FaceReply, FaceRequest, FaceValue } from '../features/attendance/lib/face-engine';
import type { FoundFace } from '../features/attendance/lib/face-outcome';

/** One face a fake worker may find: well framed, looking at the camera, live by both models. */
export const FACE: FoundFace = {
  box: { left: 0.35, top: 0.15, width: 0.3, height: 0.6 },
  real: 0.8,
  live: 0.9,
  yaw: 0,
  pitch: 0,
};

/**
 * What a fake face worker does with a request: answers it (`{ value }`, `afterMs` after it was sent: a
 * slow phone), refuses it as the worker does when the models throw on a picture ('refuse': its reply
 * says so, the worker goes on), crashes as a worker dies ('crash': its error event, nothing answered),
 * or holds it unanswered ('hold').
 */
export type FakeAnswer = { value: FaceValue; afterMs?: number } | 'refuse' | 'crash' | 'hold';

/**
 * A stand-in for the face check's worker (face-worker.ts), which needs a browser's Worker and the
 * models: jsdom has neither. It speaks the same messages (FaceRequest in, FaceReply out, a task later as
 * a worker's reply comes) and answers each request as `answer` says.
 */
export class FakeFaceWorker extends EventTarget {
  /** The kinds of request it was sent, in order. */
  readonly asked: FaceRequest['kind'][] = [];
  terminated = false;

  constructor(private readonly answer: (request: FaceRequest) => FakeAnswer) {
    super();
  }

  /** Killed without a word ('goSilent'): what a browser may do to a worker under memory pressure. */
  private silent = false;

  postMessage(request: FaceRequest) {
    this.asked.push(request.kind);
    const answer = this.answer(request);
    if (answer === 'hold') return;
    const afterMs = typeof answer === 'object' ? (answer.afterMs ?? 0) : 0;
    setTimeout(() => {
      if (this.terminated || this.silent) return;
      if (answer === 'crash') return this.crash();
      const reply: FaceReply =
        answer === 'refuse'
          ? { id: request.id, ok: false, error: 'refused', ms: 1 }
          : { id: request.id, ok: true, ms: 1, value: answer.value };
      this.dispatchEvent(new MessageEvent('message', { data: reply }));
    }, afterMs);
  }

  /** The worker ends with no error event: nothing it was asked, or is asked after, is answered. */
  goSilent() {
    this.silent = true;
  }

  /** The worker dies: what a worker does when it throws outside a request or runs out of memory. */
  crash() {
    this.dispatchEvent(new ErrorEvent('error', { message: 'face worker crashed' }));
  }

  terminate() {
    this.terminated = true;
  }
}
