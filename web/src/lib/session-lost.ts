export type SessionLoss = 'UNAUTHENTICATED' | 'SESSION_ENDED';

let onSessionLost: (reason: SessionLoss) => void = () => {};

/** The app decides what a lost session means (clear state, navigate); transports only report it. */
export function setSessionLostHandler(handler: (reason: SessionLoss) => void): void {
  onSessionLost = handler;
}

export const reportSessionLost = (reason: SessionLoss) => onSessionLost(reason);

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
