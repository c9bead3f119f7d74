import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clockFields, multipartPayload, selfie } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import type { FileKind } from './storage.js';
import { sweepOrphans } from './orphan-sweep.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const names = async (kind: FileKind) => (await api.ctx.storage.list(kind)).map((file) => file.name).sort();

describe('the orphan sweep', () => {
  it('removes stored files no row names (a race lost, a request failed after storing), keeping every referenced one', async () => {
    const bearer = await loginAs(api.app, 10001);
    const { payload, headers } = await multipartPayload(clockFields(10001, true), {
      bytes: await selfie(),
      type: 'image/jpeg',
    });
    const clockIn = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/attendance',
        payload,
        headers: { ...headers, authorization: bearer },
      });
    expect((await clockIn()).statusCode).toBe(200);
    const [record] = await api.db.query<{ photo: string }>('SELECT photo FROM attendance');
    // What the loser of two simultaneous clock-ins leaves: its photo stored, its row refused.
    await api.ctx.storage.put('attendance', await selfie(), 'jpg');
    expect(await names('attendance')).toHaveLength(2);
    const strays = await Promise.all(
      (['profile', 'signature', 'attachment', 'leave-pdf', 'correction'] as const).map((kind) =>
        api.ctx.storage.put(kind, Buffer.from('%PDF-1.4 stray'), 'pdf'),
      ),
    );
    expect(strays).toHaveLength(5);

    // Young files are left alone: their request may be about to commit the row that names them.
    expect(await sweepOrphans(api.ctx, { olderThanSeconds: 3600 })).toBe(0);
    expect(await names('attendance')).toHaveLength(2);

    expect(await sweepOrphans(api.ctx, { olderThanSeconds: 0 })).toBe(6);
    expect(await names('attendance')).toEqual([record.photo]);
    for (const kind of ['profile', 'signature', 'attachment', 'leave-pdf', 'correction'] as const) {
      expect(await names(kind)).toEqual([]);
    }
    const photo = await api.app.inject({
      url: `/images/attendance/${record.photo}`,
      headers: { authorization: bearer },
    });
    expect(photo.statusCode).toBe(200);
  });
});
