import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { auditRows, hrRequest, hrSnapshot, loginHrActors, type Actor } from '../../test/hr.js';

let api: TestApi;
let as: ReturnType<typeof hrRequest>;
let bearers: Awaited<ReturnType<typeof loginHrActors>>;

// Opening PGlite and logging people in can outlast Jest's 30 s hook limit on a loaded shared machine.
beforeAll(async () => {
  api = await startTestApi();
  bearers = await loginHrActors(api.app);
  as = hrRequest(api.app, bearers);
}, 120_000);
afterAll(() => api.close());

const SUDIRMAN = { latitude: -6.2146, longitude: 106.8451 };
const newLocation = (extra: object = {}) => ({
  lok_kd: 'SDM01',
  lok_nm: 'Kantor Sudirman',
  ...SUDIRMAN,
  radius: 80,
  ...extra,
});

const locationsOf = async (actor: Actor) =>
  (
    await api.app.inject({
      method: 'GET',
      url: '/api/v1/employee_attend/clockin',
      headers: { authorization: bearers[actor] },
    })
  )
    .json()
    .data.location.map((location: { lok_kd: string }) => location.lok_kd);

describe('who may use /hr/locations', () => {
  it('refuses supervisors, employees (403), no session (401) and another company (403), changing nothing', async () => {
    const before = await hrSnapshot(api.db);
    const routes: [string, string, object | undefined][] = [
      ['GET', '/locations', undefined],
      ['POST', '/locations', newLocation()],
      ['PATCH', '/locations/JKT01', { radius: 300 }],
      ['DELETE', '/locations/BKS01', undefined],
    ];
    for (const [method, url, payload] of routes) {
      for (const actor of ['supervisor', 'employee'] as Actor[]) {
        expect((await as(actor, method as 'GET', url, payload)).statusCode).toBe(403);
      }
      expect((await as(null, method as 'GET', url, payload)).statusCode).toBe(401);
    }
    for (const [method, url, payload] of routes.slice(2)) {
      const response = await as('hlogAdmin', method as 'GET', url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('other_company');
    }
    expect(await hrSnapshot(api.db)).toEqual(before);
    const hlog = (await as('hlogAdmin', 'GET', '/locations')).json().data;
    expect(hlog.map((location: { lok_kd: string }) => location.lok_kd)).toEqual(['CKR01']);
  });
});

describe('work locations', () => {
  it('lists the company’s locations with their scope', async () => {
    const { message, data } = (await as('hadirAdmin', 'GET', '/locations')).json();
    expect(message).toBe('Work locations');
    expect(data).toEqual([
      {
        lok_kd: 'BKS01',
        lok_nm: 'Gudang Bekasi',
        latitude: -6.23827,
        longitude: 106.975573,
        radius: 150,
        scope: { kind: 'division', code: 'OPS' },
        active: true,
        comp_kd: 'HADIR',
        time_zone: 'Asia/Jakarta',
      },
      {
        lok_kd: 'JKT01',
        lok_nm: 'Kantor Pusat Jakarta',
        latitude: -6.2,
        longitude: 106.816666,
        radius: 100,
        scope: { kind: 'all', code: null },
        active: true,
        comp_kd: 'HADIR',
        time_zone: 'Asia/Jakarta',
      },
    ]);
  });

  it('creates a location that the next clock-in uses at once, and records it', async () => {
    expect(await locationsOf('employee')).toEqual(['BKS01', 'JKT01']);
    const response = await as(
      'hadirAdmin',
      'POST',
      '/locations',
      newLocation({ scope: { kind: 'department', code: 'ops-jkt' } }),
    );
    expect(response.json()).toEqual({
      message: 'Work location created',
      data: {
        lok_kd: 'SDM01',
        lok_nm: 'Kantor Sudirman',
        ...SUDIRMAN,
        radius: 80,
        scope: { kind: 'department', code: 'OPS-JKT' },
        active: true,
        comp_kd: 'HADIR',
        time_zone: 'Asia/Jakarta',
      },
    });
    expect(await locationsOf('employee')).toEqual(['BKS01', 'JKT01', 'SDM01']);
    expect(await locationsOf('hadirAdmin')).toEqual(['JKT01']);
    expect(await locationsOf('hlogEmployee')).toEqual(['CKR01']);
    const [row] = await auditRows(api.db, 'location.create');
    expect(row.changes).toContainEqual({ field: 'scope', before: null, after: 'department OPS-JKT' });
  });

  it('moves, resizes and switches off a location; the geofence follows without a restart', async () => {
    const moved = await as('hadirAdmin', 'PATCH', '/locations/SDM01', { radius: 2000, latitude: -6.21 });
    expect(moved.json().data).toMatchObject({ radius: 2000, latitude: -6.21, longitude: SUDIRMAN.longitude });
    const [update] = await auditRows(api.db, 'location.update');
    expect(update.changes).toEqual([
      { field: 'latitude', before: SUDIRMAN.latitude, after: -6.21 },
      { field: 'radius', before: 80, after: 2000 },
    ]);
    await as('hadirAdmin', 'PATCH', '/locations/SDM01', { active: false });
    expect(await locationsOf('employee')).toEqual(['BKS01', 'JKT01']);
    expect(
      (await as('hadirAdmin', 'GET', '/locations?active=false')).json().data.map((l: { lok_kd: string }) => l.lok_kd),
    ).toEqual(['SDM01']);
  });

  it.each([
    [{ radius: 19 }, 'Radius must be between 20 m and 2 km'],
    [{ radius: 2001 }, 'Radius must be between 20 m and 2 km'],
    [{ latitude: 91 }, 'Latitude must be a number between -90 and 90'],
    [{ lok_kd: 'JKT01' }, 'The location code JKT01 is already used'],
    [{ lok_kd: 'CKR01' }, 'The location code CKR01 is already used'],
    [{ scope: { kind: 'division', code: 'WH' } }, 'Unknown division WH'],
    [{ scope: { kind: 'division' } }, 'Choose the unit the location is for'],
    [{ lok_nm: '' }, 'Location name is required'],
  ])('refuses %j with "%s" and writes nothing', async (change, message) => {
    const before = await hrSnapshot(api.db);
    const response = await as('hadirAdmin', 'POST', '/locations', newLocation({ lok_kd: 'NEW01', ...change }));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().message).toBe(message);
    expect(await hrSnapshot(api.db)).toEqual(before);
  });

  it('deletes a location and records what it was', async () => {
    expect((await as('hadirAdmin', 'DELETE', '/locations/SDM01')).json()).toEqual({
      message: 'Work location deleted',
      data: null,
    });
    const [row] = await auditRows(api.db, 'location.delete');
    expect(row.changes).toContainEqual({ field: 'lok_nm', before: 'Kantor Sudirman', after: null });
    expect((await as('hadirAdmin', 'DELETE', '/locations/SDM01')).statusCode).toBe(404);
  });
});
