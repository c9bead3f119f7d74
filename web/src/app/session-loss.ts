export type SessionLoss = 'UNAUTHENTICATED' | 'SESSION_ENDED';

let onSessionLost: (reason: SessionLoss) => boolean = () => false;

/**
 * The app decides what a lost session means (clear state, navigate) and answers whether it acted;
 * the transport only reports it. Apart from apollo.ts so that the app's frame, which registers the
 * handler, does not load Apollo Client on the Login screen.
 */
export function setSessionLostHandler(handler: (reason: SessionLoss) => boolean): void {
  onSessionLost = handler;
}

export const reportSessionLost = (reason: SessionLoss): boolean => onSessionLost(reason);
