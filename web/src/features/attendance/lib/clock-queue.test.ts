import { describe, expect, it } from '@jest/globals';
import {
  createClockQueue,
  isRefusal,
  newClockingKey,
  type QueuedClocking,
  type QueuedInput,
  type QueueStorage,
  type SendOutcome,
} from './clock-queue';

// The queue of clock-ins kept on the phone (issue 29), on a Map standing in for IndexedDB (jsdom has
// none; the browser test offline-clockin.spec.ts proves the IndexedDB one).

/** A Map as the storage, copying what goes in and out as IndexedDB's structured clone does. */
function memoryStorage(): QueueStorage & { map: Map<string, QueuedClocking> } {
  const map = new Map<string, QueuedClocking>();
  return {
    map,
    all: async () => [...map.values()].map((item) => ({ ...item })),
    put: async (item) => void map.set(item.id, { ...item }),
    remove: async (id) => void map.delete(id),
  };
}

const input = (clientId: string, capturedAt: number, clocking = true): QueuedInput => ({
  latitude: -6.2,
  longitude: 106.816666,
  fixes: [
    { latitude: -6.2, longitude: 106.816666, accuracy: 12, altitude: null, speed: null, timestamp: capturedAt - 1000 },
  ],
  webdriver: false,
  description: null,
  clocking,
  attendDate: '2026-11-10',
  attendTime: '07:58:00',
  locationCode: 'JKT01',
  locationName: 'Kantor Pusat Jakarta',
  clientId,
  capturedAt,
});
const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const T0 = Date.parse('2026-11-10T07:58:00+07:00');

function setup(nik: { value: string | null } = { value: '10001' }) {
  const storage = memoryStorage();
  const queue = createClockQueue(storage, () => nik.value);
  const calls: string[] = [];
  const sender = (outcomes: Record<string, SendOutcome>) => async (item: QueuedClocking) => {
    calls.push(item.id);
    return outcomes[item.id] ?? { sent: true };
  };
  return { storage, queue, calls, sender, nik };
}

describe('the queue of clock-ins kept on the phone', () => {
  it('keeps a clock-in with its photo as waiting, and still has it after the page is opened again', async () => {
    const { storage, queue } = setup();
    await queue.keep({ nik: '10001', input: input('a', T0), photo });
    expect(queue.get().items).toEqual([expect.objectContaining({ id: 'a', state: 'waiting', photo })]);
    // A reload: a new queue on the same storage reads it back.
    const reopened = createClockQueue(storage, () => '10001');
    await reopened.refresh();
    expect(reopened.get().items.map((item) => item.id)).toEqual(['a']);
  });

  it('sends the waiting ones oldest first, drops each that went and tells it as sent', async () => {
    const { storage, queue, calls, sender } = setup();
    await queue.keep({ nik: '10001', input: input('later', T0 + 60_000, false), photo });
    await queue.keep({ nik: '10001', input: input('first', T0), photo });
    await queue.flush(sender({}));
    expect(calls).toEqual(['first', 'later']);
    expect(storage.map.size).toBe(0);
    expect(queue.get()).toEqual({
      items: [],
      sent: [
        { id: 'first', clocking: true, capturedAt: T0 },
        { id: 'later', clocking: false, capturedAt: T0 + 60_000 },
      ],
    });
  });

  it('keeps everything when there is still no network, and stops at the first that cannot go', async () => {
    const { storage, queue, calls, sender } = setup();
    await queue.keep({ nik: '10001', input: input('a', T0), photo });
    await queue.keep({ nik: '10001', input: input('b', T0 + 1), photo });
    await queue.flush(sender({ a: { retryLater: true } }));
    expect(calls).toEqual(['a']);
    expect([...storage.map.keys()].sort()).toEqual(['a', 'b']);
    expect(queue.get().sent).toEqual([]);
  });

  it("keeps a refused one with the api's words until the person acknowledges it, and never sends it again", async () => {
    const { storage, queue, calls, sender } = setup();
    await queue.keep({ nik: '10001', input: input('a', T0), photo });
    await queue.flush(sender({ a: { refused: 'Your location is out of radius' } }));
    expect(queue.get().items).toEqual([
      expect.objectContaining({ id: 'a', state: 'refused', refusal: 'Your location is out of radius' }),
    ]);
    await queue.flush(sender({}));
    expect(calls).toEqual(['a']);
    await queue.acknowledge('a');
    expect(queue.get().items).toEqual([]);
    expect(storage.map.size).toBe(0);
  });

  it("sends only the signed-in person's clock-ins and shows only theirs", async () => {
    const nik = { value: '10002' as string | null };
    const { queue, calls, sender } = setup(nik);
    await queue.keep({ nik: '10001', input: input('ade', T0), photo });
    await queue.keep({ nik: '10002', input: input('dewi', T0 + 1), photo });
    expect(queue.get().items.map((item) => item.id)).toEqual(['dewi']);
    await queue.flush(sender({}));
    expect(calls).toEqual(['dewi']);
    nik.value = null;
    await queue.flush(sender({}));
    expect(calls).toEqual(['dewi']);
  });

  it('sends each once when the browser says online twice while a send is on its way', async () => {
    const { queue, calls } = setup();
    await queue.keep({ nik: '10001', input: input('a', T0), photo });
    let release!: () => void;
    const slow = async (item: QueuedClocking): Promise<SendOutcome> => {
      calls.push(item.id);
      await new Promise<void>((resolve) => (release = resolve));
      return { sent: true };
    };
    const first = queue.flush(slow);
    const second = queue.flush(slow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await Promise.all([first, second]);
    expect(calls).toEqual(['a']);
    expect(queue.get().sent.map((item) => item.id)).toEqual(['a']);
  });

  it('tells a refusal by the api from a failure to try again later', () => {
    expect(['BAD_USER_INPUT', 'FORBIDDEN', 'CONFLICT'].every(isRefusal)).toBe(true);
    expect(
      [
        'NETWORK',
        'UNAUTHENTICATED',
        'SESSION_ENDED',
        'PROVIDER_UNAVAILABLE',
        'INTERNAL_SERVER_ERROR',
        'TOO_MANY_REQUESTS',
      ].some(isRefusal),
    ).toBe(false);
  });

  it('makes a new UUID for each clock-in', () => {
    const [a, b] = [newClockingKey(), newClockingKey()];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
