/**
 * This browser and Web Push (issue 47): whether it can take pushes, and its subscription. The
 * browser's permission prompt comes only from turnOn, on the person's own press.
 */

/** What this browser can do about pushes, in the order the screen explains it. */
export type PushSupport = 'ios-install' | 'unsupported' | 'denied' | 'ready';

interface Browser {
  userAgent: string;
  standalone: boolean;
  hasPush: boolean;
  permission: NotificationPermission | null;
}

function thisBrowser(): Browser {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    standalone: nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
    hasPush: 'serviceWorker' in nav && 'PushManager' in window && 'Notification' in window,
    permission: 'Notification' in window ? Notification.permission : null,
  };
}

/** iPhone and iPad (iPadOS says Macintosh, with touch): Web Push only from the home screen, iOS 16.4 and later. */
const isIos = (userAgent: string) => /iPhone|iPad|iPod/.test(userAgent);

export function pushSupport(browser: Browser = thisBrowser()): PushSupport {
  if (isIos(browser.userAgent) && !browser.standalone) return 'ios-install';
  if (!browser.hasPush) return 'unsupported';
  if (browser.permission === 'denied') return 'denied';
  return 'ready';
}

/** base64url → bytes, as PushManager.subscribe takes the VAPID key. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const text = atob(
    key
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(key.length / 4) * 4, '='),
  );
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** The subscription's endpoint when this browser takes pushes. */
export async function thisDeviceEndpoint(): Promise<string | null> {
  if (pushSupport() !== 'ready' || !navigator.serviceWorker?.controller) return null;
  return (await (await registration()).pushManager.getSubscription())?.endpoint ?? null;
}

export class PushRefused extends Error {}

/** Asks the browser (its prompt), then subscribes; throws PushRefused when the person says no. */
export async function subscribeThisDevice(publicKey: string) {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushRefused('permission');
  const manager = (await registration()).pushManager;
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/** Unsubscribes this browser; its endpoint, for the api to forget. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/** This phone's answer to the offer after a first request (PushOffer): kept, so it is asked once. */
const OFFER_KEY = 'hadir.pushOffer';

export function pushOfferAnswered(): void {
  try {
    localStorage.setItem(OFFER_KEY, 'answered');
  } catch {
    // Storage refused (a private window): the offer may come once more, which is all.
  }
}

/**
 * Whether to offer pushes now: the browser takes them, it was never asked (a "no" given to the
 * browser is not asked again here), this phone has not answered the offer, and it has no subscription.
 */
export async function pushOfferDue(): Promise<boolean> {
  if (pushSupport() !== 'ready' || Notification.permission !== 'default') return false;
  try {
    if (localStorage.getItem(OFFER_KEY) === 'answered') return false;
  } catch {
    return false;
  }
  return (await thisDeviceEndpoint().catch(() => null)) === null;
}
