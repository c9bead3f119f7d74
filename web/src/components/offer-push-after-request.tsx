import { lazy, Suspense } from 'react';

// Loaded only where a request was just filed (most screens never show it).
const PushOffer = lazy(async () => ({ default: (await import('./push-offer')).PushOffer }));

/** Where a person has just filed a request: pushes may be offered (PushOffer says when). */
export function OfferPushAfterRequest() {
  return (
    <Suspense fallback={null}>
      <PushOffer />
    </Suspense>
  );
}
