import { lazy, Suspense } from 'react';
import { ClockOutbox } from '../features/attendance/components/clock-outbox';
import { HomeScreen } from '../features/home/components/home-screen';

// The correction modal loads only when Request is tapped.
const CorrectionModal = lazy(async () => ({
  default: (await import('../features/correction/components/correction-modal')).CorrectionModal,
}));

/**
 * Home composed by the app: the Request button's correction modal belongs to another feature,
 * so it is handed in here rather than imported by Home.
 */
export function HomeRoute() {
  return (
    <HomeScreen
      outbox={<ClockOutbox />}
      renderRequestModal={(close) => (
        <Suspense fallback={null}>
          <CorrectionModal onClose={close} />
        </Suspense>
      )}
    />
  );
}
