/*
 * Background Sync for clock-ins kept on the phone while offline (issue 29; rules §9 "Offline clock-in",
 * "Background Sync"). Built on its own into /clock-sync.js (web/build/worker-script.ts: one classic
 * script, none of the page's code) and imported into the service worker Workbox generates
 * (vite.config.ts, importScripts).
 *
 * When the page keeps a clock-in it registers the sync tag below; the browser fires 'sync' once the
 * network is back, with or without a page of the app open.
 * - A page open: the worker asks it to send its queue, by the very code that sends it when the app
 *   opens or comes back online (clock-outbox.ts), and hears how many still wait.
 * - No page open (or one of an older version that does not answer): the worker sends the queue
 *   itself (clock-worker-send.ts): the same IndexedDB queue, signing and GraphQL mutation, with the
 *   browser's session cookie.
 * While any still waits (no network after all, no session) the sync fails, so the browser tries again
 * later; the next open sends it in any case. However often it goes, each clock-in's client_id keeps it
 * one record at the api.
 */
import { env } from '../config/env';
import { indexedDbStorage } from '../features/attendance/lib/clock-queue';
import { indexedDbKeys } from '../features/attendance/lib/clock-signing';
import { sendKeptClockIns } from '../features/attendance/lib/clock-worker-send';

/** clock-outbox.ts's CLOCK_SYNC_TAG and FLUSH_MESSAGE (not imported: that module is the page's, with Apollo Client). */
const CLOCK_SYNC_TAG = 'hadir-clock-queue';
const FLUSH_MESSAGE = 'hadir-clock-queue-flush';
/** A page that does not answer (an older version of the app) is not waited for longer than this. */
const ANSWER_WITHIN_MS = 60_000;

/** What this file uses of the service worker's scope (TypeScript's webworker library clashes with the DOM one the web compiles with). */
interface PageClient {
  postMessage(message: unknown, transfer: Transferable[]): void;
}
interface SyncEvent extends Event {
  tag: string;
  waitUntil(done: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly PageClient[]> };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** How many kept clock-ins still wait once the page has sent what it could; -1 when it does not answer. */
function askPage(client: PageClient): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(-1), ANSWER_WITHIN_MS);
    channel.port1.onmessage = (event: MessageEvent<{ waiting?: number } | null>) => {
      clearTimeout(timer);
      resolve(event.data?.waiting ?? -1);
    };
    client.postMessage({ type: FLUSH_MESSAGE }, [channel.port2]);
  });
}

async function sendKept(): Promise<void> {
  const [page] = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  let waiting = page ? await askPage(page) : -1;
  if (waiting < 0) {
    ({ waiting } = await sendKeptClockIns({
      storage: indexedDbStorage(),
      keys: indexedDbKeys(),
      graphqlUrl: new URL(env.graphqlUrl, worker.location.origin).href,
    }));
  }
  if (waiting !== 0) throw new Error('Kept clock-ins are still waiting; the browser tries again later');
}

worker.addEventListener('sync', (event) => {
  if (event.tag === CLOCK_SYNC_TAG) event.waitUntil(sendKept());
});
