import { useApolloClient } from '@apollo/client/react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton';
import { paths } from '../config/paths';
import { flash } from '../lib/flash';
import { sessionStore } from '../lib/session-store';
import { setSessionLostHandler } from './apollo';

/** Around every screen: scroll to the top on navigation, and act on a lost session. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    setSessionLostHandler((reason) => {
      if (!sessionStore.get()) return;
      sessionStore.clear();
      void client.clearStore();
      flash.set(reason === 'SESSION_ENDED' ? t('app.sessionEnded') : t('app.sessionExpired'));
      // 406: the session ended elsewhere → the root (whose guard leads to login); 401 → login.
      navigate(reason === 'SESSION_ENDED' ? paths.home.href() : paths.login.href(), { replace: true });
    });
  }, [client, navigate]);

  return (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
}
