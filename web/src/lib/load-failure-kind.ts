/**
 * What browsers say when a lazily loaded part of the app (a chunk) cannot be fetched: Chromium,
 * Firefox and Safari each word it differently; Vite adds its own for a style it could not preload.
 */
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

/** Whether an error is a part of the app that could not be loaded (no network, or a version replaced meanwhile). */
export function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_FAILURES.some((words) => message.includes(words));
}

/**
 * Vite's `vite:preloadError`: a lazy part's style that cannot be fetched would fail the whole part
 * before its code is even asked for; the part is drawn without it instead (a plainer look, never a
 * lost screen). A failed part's code is left to fail, and the screen's LoadBoundary says so with Retry.
 */
export function drawWithoutMissingStyles(target: Window = window): () => void {
  const listener = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (payload instanceof Error && payload.message.startsWith('Unable to preload CSS')) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
