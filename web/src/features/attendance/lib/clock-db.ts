/**
 * The clock screen's one IndexedDB database on this phone (issue 29): the clock-ins kept while offline
 * (clock-queue.ts, store `clockings`) and the phone's signing keys (clock-signing.ts, store `keys`).
 * Every reader opens it here, so its version and stores are decided in one place.
 */

const DB_NAME = 'hadir-clock-queue';
/** 1: clockings; 2: keys. */
const DB_VERSION = 2;
export const CLOCKINGS_STORE = 'clockings';
export const KEYS_STORE = 'keys';

let opened: Promise<IDBDatabase> | undefined;

/** The database, opened once per page (a failed open is tried again next time). */
export function openClockDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(CLOCKINGS_STORE)) db.createObjectStore(CLOCKINGS_STORE, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(KEYS_STORE)) db.createObjectStore(KEYS_STORE, { keyPath: 'nik' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opened = undefined;
      reject(req.error ?? new Error('IndexedDB cannot be opened'));
    };
  });
  return opened;
}

export const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

/** Reads from one store. */
export const read = async <T>(store: string, get: (objects: IDBObjectStore) => IDBRequest<T>) =>
  request(get((await openClockDb()).transaction(store).objectStore(store)));

/** Changes one store; resolves when the change is committed. */
export async function write(store: string, change: (objects: IDBObjectStore) => IDBRequest): Promise<void> {
  const transaction = (await openClockDb()).transaction(store, 'readwrite');
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
  change(transaction.objectStore(store));
  await done;
}
