import { lazy, Suspense } from 'react';
import { HR_ROLE, useSessionUser } from '../lib/session-store';

const HrEntry = lazy(async () => ({ default: (await import('./hr-entry')).HrEntry }));

/** The HR console's entry for an HR admin (roleId 3); for anyone else nothing, and nothing is fetched. */
export function HrEntrySlot({ variant }: { variant: 'card' | 'row' }) {
  const user = useSessionUser();
  if (user?.roleId !== HR_ROLE) return null;
  return (
    <Suspense fallback={null}>
      <HrEntry variant={variant} />
    </Suspense>
  );
}
