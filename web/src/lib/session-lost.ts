export type SessionLoss = 'UNAUTHENTICATED' | 'SESSION_ENDED';

let onSessionLost: (reason: SessionLoss) => boolean = () => false;

/**
 * The app decides what a lost session means (sign out, navigate) and answers whether it acted;
 * transports (Apollo's link, a file that answered 401) only report it. In lib/, apart from Apollo,
 * so that the app's frame and the Login screen do not load Apollo Client.
 */
export function setSessionLostHandler(handler: (reason: SessionLoss) => boolean): void {
  onSessionLost = handler;
}

export const reportSessionLost = (reason: SessionLoss): boolean => onSessionLost(reason);

/** A file answered 401 (rules §8: an expired session goes to login) — say so; true when it did. */
export function reportIfUnauthorized(status: number): boolean {
  if (status !== 401) return false;
  reportSessionLost('UNAUTHENTICATED');
  return true;
}

/**
 * An `<img>` or the PDF viewer cannot see why a file failed to load: ask the gateway again for its
 * status only (HEAD), and when the session is gone, let the app take the person to login.
 */
export async function checkFileSession(url: string | null | undefined): Promise<void> {
  if (!url) return;
  try {
    reportIfUnauthorized((await fetch(url, { method: 'HEAD', credentials: 'same-origin' })).status);
  } catch {
    // Offline: the screen's own failure state says so.
  }
}
