import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { PlainRouteName } from '../config/paths';

export interface AlertState {
  status: 'success' | 'failure';
  message: string;
  /** On success, OK goes to this route; on failure OK only closes. */
  successRoute?: PlainRouteName;
  /** A route with parameters, already built (e.g. paths.live.href()). */
  successHref?: string;
}

export interface AlertDialogProps {
  alert: AlertState | null;
  onClose: () => void;
  /** Extra actions beside OK (e.g. Relogin). */
  actions?: ReactNode;
}

// MUI's Modal and Dialog load the first time an alert opens: no screen shows one as it first draws.
const loadView = () => import('./alert-dialog-view');
const AlertDialogView = lazy(async () => ({ default: (await loadView()).AlertDialogView }));

/**
 * Loads the alert's code now. A screen whose alert must open with no network loads it with itself
 * (the clock screen's "saved on this phone", issue 46: offline, the alert's code could not be
 * fetched and the app went blank).
 */
export async function preloadAlertDialog(): Promise<void> {
  await loadView();
}

/** The one alert of rules §2: an OK button; on success it navigates to a named route, on failure it closes. */
export function AlertDialog(props: AlertDialogProps) {
  const [opened, setOpened] = useState(false);
  if (props.alert && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialogView {...props} />
    </Suspense>
  );
}
