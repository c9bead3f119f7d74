import { lazy, Suspense, useState } from 'react';
import { OfferPushAfterRequest } from '../components/offer-push-after-request';
import { ClockOutbox } from '../features/attendance/components/clock-outbox';
import { HomeScreen } from '../features/home/components/home-screen';
import { AnnualLeaveLine } from '../features/leave/components/annual-leave-line';
import { loadArea } from '../i18n';

// The correction modal loads only when Request is tapped, with its words.
const CorrectionModal = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/correction/components/correction-modal'),
    loadArea('correction'),
  ]);
  return { default: module.CorrectionModal };
});

/**
 * Home composed by the app: the Request button's correction modal and the annual leave line belong
 * to other features, so they are handed in here rather than imported by Home.
 */
export function HomeRoute() {
  // A correction just requested: pushes may be offered, as after a leave or an overtime request.
  const [requested, setRequested] = useState(false);
  return (
    <HomeScreen
      outbox={<ClockOutbox />}
      balanceLine={<AnnualLeaveLine />}
      afterRequest={requested && <OfferPushAfterRequest />}
      renderRequestModal={(close) => (
        <Suspense fallback={null}>
          <CorrectionModal onClose={close} onSent={() => setRequested(true)} />
        </Suspense>
      )}
    />
  );
}
