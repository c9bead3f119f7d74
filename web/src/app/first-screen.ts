/**
 * The screen that will draw first for an address, as the guards decide (guards.tsx): a signed-in
 * person (session-store's key) gets Home at / and /login, the attendance screen at /live and the clock
 * screen at /clockin and /clockout; anyone
 * else gets Login. Null for the other addresses. The build copies it into index.html (web/build/:
 * the first screen's chunk is preloaded and drawn before the JavaScript), and main.tsx loads
 * that screen before the app starts: so it runs in the page as is, and uses nothing from outside.
 */
export const firstScreen = function (pathname: string, storage: Pick<Storage, 'getItem'>): string | null {
  const signedIn = Boolean(storage.getItem('hadir.user'));
  if (pathname === '/' || pathname === '/login') return signedIn ? 'home' : 'login';
  if (pathname === '/live') return signedIn ? 'live' : 'login';
  if (pathname === '/clockin' || pathname === '/clockout') return signedIn ? pathname.slice(1) : 'login';
  return null;
};
