import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { auditRows, hrRequest, hrSnapshot, loginHrActors, type Actor } from '../../test/hr.js';

let api: TestApi;
let as: ReturnType<typeof hrRequest>;

// Opening PGlite and logging people in can outlast Jest's 30 s hook limit on a loaded shared machine.
beforeAll(async () => {
  api = await startTestApi();
  as = hrRequest(api.app, await loginHrActors(api.app));
}, 120_000);
afterAll(() => api.close());

describe('who may use /hr/organisation', () => {
  it('refuses supervisors and employees with 403 and no session with 401, changing nothing', async () => {
    const before = await hrSnapshot(api.db);
    const routes: [string, string, object | undefined][] = [
      ['GET', '/organisation', undefined],
      ['POST', '/organisation/divisions', { code: 'NEW', name: 'New' }],
      ['PATCH', '/organisation/divisions/OPS', { name: 'Ops' }],
      ['DELETE', '/organisation/divisions/FIN', undefined],
    ];
    for (const [method, url, payload] of routes) {
      for (const actor of ['supervisor', 'employee'] as Actor[]) {
        const response = await as(actor, method as 'GET', url, payload);
        expect({ url, actor, status: response.statusCode, error: response.json().error }).toEqual({
          url,
          actor,
          status: 403,
          error: 'hr_only',
        });
      }
      expect((await as(null, method as 'GET', url, payload)).statusCode).toBe(401);
    }
    expect(await hrSnapshot(api.db)).toEqual(before);
  });

  it('refuses another company’s HR admin a unit of HADIR with 403, and shows them only their own', async () => {
    const before = await hrSnapshot(api.db);
    for (const [method, url, payload] of [
      ['PATCH', '/organisation/divisions/OPS', { name: 'Ops' }],
      ['DELETE', '/organisation/divisions/FIN', undefined],
      ['DELETE', '/organisation/departments/OPS-JKT', undefined],
    ] as const) {
      const response = await as('hlogAdmin', method, url, payload);
      expect({ url, status: response.statusCode, message: response.json().message }).toEqual({
        url,
        status: 403,
        message: 'This belongs to another company',
      });
    }
    expect(await hrSnapshot(api.db)).toEqual(before);
    const { data } = (await as('hlogAdmin', 'GET', '/organisation')).json();
    expect(data.company).toEqual({ comp_kd: 'HLOG', name: 'Hadir Logistik' });
    expect(data.divisions.map((unit: { code: string }) => unit.code)).toEqual(['HR', 'WH']);
  });
});

describe('GET /hr/organisation', () => {
  it('lists the company’s divisions, subdivisions and departments with how many use each', async () => {
    const { message, data } = (await as('hadirAdmin', 'GET', '/organisation')).json();
    expect(message).toBe('Organisation');
    expect(data.company).toEqual({ comp_kd: 'HADIR', name: 'Hadir' });
    expect(data.divisions).toEqual([
      { kind: 'division', code: 'FIN', name: 'Finance', employees: 0, locations: 0 },
      { kind: 'division', code: 'HR', name: 'Human Resources', employees: 1, locations: 0 },
      { kind: 'division', code: 'OPS', name: 'Operations', employees: 3, locations: 1 },
    ]);
    expect(data.departments.map((unit: { code: string }) => unit.code)).toEqual(['HR-JKT', 'OPS-JKT']);
  });
});

describe('unit changes', () => {
  it('creates a unit, refuses a taken code, and records both who and what', async () => {
    const created = await as('hadirAdmin', 'POST', '/organisation/departments', {
      code: 'fin-jkt',
      name: 'Finance Jakarta',
    });
    expect(created.json()).toEqual({
      message: 'Unit created',
      data: { kind: 'department', code: 'FIN-JKT', name: 'Finance Jakarta', employees: 0, locations: 0 },
    });
    const again = await as('hadirAdmin', 'POST', '/organisation/departments', { code: 'FIN-JKT', name: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is already a department FIN-JKT');
    // The same code in the other company is theirs to have.
    expect(
      (await as('hlogAdmin', 'POST', '/organisation/departments', { code: 'FIN-JKT', name: 'Finance' })).statusCode,
    ).toBe(200);
    const rows = await auditRows(api.db, 'unit.create');
    expect(rows.map((row) => [row.comp_kd, row.actor_nik, row.target])).toEqual([
      ['HADIR', 10009, 'department FIN-JKT'],
      ['HLOG', 20009, 'department FIN-JKT'],
    ]);
  });

  it('renames a code and carries it to the people and locations that use it', async () => {
    const response = await as('hadirAdmin', 'PATCH', '/organisation/divisions/OPS', {
      code: 'OPR',
      name: 'Operasional',
    });
    expect(response.json().data).toEqual({
      kind: 'division',
      code: 'OPR',
      name: 'Operasional',
      employees: 3,
      locations: 1,
    });
    expect(await api.db.query("SELECT nik FROM users WHERE divisi_kd = 'OPR' ORDER BY nik")).toEqual([
      { nik: 10001 },
      { nik: 10002 },
      { nik: 10003 },
    ]);
    expect(await api.db.one("SELECT divisi_kd FROM work_locations WHERE lok_kd = 'BKS01'")).toEqual({
      divisi_kd: 'OPR',
    });
    const [row] = await auditRows(api.db, 'unit.update');
    expect(row.changes).toEqual([
      { field: 'code', before: 'OPS', after: 'OPR' },
      { field: 'name', before: 'Operations', after: 'Operasional' },
    ]);
    await as('hadirAdmin', 'PATCH', '/organisation/divisions/OPR', { code: 'OPS', name: 'Operations' });
  });

  it('refuses to delete a unit in use and says by whom', async () => {
    const before = await hrSnapshot(api.db);
    const response = await as('hadirAdmin', 'DELETE', '/organisation/divisions/OPS');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'OPS is still used by 3 employees (10001 Ade Rahmat Hidayat, 10002 Dewi Lestari, 10003 Siti Nurhaliza) and 1 location (BKS01)',
      error: 'unit_in_use',
      data: {
        employees: [
          { nik: 10001, name: 'Ade Rahmat Hidayat' },
          { nik: 10002, name: 'Dewi Lestari' },
          { nik: 10003, name: 'Siti Nurhaliza' },
        ],
        employee_count: 3,
        locations: ['BKS01'],
      },
    });
    expect(await hrSnapshot(api.db)).toEqual(before);
  });

  it('deletes a unit nobody uses, and the trail keeps it', async () => {
    expect((await as('hadirAdmin', 'DELETE', '/organisation/departments/FIN-JKT')).json()).toEqual({
      message: 'Unit deleted',
      data: null,
    });
    expect(await api.db.one("SELECT 1 FROM departments WHERE comp_kd = 'HADIR' AND code = 'FIN-JKT'")).toBeUndefined();
    const [row] = await auditRows(api.db, 'unit.delete');
    expect(row).toMatchObject({ summary: 'Deleted department FIN-JKT Finance Jakarta', actor_nik: 10009 });
  });

  it.each([
    ['/organisation/teams', { code: 'A', name: 'A' }, 'Unit kind must be divisions, subdivisions or departments'],
    ['/organisation/divisions', { code: 'a b', name: 'A' }, 'A unit code is 1 to 20 letters, digits, - or _'],
    ['/organisation/divisions', { code: 'AB' }, 'Name is required'],
  ])('refuses POST %s %j with "%s"', async (url, payload, message) => {
    const response = await as('hadirAdmin', 'POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
