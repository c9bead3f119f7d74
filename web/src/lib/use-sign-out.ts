import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { flash } from './flash';
import { sessionStore } from './session-store';

/**
 * The one way a person leaves the app on this phone: the session and with it every cached answer
 * are dropped (phones are shared), then the app goes to `to`, saying `notice` there when given.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(
    (to: string, notice?: string) => {
      // Apollo's cache follows the session store (app/apollo.ts): it empties itself.
      sessionStore.clear();
      if (notice) flash.set(notice);
      void navigate(to, { replace: true });
    },
    [navigate],
  );
}
