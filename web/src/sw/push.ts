/*
 * Web Push in the service worker (issue 47; docs/notifications.md). Built on its own into /push.js
 * (web/build/worker-script.ts) and imported into the service worker Workbox generates (vite.config.ts,
 * importScripts), as clock-sync.ts is.
 * - push: shows the notification the api sent (push-handlers.ts).
 * - notificationclick: opens the screen it names in a Hadir window, and tells the api it was opened
 *   through the gateway with the browser's session cookie (no page needed); without a session the
 *   call fails quietly and the e-mail the company set for an unopened push still follows.
 * - pushsubscriptionchange: the push service replaced the subscription; the new one is registered.
 */
import { sendGraphql } from '../lib/plain-graphql';
import { NotificationOpenedDocument, WorkerPushKeyDocument, WorkerSubscribePushDocument } from '../gql/graphql';
import { notificationOf, openScreen, type AppWindow, type NotificationData } from './push-handlers';

/** What this file uses of the service worker's scope (TypeScript's webworker library clashes with the DOM one). */
interface ExtendableEvent extends Event {
  waitUntil(done: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: { data: NotificationData | null; close(): void };
}
interface SubscriptionChangeEvent extends ExtendableEvent {
  newSubscription?: PushSubscription | null;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: SubscriptionChangeEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

worker.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text() ?? null);
  event.waitUntil(worker.registration.showNotification(title, options));
});

async function tapped(data: NotificationData | null): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await openScreen(windows, worker.location.origin, data?.url ?? '/', (url) => worker.clients.openWindow(url));
  if (data?.id) await sendGraphql(NotificationOpenedDocument, { id: data.id }).catch(() => undefined);
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(tapped(event.notification.data));
});

async function resubscribe(given: PushSubscription | null | undefined): Promise<void> {
  const subscription =
    given ??
    (await worker.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: (await sendGraphql(WorkerPushKeyDocument, {})).pushKey,
    }));
  const { endpoint, keys } = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await sendGraphql(WorkerSubscribePushDocument, { subscription: { endpoint, ...keys } });
}

worker.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(resubscribe(event.newSubscription));
});
