/** The screens index.html draws before any JavaScript (render.tsx draws them at build time). */
export const DRAWN_SCREENS = ['login', 'home', 'live', 'clockin', 'clockout'] as const;
export type DrawnScreen = (typeof DRAWN_SCREENS)[number];

/** The drawn screens that show the signed-in person and the time: the page fills them in (fill.ts). */
export const FILLED_SCREENS: readonly DrawnScreen[] = ['home', 'live'];

export const isDrawn = (screen: string | null): screen is DrawnScreen => DRAWN_SCREENS.includes(screen as DrawnScreen);

/** The session store's key of the signed-in person (lib/session-store.ts). */
export const SIGNED_IN_KEY = 'hadir.user';

/**
 * The screen that will draw first for an address, as the guards decide (guards.tsx): a signed-in
 * person (session-store's key) gets Home at / and /login, the attendance screen at /live and the clock
 * screen at /clockin and /clockout; anyone else gets Login. Null for the other addresses. The page's
 * two scripts (load-app.ts, page-script.ts) and main.tsx all ask it, so they agree on the screen.
 */
export function firstScreen(pathname: string, storage: Pick<Storage, 'getItem'>): string | null {
  const signedIn = Boolean(storage.getItem(SIGNED_IN_KEY));
  if (pathname === '/' || pathname === '/login') return signedIn ? 'home' : 'login';
  if (pathname === '/live') return signedIn ? 'live' : 'login';
  if (pathname === '/clockin' || pathname === '/clockout') return signedIn ? pathname.slice(1) : 'login';
  return null;
}
