import type { ApolloClient } from '@apollo/client';
import { ClockAttendanceDocument } from '../../../gql/graphql';
import { readError } from '../../../lib/graphql-error';
import { sessionStore } from '../../../lib/session-store';
import { createClockQueue, indexedDbStorage, isRefusal, type QueuedClocking, type SendOutcome } from './clock-queue';

/** This page's queue of clock-ins kept on the phone (clock-queue.ts), for the person signed in. */
export const clockQueue = createClockQueue(indexedDbStorage(), () => sessionStore.get()?.nik ?? null);

/** Sends one kept clock-in as the clock screen would have (its key makes a repeat the same record). */
const sendWith =
  (client: ApolloClient) =>
  async (item: QueuedClocking): Promise<SendOutcome> => {
    try {
      const photo = new File([item.photo], 'selfie.jpg', { type: item.photo.type || 'image/jpeg' });
      await client.mutate({ mutation: ClockAttendanceDocument, variables: { input: item.input, photo } });
      return { sent: true };
    } catch (error) {
      const { code, message } = readError(error);
      return isRefusal(code) ? { refused: message } : { retryLater: true };
    }
  };

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
  }
  void send();
}
