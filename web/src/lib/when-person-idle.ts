/** What a person does that says they are busy with the page. */
const BUSY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input'] as const;

/**
 * Runs `then` once the person has left the page alone for `quietMs` and the browser is idle: work
 * that may wait (a first visit's background precache, issue 31) never competes with a tap or the
 * typing of a NIK. Each input starts the quiet again. Returns a cancel.
 */
export function whenPersonIdle(then: () => void, quietMs = 2000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const stopListening = () => {
    for (const name of BUSY_EVENTS) window.removeEventListener(name, restart, true);
  };
  const settle = () => {
    stopListening();
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(() => then(), { timeout: 5000 });
    else then();
  };
  function restart() {
    clearTimeout(timer);
    timer = setTimeout(settle, quietMs);
  }
  for (const name of BUSY_EVENTS) window.addEventListener(name, restart, { capture: true, passive: true });
  restart();
  return () => {
    stopListening();
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
