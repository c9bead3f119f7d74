import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton';
import { paths } from '../config/paths';
import { i18n } from '../i18n';
import { flash } from '../lib/flash';
import { sessionStore } from '../lib/session-store';
import { setSessionLostHandler } from './session-loss';

/** Around every screen: scroll to the top on navigation, and act on a lost session. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    setSessionLostHandler((reason) => {
      if (!sessionStore.get()) return false;
      sessionStore.clear();
      flash.set(reason === 'SESSION_ENDED' ? i18n.t('app.sessionEnded') : i18n.t('app.sessionExpired'));
      // 406: the session ended elsewhere → the root (whose guard leads to login); 401 → login.
      navigate(reason === 'SESSION_ENDED' ? paths.home.href() : paths.login.href(), { replace: true });
      return true; // apollo.ts then empties its cache
    });
  }, [navigate]);

  return (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
}
