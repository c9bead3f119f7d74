import type { Worker } from 'node:worker_threads';

/** How often a running export's row is beaten, and how long a thread may say nothing before it counts as stuck. */
export interface BeatTiming {
  everyMs: number;
  silentMs: number;
}

/**
 * An export's heartbeat, kept by the thread that started its worker thread (issue 48). The export's
 * thread runs at nice 10: under a heavy load its own timers fire late, and an export that beat
 * from there was swept as dead while it was still writing. The api's main thread, at the api's
 * priority, beats instead, every `everyMs`, for as long as the thread lives and says something (any
 * message: it sends one with each progress step) within `silentMs`. A thread silent that long is
 * stuck, not slow: it is ended and the beats stop, so the sweep takes its job as it takes one whose
 * process died (queued again once, then failed with words HR reads). A process that dies takes its
 * main thread with it: its beats stop, and the sweep sees the job within a minute.
 *
 * Answers how to stop beating, and whether the thread was ended for its silence.
 */
export function beatWhileHeard(thread: Worker, beat: () => Promise<unknown>, timing: BeatTiming) {
  const started = Date.now();
  // Nothing until its first step: a thread that has not taken its job (yet, or at all: the job is
  // running elsewhere, or was a dead process's, which the sweep must see) is not beaten for.
  let heard: number | undefined;
  let silenced = false;
  const onMessage = () => (heard = Date.now());
  thread.on('message', onMessage);
  const timer = setInterval(() => {
    if (Date.now() - (heard ?? started) > timing.silentMs) {
      silenced = true;
      stop();
      void thread.terminate();
    } else if (heard !== undefined) void beat().catch(() => undefined);
  }, timing.everyMs);
  const stop = () => {
    clearInterval(timer);
    thread.off('message', onMessage);
  };
  thread.once('exit', stop);
  return { stop, silenced: () => silenced };
}
