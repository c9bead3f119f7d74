import type { SignedFix } from '@hadir/common/clocking';
import { useSyncExternalStore } from 'react';
import { CLOCKINGS_STORE, read, write } from './clock-db';
import type { FaceOutcome } from './face-outcome';

/**
 * Clock-ins kept on this phone when Submit found no network (issue 29, rules §9 "Offline clock-in"):
 * the whole clock-in (its fields, the selfie, the fixes, the time the phone took it and its key) is
 * kept in IndexedDB until it is sent, so a reload or a closed tab loses nothing. It goes when the
 * browser is back online and whenever the app opens, or from the service worker with no page open
 * (clock-worker-send.ts, on Background Sync); the api stores it once however often it comes
 * (the key), at the phone's time when it comes late. One the api refuses stays, with the api's words,
 * until the person has read them (acknowledge).
 *
 * The logic is here, the storage behind a small interface: IndexedDB in the browser, a Map in tests
 * (jsdom has no IndexedDB).
 */

/** What the clock screen sends, the photo apart (ClockAttendanceInput). */
export interface QueuedInput {
  latitude: number;
  longitude: number;
  fixes: SignedFix[];
  webdriver: boolean;
  description: string | null;
  clocking: boolean;
  attendDate: string;
  attendTime: string;
  locationCode: string;
  locationName: string;
  clientId: string;
  capturedAt: number;
  /**
   * The phone key's signature made when it was kept (clock-signing.ts: bound to clientId and
   * capturedAt, no nonce can be had offline), and the key's id; absent where this browser cannot sign.
   */
  signature?: string | null;
  keyId?: string | null;
  /** What the clock screen's face check saw in the selfie (issue 49), where it ran. */
  faceCheck?: FaceOutcome | null;
}

export interface QueuedClocking {
  /** The clock-in's key (input.clientId). */
  id: string;
  /** Whose it is: only their session sends it. */
  nik: string;
  input: QueuedInput;
  photo: Blob;
  /** waiting: not sent yet; refused: the api said no (refusal, in its words) and the person has not read it yet. */
  state: 'waiting' | 'refused';
  refusal?: string;
}

export interface QueueStorage {
  all(): Promise<QueuedClocking[]>;
  put(item: QueuedClocking): Promise<void>;
  remove(id: string): Promise<void>;
}

/** What became of one send: stored by the api, no network (or no session, or the server down: later), or refused in these words. */
export type SendOutcome = { sent: true } | { retryLater: true } | { refused: string };

/** A clock-in sent in this page's life, shown as sent until the page goes. */
export interface SentClocking {
  id: string;
  clocking: boolean;
  capturedAt: number;
}

/** The GraphQL error codes of a refusal by the api (its words are for the person); anything else is tried again later. */
const REFUSALS = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'BAD_REQUEST']);
export const isRefusal = (code: string) => REFUSALS.has(code);

/** The browser's IndexedDB (clock-db.ts): one object store of QueuedClocking by id (Blobs are kept as they are). */
export function indexedDbStorage(): QueueStorage {
  return {
    all: () => read(CLOCKINGS_STORE, (store) => store.getAll() as IDBRequest<QueuedClocking[]>),
    put: (item) => write(CLOCKINGS_STORE, (store) => store.put(item)),
    remove: (id) => write(CLOCKINGS_STORE, (store) => store.delete(id)),
  };
}

export interface ClockQueueState {
  /** This person's kept clock-ins, oldest first. */
  items: QueuedClocking[];
  sent: SentClocking[];
}

/** The queue of one page: the storage, who is signed in, and how to send one clock-in. */
export function createClockQueue(storage: QueueStorage, currentNik: () => string | null) {
  let state: ClockQueueState = { items: [], sent: [] };
  const listeners = new Set<() => void>();
  let running: Promise<void> | null = null;
  let again = false;

  const setState = (next: ClockQueueState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  /** Reads what is kept for the person signed in now. */
  async function refresh(): Promise<void> {
    const nik = currentNik();
    const items = nik
      ? (await storage.all()).filter((item) => item.nik === nik).sort((a, b) => a.input.capturedAt - b.input.capturedAt)
      : [];
    setState({ ...state, items });
  }

  /** Keeps a clock-in the network did not take. */
  async function keep(item: Omit<QueuedClocking, 'state' | 'id'>): Promise<QueuedClocking> {
    const kept: QueuedClocking = { ...item, id: item.input.clientId, state: 'waiting' };
    await storage.put(kept);
    await refresh();
    return kept;
  }

  async function flushOnce(send: (item: QueuedClocking) => Promise<SendOutcome>): Promise<void> {
    await refresh();
    for (const item of state.items.filter((one) => one.state === 'waiting')) {
      // The session may have changed while an earlier one was on its way.
      if (item.nik !== currentNik()) return;
      const outcome = await send(item);
      if ('retryLater' in outcome) return;
      if ('sent' in outcome) {
        await storage.remove(item.id);
        // Waiting → Sent in one step: never listed as both while the store is read again.
        setState({
          items: state.items.filter((one) => one.id !== item.id),
          sent: [...state.sent, { id: item.id, clocking: item.input.clocking, capturedAt: item.input.capturedAt }],
        });
      } else {
        await storage.put({ ...item, state: 'refused', refusal: outcome.refused });
      }
      await refresh();
    }
  }

  /**
   * Sends every waiting clock-in of the person signed in, oldest first, one at a time; stops at the
   * first that cannot go now (no network). A call while one runs makes it run once more after.
   */
  function flush(send: (item: QueuedClocking) => Promise<SendOutcome>): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await flushOnce(send);
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  /** The person has read a refusal: the kept clock-in goes. */
  async function acknowledge(id: string): Promise<void> {
    await storage.remove(id);
    await refresh();
  }

  return {
    keep,
    flush,
    refresh,
    acknowledge,
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ClockQueue = ReturnType<typeof createClockQueue>;

/** The queue's state, kept current, for a screen. */
export const useClockQueueState = (queue: ClockQueue) => useSyncExternalStore(queue.subscribe, queue.get, queue.get);

/** A fresh key for one clock-in (a UUID v4). */
export function newClockingKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
