import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { auditRows, hrRequest, loginHrActors, type Actor } from '../../test/hr.js';

let api: TestApi;
let as: ReturnType<typeof hrRequest>;
let bearers: Record<Actor, string>;

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(new Date('2026-11-20T05:00:00Z'));
  bearers = await loginHrActors(api.app);
  as = hrRequest(api.app, bearers);
}, 120_000);
afterAll(() => api.close());

type Listed = {
  date: string;
  name: string;
  kind: string;
  removed: boolean;
  counts_against_leave: boolean;
  source: string | null;
  decreed: boolean;
};
const year = async (actor: Actor = 'hadirAdmin', query = '') =>
  (await as(actor, 'GET', `/holidays${query}`)).json().data as Listed[];
const on = (days: Listed[], date: string) => days.find((day) => day.date === date);

describe('/hr/holidays', () => {
  it("lists Indonesia's national holidays of the year, from date-holidays", async () => {
    const days = await year();
    expect(on(days, '2026-08-17')).toMatchObject({ kind: 'national', removed: false });
    expect(on(days, '2026-12-25')).toMatchObject({ kind: 'national' });
    expect(on(days, '2026-01-01')).toBeDefined();
    // Named as the government's SKB names them (lib/national-holidays.ts holds the table).
    expect(on(days, '2026-01-16')!.name).toBe('Isra Mikraj Nabi Muhammad S.A.W.');
    expect(on(await year('hadirAdmin', '?year=2027'), '2027-12-25')!.name).toBe(
      'Isra Mikraj Nabi Muhammad S.A.W. · Kelahiran Yesus Kristus',
    );
    expect((await year('hadirAdmin', '?year=2027')).every((day) => day.date.startsWith('2027-'))).toBe(true);
    expect((await as('hadirAdmin', 'GET', '/holidays?year=20x')).statusCode).toBe(400);
  });

  it('adds company days and cuti bersama, and refuses a day that already is one', async () => {
    const added = await as('hadirAdmin', 'POST', '/holidays', {
      date: '2026-12-31',
      name: 'Cuti bersama akhir tahun',
      kind: 'cuti_bersama',
      counts_against_leave: true,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual({
      date: '2026-12-31',
      name: 'Cuti bersama akhir tahun',
      kind: 'cuti_bersama',
      counts_against_leave: true,
      source: null,
      decreed: false,
      removed: false,
    });
    await as('hadirAdmin', 'POST', '/holidays', {
      date: '2026-11-05',
      name: 'Ulang tahun perusahaan',
      kind: 'company',
    });
    expect(on(await year(), '2026-11-05')).toMatchObject({ kind: 'company', counts_against_leave: false });
    expect(
      (await as('hadirAdmin', 'POST', '/holidays', { date: '2026-11-05', name: 'x', kind: 'company' })).json().error,
    ).toBe('holiday_exists');
    expect(
      (await as('hadirAdmin', 'POST', '/holidays', { date: '2026-08-17', name: 'x', kind: 'company' })).statusCode,
    ).toBe(409);
    const bad = await as('hadirAdmin', 'POST', '/holidays', { date: '2026-11-31', name: 'x', kind: 'company' });
    expect([bad.statusCode, bad.json().data]).toEqual([400, { field: 'date' }]);
    // Another company does not see them.
    expect(on(await year('hlogAdmin'), '2026-11-05')).toBeUndefined();
  });

  it('removes a national day for this company only, restores it, and deletes a company day', async () => {
    expect((await as('hadirAdmin', 'DELETE', '/holidays/2026-08-17')).statusCode).toBe(200);
    expect(on(await year(), '2026-08-17')).toMatchObject({ kind: 'national', removed: true });
    expect(on(await year('hlogAdmin'), '2026-08-17')).toMatchObject({ removed: false });
    expect((await as('hadirAdmin', 'POST', '/holidays/2026-08-17/restore')).json().data).toMatchObject({
      date: '2026-08-17',
      removed: false,
    });
    expect(on(await year(), '2026-08-17')!.removed).toBe(false);
    expect((await as('hadirAdmin', 'POST', '/holidays/2026-08-17/restore')).statusCode).toBe(409);
    expect((await as('hadirAdmin', 'DELETE', '/holidays/2026-11-05')).statusCode).toBe(200);
    expect(on(await year(), '2026-11-05')).toBeUndefined();
    expect((await as('hadirAdmin', 'DELETE', '/holidays/2026-11-06')).statusCode).toBe(404);
    expect((await auditRows(api.db, 'holiday.remove')).map((row) => row.target)).toEqual([
      'holiday 2026-08-17',
      'holiday 2026-11-05',
    ]);
  });

  it('shows a removed national day as removed while a company day stands on its date', async () => {
    await as('hadirAdmin', 'DELETE', '/holidays/2026-05-01');
    expect(
      (await as('hadirAdmin', 'POST', '/holidays', { date: '2026-05-01', name: 'Libur pabrik', kind: 'company' }))
        .statusCode,
    ).toBe(201);
    const days = (await year()).filter((day) => day.date === '2026-05-01');
    expect(days.map((day) => [day.kind, day.removed])).toEqual([
      ['national', true],
      ['company', false],
    ]);
    const restore = await as('hadirAdmin', 'POST', '/holidays/2026-05-01/restore');
    expect([restore.statusCode, restore.json().error]).toEqual([409, 'holiday_exists']);
    expect((await as('hadirAdmin', 'DELETE', '/holidays/2026-05-01')).statusCode).toBe(200);
    expect((await year()).filter((day) => day.date === '2026-05-01').map((day) => [day.kind, day.removed])).toEqual([
      ['national', true],
    ]);
    expect((await as('hadirAdmin', 'POST', '/holidays/2026-05-01/restore')).statusCode).toBe(200);
  });

  it('changes what a day counts as in the recap', async () => {
    await as('hadirAdmin', 'DELETE', '/holidays/2026-08-17');
    const month = async () => (await as('hadirAdmin', 'GET', '/recap/10001?month=2026-08')).json().data.days;
    expect((await month()).find((day: { date: string }) => day.date === '2026-08-17').status).toBe('absent');
    await as('hadirAdmin', 'POST', '/holidays/2026-08-17/restore');
    expect((await month()).find((day: { date: string }) => day.date === '2026-08-17')).toMatchObject({
      status: 'holiday',
      holiday: { kind: 'national' },
    });
  });

  // Issue 45 case 9: the SKB's cuti bersama days ship as data, each with its decree (SKB 1497/2/5 Tahun 2025).
  it.each([
    ['2026-02-16', 'Cuti Bersama Tahun Baru Imlek 2577 Kongzili'],
    ['2026-03-18', 'Cuti Bersama Hari Suci Nyepi (Tahun Baru Saka 1948)'],
    ['2026-03-20', 'Cuti Bersama Idul Fitri 1447 Hijriah'],
    ['2026-03-23', 'Cuti Bersama Idul Fitri 1447 Hijriah'],
    ['2026-03-24', 'Cuti Bersama Idul Fitri 1447 Hijriah'],
    ['2026-05-15', 'Cuti Bersama Kenaikan Yesus Kristus'],
    ['2026-05-28', 'Cuti Bersama Idul Adha 1447 Hijriah'],
    ['2026-12-24', 'Cuti Bersama Kelahiran Yesus Kristus'],
  ])("lists the SKB's cuti bersama %s (%s) with its decree, a day off", async (date, name) => {
    expect(on(await year(), date)).toEqual({
      date,
      name,
      kind: 'cuti_bersama',
      counts_against_leave: false,
      source: 'SKB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025 (19-09-2025)',
      decreed: true,
      removed: false,
    });
  });

  it("ships 2025's eleven cuti bersama days (18-08 by the amending SKB) and none for 2027, whose SKB is not out", async () => {
    const days2025 = (await year('hadirAdmin', '?year=2025')).filter((day) => day.kind === 'cuti_bersama');
    expect(days2025.map((day) => day.date)).toEqual([
      '2025-01-28',
      '2025-03-28',
      '2025-04-02',
      '2025-04-03',
      '2025-04-04',
      '2025-04-07',
      '2025-05-13',
      '2025-05-30',
      '2025-06-09',
      '2025-08-18',
      '2025-12-26',
    ]);
    expect(on(days2025, '2025-08-18')).toMatchObject({
      source: 'SKB Nomor 933 Tahun 2025, Nomor 1 Tahun 2025, Nomor 3 Tahun 2025 (07-08-2025)',
    });
    expect((await year('hadirAdmin', '?year=2027')).filter((day) => day.kind === 'cuti_bersama')).toEqual([]);
  });

  it('counts 24-12-2026 as cuti bersama in a leave over it, and as a working day once HR stops observing it', async () => {
    // Wednesday 23 to Monday 28 December: 23 and 28 work, 24 cuti bersama, 25 Christmas, 26–27 the weekend.
    const preview = async () =>
      (
        await api.app.inject({
          method: 'GET',
          url: '/api/v1/leave-preview?tipe=Cuti%20Tahunan&leave_duration=Full%20Day&start_date=2026-12-23&end_date=2026-12-28',
          headers: { authorization: bearers.employee },
        })
      ).json().data.days;
    expect(await preview()).toBe(2);
    expect(
      (await as('hadirAdmin', 'POST', '/holidays', { date: '2026-12-24', name: 'x', kind: 'cuti_bersama' })).statusCode,
    ).toBe(409);
    expect((await as('hadirAdmin', 'DELETE', '/holidays/2026-12-24')).statusCode).toBe(200);
    expect(on(await year(), '2026-12-24')).toMatchObject({ kind: 'cuti_bersama', decreed: true, removed: true });
    expect(await preview()).toBe(3);
    expect((await as('hadirAdmin', 'POST', '/holidays/2026-12-24/restore')).json().data).toMatchObject({
      date: '2026-12-24',
      kind: 'cuti_bersama',
      removed: false,
    });
    expect(await preview()).toBe(2);
    expect((await auditRows(api.db, 'holiday.restore')).map((row) => row.summary)).toContain(
      'Restored cuti bersama 2026-12-24 Cuti Bersama Kelahiran Yesus Kristus',
    );
  });

  it('is for HR admins only', async () => {
    for (const actor of ['supervisor', 'employee'] as Actor[]) {
      expect((await as(actor, 'GET', '/holidays')).statusCode).toBe(403);
      expect((await as(actor, 'DELETE', '/holidays/2026-08-17')).statusCode).toBe(403);
    }
    expect((await as(null, 'POST', '/holidays', { date: '2026-12-31', name: 'x', kind: 'company' })).statusCode).toBe(
      401,
    );
  });
});
