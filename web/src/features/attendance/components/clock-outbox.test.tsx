import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { createClockQueue, type QueuedClocking, type QueueStorage } from '../lib/clock-queue';
import { ClockOutbox } from './clock-outbox';

// The list of clock-ins kept on the phone (issue 29) on Live and Home, on a queue kept in a Map.

const T0 = Date.parse('2026-11-10T07:58:00+07:00');

function queueWith(items: QueuedClocking[]) {
  const map = new Map(items.map((item) => [item.id, item]));
  const storage: QueueStorage = {
    all: async () => [...map.values()],
    put: async (item) => void map.set(item.id, item),
    remove: async (id) => void map.delete(id),
  };
  return { map, queue: createClockQueue(storage, () => '10001') };
}

const kept = (id: string, capturedAt: number, extra: Partial<QueuedClocking> = {}): QueuedClocking => ({
  id,
  nik: '10001',
  photo: new Blob([new Uint8Array([1])], { type: 'image/jpeg' }),
  state: 'waiting',
  input: {
    latitude: -6.2,
    longitude: 106.816666,
    fixes: [],
    webdriver: false,
    description: null,
    clocking: true,
    attendDate: '2026-11-10',
    attendTime: '07:58:00',
    locationCode: 'JKT01',
    locationName: 'Kantor Pusat Jakarta',
    clientId: id,
    capturedAt,
  },
  ...extra,
});

describe('ClockOutbox', () => {
  it('says nothing when nothing is kept', async () => {
    const { queue } = queueWith([]);
    renderAt(<ClockOutbox queue={queue} />, { path: '/live' });
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Clock-ins saved on this phone' })).not.toBeInTheDocument(),
    );
  });

  it('shows a kept clock-in as waiting, then as sent once it went', async () => {
    const { queue } = queueWith([kept('a', T0)]);
    renderAt(<ClockOutbox queue={queue} />, { path: '/live' });
    const row = await screen.findByRole('listitem', { name: 'Clock In · 10-11-2026 07:58' });
    expect(row).toHaveTextContent('Waiting to send');
    await queue.flush(async () => ({ sent: true }));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Clock In · 10-11-2026 07:58' })).toHaveTextContent('Sent'),
    );
  });

  it("shows a refused one in the api's words and lets it go only when the person presses OK", async () => {
    const { queue, map } = queueWith([kept('a', T0, { state: 'refused', refusal: 'Your location is out of radius' })]);
    renderAt(<ClockOutbox queue={queue} />, { path: '/live' });
    const row = await screen.findByRole('listitem', { name: 'Clock In · 10-11-2026 07:58' });
    expect(row).toHaveTextContent('Not accepted: Your location is out of radius');
    expect(map.size).toBe(1);
    fireEvent.click(within(row).getByRole('button', { name: 'OK, remove it' }));
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
    expect(map.size).toBe(0);
  });
});
