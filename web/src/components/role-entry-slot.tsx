import { lazy, Suspense } from 'react';
import { HR_ROLE, SUPERVISOR_ROLE, useSessionUser } from '../lib/session-store';

const RoleEntry = lazy(async () => ({ default: (await import('./role-entry')).RoleEntry }));

/**
 * The HR console's entry for an HR admin, the team view's for a supervisor; for an employee nothing,
 * and nothing is fetched. `flagged`: the clock-ins waiting for their review (Home's summary).
 */
export function RoleEntrySlot({ variant, flagged }: { variant: 'card' | 'row'; flagged?: number }) {
  const user = useSessionUser();
  const area = user?.roleId === HR_ROLE ? 'hr' : user?.roleId === SUPERVISOR_ROLE ? 'team' : null;
  if (!area) return null;
  return (
    <Suspense fallback={null}>
      <RoleEntry variant={variant} area={area} flagged={flagged} />
    </Suspense>
  );
}
