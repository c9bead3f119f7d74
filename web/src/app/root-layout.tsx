import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadBoundary } from '../components/load-boundary';
import { PageSkeleton } from '../components/page-skeleton';
import { paths } from '../config/paths';
import { i18n } from '../i18n';
import { setSessionLostHandler } from '../lib/session-lost';
import { sessionStore } from '../lib/session-store';
import { useSignOut } from '../lib/use-sign-out';

/**
 * Around every screen: scroll to the top on navigation, act on a lost session, and say so with Retry
 * where a screen (or a part of it) could not be loaded, rather than a blank page (issue 46).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const signOut = useSignOut();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    setSessionLostHandler((reason) => {
      if (!sessionStore.get()) return false;
      // 406: the session ended elsewhere → the root (whose guard leads to login); 401 → login.
      if (reason === 'SESSION_ENDED') signOut(paths.home.href(), i18n.t('app.sessionEnded'));
      else signOut(paths.login.href(), i18n.t('app.sessionExpired'));
      return true;
    });
  }, [signOut]);

  return (
    <LoadBoundary resetKey={pathname}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </LoadBoundary>
  );
}
