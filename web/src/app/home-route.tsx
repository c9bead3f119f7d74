import { lazy, Suspense } from 'react';
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
      renderRequestModal={(close) => (
        <Suspense fallback={null}>
          <CorrectionModal onClose={close} />
        </Suspense>
      )}
    />
  );
}
