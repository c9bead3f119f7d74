import Alert from '@mui/material/Alert';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';

// Loaded only when a screen is opened after a person's request was filed (most never show it).
const PushOffer = lazy(async () => ({ default: (await import('./push-offer')).PushOffer }));

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
      {state.offerPush && (
        <Suspense fallback={null}>
          <PushOffer />
        </Suspense>
      )}
    </>
  );
}
