import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { parse } from '../http/validate.js';
import { clockFields as formFields, selfie } from '../test/attendance.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import type { UserRow } from '../users/presenter.js';
import { findUserByNik } from '../users/queries.js';
import { clockFields } from './schemas.js';
import { checkAttend, clock, monthLog } from './service.js';

// The clock is the server's, so these drive the service with the instant it would have read.
let api: TestApi;
let ade: UserRow;
let photo: { filename: string; mimetype: string; bytes: Buffer };

beforeAll(async () => {
  api = await startTestApi();
  ade = (await findUserByNik(api.db, 10001))!;
  photo = { filename: 'selfie.jpg', mimetype: 'image/jpeg', bytes: await selfie() };
});
afterAll(() => api.close());
beforeEach(() => api.db.query('DELETE FROM attendance'));

const wib = (text: string) => new Date(`${text}+07:00`);
const clockAt = (clocking: boolean, text: string) =>
  clock(api.ctx, ade, parse(clockFields, formFields(10001, clocking)), photo, { deviceTokens: [] }, wib(text));
const summary = (days: Awaited<ReturnType<typeof monthLog>>) =>
  days.map(
    (day) => `${day.dates} ${day.attend.map((s) => `${s.clocking ? 'in' : 'out'} ${s.attendance_time}`).join(', ')}`,
  );

describe('the Jakarta day of a clocking', () => {
  it('keeps a clock-in at 23:59 WIB on its day, so a clock-out at 00:01 WIB is "You have not clocked in today"', async () => {
    await clockAt(true, '2026-03-10T23:59:00');
    const [row] = await api.db.query<{ day: string }>('SELECT attend_date::text AS day FROM attendance');
    expect(row.day).toBe('2026-03-10');

    await expect(
      checkAttend(api.ctx, ade, { clocking: false, nik: 10001 }, wib('2026-03-11T00:01:00')),
    ).rejects.toMatchObject({
      status: 400,
      message: 'You have not clocked in today',
    });
    await expect(checkAttend(api.ctx, ade, { clocking: false, nik: 10001 }, wib('2026-03-10T23:59:30'))).resolves.toBe(
      'You can clock out now',
    );
    await expect(clockAt(true, '2026-03-11T00:01:00')).resolves.toMatchObject({ message: 'Clock In success' });
  });

  it('shows 31 January 23:59 WIB in January and 1 February 00:01 WIB in February', async () => {
    await clockAt(true, '2026-01-31T23:59:00');
    await clockAt(true, '2026-02-01T00:01:00');
    const inFebruary = wib('2026-02-15T12:00:00');
    expect(summary(await monthLog(api.ctx, ade, 0, inFebruary))).toEqual(['2026-01-31 in 23:59']);
    expect(summary(await monthLog(api.ctx, ade, 1, inFebruary))).toEqual(['2026-02-01 in 00:01']);
  });

  it('reads December of last year when asked for month 11 in January', async () => {
    await clockAt(true, '2025-12-31T23:59:00');
    await clockAt(true, '2026-01-01T00:01:00');
    await clockAt(false, '2026-01-01T17:05:00');
    const inJanuary = wib('2026-01-05T09:00:00');
    expect(summary(await monthLog(api.ctx, ade, 11, inJanuary))).toEqual(['2025-12-31 in 23:59']);
    expect(summary(await monthLog(api.ctx, ade, 0, inJanuary))).toEqual(['2026-01-01 in 00:01, out 17:05']);
  });
});
