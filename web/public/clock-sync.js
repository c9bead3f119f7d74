/* global self */
/*
 * Background Sync for clock-ins kept on the phone while offline (issue 29; rules §9 "Offline
 * clock-in"), imported into the service worker Workbox generates (vite.config.ts, importScripts).
 * When the page keeps a clock-in it registers the sync tag below; the browser fires 'sync' once the
 * network is back, even if the page went to the background. The worker then asks an open page of
 * the app to send its queue, by the very code that sends it when the app opens or comes back online
 * (clock-outbox.ts): the same session, the same signing, and exactly once through each clock-in's
 * client_id however often it goes. With no page open, or the queue not empty yet, the sync fails so
 * the browser tries again later; the next open sends it in any case.
 */
const CLOCK_SYNC_TAG = 'hadir-clock-queue';
const FLUSH_MESSAGE = 'hadir-clock-queue-flush';
/** A page that does not answer (an older version of the app) is not waited for longer than this. */
const ANSWER_WITHIN_MS = 60000;

function askPage(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve({ waiting: -1 }), ANSWER_WITHIN_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data || { waiting: -1 });
    };
    client.postMessage({ type: FLUSH_MESSAGE }, [channel.port2]);
  });
}

async function sendThroughPage() {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (pages.length === 0) throw new Error('No page of the app is open to send the kept clock-ins; the browser tries again later');
  const answer = await askPage(pages[0]);
  if (answer.waiting !== 0) throw new Error('Kept clock-ins are still waiting; the browser tries again later');
}

self.addEventListener('sync', (event) => {
  if (event.tag === CLOCK_SYNC_TAG) event.waitUntil(sendThroughPage());
});
