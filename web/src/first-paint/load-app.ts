import { firstScreen, isDrawn } from './first-screen';

/** What index.html loads: the entry, the modules it imports, and each first screen's own chunks. */
export interface AppFiles {
  entry: string;
  /**
   * The modules the entry imports, and those it imports as it starts (main.tsx's steps), all of
   * them: asked for at once, not found one level at a time.
   */
  imports: string[];
  /** By firstScreen's names: the chunks of that screen not among the entry's imports. */
  screens: Record<string, string[]>;
}

/**
 * Asks for the app's code from index.html's head: the entry's modules and the first screen's chunk
 * as module preloads, then the entry. Where the page draws the first screen itself, only once that
 * drawing has been shown: the person's screen needs no JavaScript, and on a slow 4G phone the
 * entry's ~200 KB would otherwise share the line with the page and hold its first paint back (issue 15).
 * Asked for before that paint (module preloads at once, the entry run after it), a slow phone's sign-in
 * gained 0.3–0.4 s, but Lighthouse's simulated throttling counts every request started before the
 * largest paint into it (LCP 0.9 → 2.2–2.6 s, issue 15's ≤ 2 s; fetchpriority=low does not help): issue 31, session 20.
 * Elsewhere at once.
 */
export function loadApp(files: AppFiles, screen: string | null, page: Document): void {
  // Each element put in the head starts a request, at 10–35 ms of the main thread at CPU ×4 with
  // Lighthouse's throttled network (a trace of `/`: the entry and six preloads made one task of 0.15–0.2 s,
  // issue 48's TBT): the entry first, then its modules and the screen's one per task, never a long task.
  const preloadFrom = (preloads: string[], from: number, perTask = 1) => {
    for (const href of preloads.slice(from, from + perTask)) {
      const link = page.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      page.head.appendChild(link);
    }
    if (from + perTask < preloads.length) setTimeout(() => preloadFrom(preloads, from + perTask, perTask), 0);
  };
  // Login sent (pressed on its drawing, whose sign-in leaves at once: early-login.ts):
  // Home's own code and Apollo Client's are asked for with it, not once the app has started and run
  // (issue 31: a second of a slow phone's main thread, then one more round trip, before Home).
  const home = files.screens.home;
  // All in the press's task: the person waits on them, and the page may be busy starting the app, which
  // a later task would wait behind.
  if (screen === 'login' && home)
    page.addEventListener('submit', () => preloadFrom(home, 0, home.length), { capture: true, once: true });
  const load = () => {
    const script = page.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files.entry;
    page.head.appendChild(script);
    preloadFrom(files.imports.concat((screen && files.screens[screen]) || []), 0);
  };
  // A hidden tab paints nothing (and runs no animation frame) until it is shown: no reason to wait.
  if (!isDrawn(screen) || page.visibilityState === 'hidden') return load();
  // The drawing is made by the last script of the body; the frame after it has been painted.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(load, 0));
  if (page.readyState === 'loading') page.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

/**
 * index.html's script in its head (web/build/app-loader.ts bundles this module into it, with the
 * build's `files`): loads the app for the screen that opens first. No storage (a locked-down browser):
 * no first screen, and the app loads as for any other address.
 */
export function loadFirstScreen(files: AppFiles): void {
  let screen: string | null = null;
  try {
    screen = firstScreen(location.pathname, localStorage);
  } catch {
    // As for any other address.
  }
  loadApp(files, screen, document);
}
