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
const AlertDialogView = lazy(async () => ({ default: (await import('./alert-dialog-view')).AlertDialogView }));

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
