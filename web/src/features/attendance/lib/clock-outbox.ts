import type { ApolloClient } from '@apollo/client';
import { ClockAttendanceDocument, ClockingNonceDocument, RegisterSigningKeyDocument } from '../../../gql/graphql';
import { readError } from '../../../lib/graphql-error';
import { sessionStore } from '../../../lib/session-store';
import { createClockQueue, indexedDbStorage, isRefusal, type QueuedClocking, type SendOutcome } from './clock-queue';
import { createNonceOffer, createSigner, indexedDbKeys, signedForSending, type Signer } from './clock-signing';

/** This page's queue of clock-ins kept on the phone (clock-queue.ts), for the person signed in. */
export const clockQueue = createClockQueue(indexedDbStorage(), () => sessionStore.get()?.nik ?? null);

/** The nonce Live's pre-check answered with, for the clock-in that follows (clock-signing.ts). */
export const nonceOffer = createNonceOffer();

/** This phone's signer (clock-signing.ts), talking to the api through the app's client. */
export const signerFor = (client: ApolloClient): Signer =>
  createSigner(indexedDbKeys(), {
    async registerKey(publicKey) {
      await client.mutate({ mutation: RegisterSigningKeyDocument, variables: { publicKey } });
    },
    async nonce(nik) {
      const kept = nonceOffer.take(nik);
      if (kept) return kept;
      const { data } = await client.mutate({ mutation: ClockingNonceDocument });
      return data!.clockingNonce.nonce;
    },
  });

/** Sends one kept clock-in as the clock screen would have (its key makes a repeat the same record). */
const sendWith =
  (client: ApolloClient, signer = signerFor(client)) =>
  async (item: QueuedClocking): Promise<SendOutcome> => {
    try {
      const photo = new File([item.photo], 'selfie.jpg', { type: item.photo.type || 'image/jpeg' });
      const input = await signedForSending(signer, item, Date.now());
      await client.mutate({ mutation: ClockAttendanceDocument, variables: { input, photo } });
      return { sent: true };
    } catch (error) {
      const { code, message } = readError(error);
      return isRefusal(code) ? { refused: message } : { retryLater: true };
    }
  };

/** The Background Sync tag and the worker's message (src/sw/clock-sync.ts). */
export const CLOCK_SYNC_TAG = 'hadir-clock-queue';
const FLUSH_MESSAGE = 'hadir-clock-queue-flush';

/** SyncManager, where the browser has it (Chromium); not in TypeScript's DOM library yet. */
type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the browser to fire the service worker's 'sync' when the network is back (Background Sync),
 * after a clock-in was kept. Where there is no service worker or no SyncManager nothing happens: the
 * online event and the next open send the queue as before.
 */
export async function requestClockSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as WithSync | undefined;
    await registration?.sync?.register(CLOCK_SYNC_TAG);
  } catch {
    // Refused (permission, a private window): the other ways of sending remain.
  }
}

let started = false;

/**
 * Sends what is kept now (the app opening) and again whenever the browser is back online or another
 * person signs in; once something went, what is on screen is read again (the log shows it).
 */
export function startClockQueue(client: ApolloClient): void {
  const send = async () => {
    try {
      const before = clockQueue.get().sent.length;
      await clockQueue.flush(sendWith(client));
      if (clockQueue.get().sent.length > before) await client.refetchQueries({ include: 'active' });
    } catch {
      // No IndexedDB here (a private window may refuse it): nothing was kept, nothing to send.
    }
  };
  if (!started) {
    started = true;
    window.addEventListener('online', () => void send());
    sessionStore.subscribe(() => void send());
    // The service worker's sync event with this page open (src/sw/clock-sync.ts): the same send, and how many still wait.
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type !== FLUSH_MESSAGE) return;
      void send().then(() =>
        event.ports[0]?.postMessage({
          waiting: clockQueue.get().items.filter((item) => item.state === 'waiting').length,
        }),
      );
    });
  }
  void send();
}
