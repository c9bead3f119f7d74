import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { OfferPushAfterRequest } from './offer-push-after-request';

interface RouteState {
  notice?: string;
  /** The screen was opened right after the person filed a request: pushes may be offered (PushOffer). */
  offerPush?: boolean;
}

/** The success notice a screen was opened with (navigate(to, { state: { notice } })), dismissible. */
export function RouteNotice() {
  const location = useLocation();
  const [state] = useState(() => (location.state as RouteState | null) ?? {});
  const [notice, setNotice] = useState(state.notice ?? null);
  return (
    <>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {state.offerPush && <OfferPushAfterRequest />}
    </>
  );
}
