import { useCallback, useRef, useState } from 'react';
import type { AlertState } from '../components/alert-dialog';
import { readError } from './graphql-error';

/**
 * A form's send, the same on every screen: one at a time (a second tap while the first is on its
 * way does nothing, rules §4), `busy` while it runs, and a failure told in the alert in words a
 * person can read. What the form holds is left alone, so it can be sent again.
 */
export function useSubmit() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AlertState | null>(null);

  const submit = useCallback(async (send: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await send();
    } catch (failure) {
      setAlert({ status: 'failure', message: readError(failure).message });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  const closeAlert = useCallback(() => setAlert(null), []);
  return { submit, busy, alert, setAlert, closeAlert };
}
