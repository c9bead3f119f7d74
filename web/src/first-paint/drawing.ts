/**
 * The drawing as both sides see it: index.html's script (page-script.ts), which marks on it what the
 * person did before the app had started, and the app (use-first-paint.ts), which reads those marks
 * when it draws over it. README.md lists the marks.
 */

/**
 * The screen index.html drew before the app's JavaScript had run, while it is still on screen: React
 * replaces it at its first commit, so the app reads it during its first render only. Null everywhere
 * else (and at build time, in Node).
 */
export function drawingOnScreen(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLElement>('#root [data-first-paint]');
}

/** The drawing's input or textarea named `name`. */
export const drawnField = (drawing: ParentNode, name: string) =>
  drawing.querySelector<HTMLInputElement | HTMLTextAreaElement>(`input[name="${name}"], textarea[name="${name}"]`);

/**
 * What names a button to a person: its aria-label, or else its text (innerText: a drawn button's
 * inline styles are not its name; textContent where there is none, as in jsdom). The page notes a
 * press by it, and the app finds its own button of that name by it.
 */
export const buttonName = (button: HTMLElement) =>
  button.getAttribute('aria-label') || (button.innerText ?? button.textContent ?? '').trim();

/** Rendering in Node, at build time (render.tsx): no page, and so no drawing. */
const atBuild = typeof document === 'undefined';

/**
 * Marks an element whose background the app chooses at random per visit (Login's): drawn at build
 * time, the page's script chooses among `choices` per visit too, as the app does, and notes its
 * choice as `data-background` for the app to keep (useFirstPaint's `background`). Nothing in the app.
 */
export const randomOnFirstPaint = (choices: readonly string[]) =>
  atBuild ? { 'data-random-background': JSON.stringify(choices) } : {};

/**
 * The app notes it as it starts drawing (main.tsx): from then on what is on screen is the app's to take
 * over, and the page's script draws nothing more in its place (drawn-home.ts: a Login pressed on the
 * drawing once the app had started is the app's Login screen's to finish).
 */
export function appDraws(): void {
  (window as unknown as Record<string, unknown>).__hadirAppDraws = true;
}

export const appIsDrawing = () =>
  typeof window !== 'undefined' && Boolean((window as unknown as Record<string, unknown>).__hadirAppDraws);

/** A reply as the gateway sent it (data or errors), or null when none came (no network). */
export type EarlyReply = Promise<{ data?: unknown; errors?: unknown[] } | null>;

/**
 * The page's own GraphQL request, as Apollo Client sends it (the CSRF header the gateway asks for):
 * the early work's one way to ask (early-login.ts, early-clock.ts, early-home.ts). Never rejects.
 */
export const postEarly = (graphqlUrl: string, query: string, variables?: Record<string, unknown>): EarlyReply =>
  fetch(graphqlUrl, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'Apollo-Require-Preflight': 'true' },
    body: JSON.stringify(variables ? { query, variables } : { query }),
  })
    .then((response) => response.json())
    .catch(() => null);
