import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { auditRows, hrRequest, loginHrActors, type Actor } from '../../test/hr.js';

let api: TestApi;
let as: ReturnType<typeof hrRequest>;

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(new Date('2026-11-20T05:00:00Z'));
  as = hrRequest(api.app, await loginHrActors(api.app));
}, 120_000);
afterAll(() => api.close());

type Listed = { date: string; name: string; kind: string; removed: boolean; counts_against_leave: boolean };
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
      date: '2026-12-24',
      name: 'Cuti bersama Natal',
      kind: 'cuti_bersama',
      counts_against_leave: true,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual({
      date: '2026-12-24',
      name: 'Cuti bersama Natal',
      kind: 'cuti_bersama',
      counts_against_leave: true,
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
