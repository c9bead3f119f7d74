/*
 * What the service worker does with a push (issue 47; docs/notifications.md): the api sends each push
 * as JSON (api/src/platform/notifications/delivery.ts: id, title, body, url, tag), the worker shows
 * it, and a tap opens the screen it names and tells the api it was opened (no e-mail follows an
 * opened push). The worker's events are wired in push.ts; these take what they use as arguments, so
 * they are tested without a browser's worker scope.
 */

/** A push as the api sends it. */
export interface PushMessage {
  id: number;
  title: string;
  body: string;
  /** The app's path to open on a tap (an inbox item's approval sheet, a decision). */
  url: string;
  tag: string;
}

/** What a shown notification keeps for its tap. */
export interface NotificationData {
  id: number | null;
  url: string;
}

export interface ShowOptions {
  body: string;
  tag: string;
  icon: string;
  badge: string;
  data: NotificationData;
}

/** The bundled icon (web/public/icons), as the manifest names it. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The notification a push's text asks for; a push that is not the api's JSON still says something. */
export function notificationOf(text: string | null, fallbackTitle = 'Hadir'): { title: string; options: ShowOptions } {
  let message: Partial<PushMessage> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') message = parsed as Partial<PushMessage>;
  } catch {
    message = { body: text ?? '' };
  }
  return {
    title: typeof message.title === 'string' && message.title ? message.title : fallbackTitle,
    options: {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : 'hadir',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      data: { id: typeof message.id === 'number' ? message.id : null, url: safePath(message.url) },
    },
  };
}

/** Only a path of this app opens: never another site, whatever a payload says. */
export function safePath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/** A window of the app, as the worker's clients.matchAll gives it. */
export interface AppWindow {
  url: string;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<AppWindow | null>;
}

/**
 * A tap: an open window of the app is brought forward and navigated to the notification's screen;
 * without one, a new window opens there.
 */
export async function openScreen(
  windows: readonly AppWindow[],
  origin: string,
  path: string,
  openWindow: (url: string) => Promise<unknown>,
): Promise<void> {
  const target = new URL(path, origin).href;
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (!open) {
    await openWindow(target);
    return;
  }
  const focused = await open.focus();
  if (focused.url !== target) await focused.navigate(target);
}
