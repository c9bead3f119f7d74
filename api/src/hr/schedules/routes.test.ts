import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { auditRows, hrRequest, hrSnapshot, loginHrActors, type Actor } from '../../test/hr.js';

let api: TestApi;
let as: ReturnType<typeof hrRequest>;

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(new Date('2026-11-20T05:00:00Z'));
  as = hrRequest(api.app, await loginHrActors(api.app));
}, 120_000);
afterAll(() => api.close());

const office = {
  name: 'Kantor 09:00–17:00 Senin–Jumat',
  start: '09:00',
  end: '17:00',
  weekdays: [5, 1, 2, 3, 4],
  grace_minutes: 10,
};

describe('/hr/schedules', () => {
  let id: number;

  it('creates a schedule, lists it, and refuses a second of the same name', async () => {
    const created = await as('hadirAdmin', 'POST', '/schedules', office);
    expect(created.statusCode).toBe(201);
    id = created.json().data.id;
    expect(created.json().data).toEqual({
      id,
      ...office,
      weekdays: [1, 2, 3, 4, 5],
      check_in_before_minutes: 120,
      check_out_after_minutes: 360,
      assignments: 0,
      in_use_since: null,
    });
    expect((await as('hadirAdmin', 'GET', '/schedules')).json().data.map((row: { name: string }) => row.name)).toEqual([
      office.name,
    ]);
    const again = await as('hadirAdmin', 'POST', '/schedules', office);
    expect([again.statusCode, again.json().error]).toEqual([409, 'schedule_name_taken']);
    expect((await auditRows(api.db, 'schedule.create'))[0]).toMatchObject({
      actor_nik: 10009,
      comp_kd: 'HADIR',
      summary: `Created schedule ${office.name}`,
    });
  });

  it('says what is wrong with a schedule, at its field', async () => {
    const cases: [object, string, string][] = [
      [{ ...office, name: ' ' }, 'name', 'Give the schedule a name'],
      [{ ...office, start: '9:00' }, 'start', 'start must be a time as HH:mm'],
      [{ ...office, weekdays: [] }, 'weekdays', 'Choose the working days (1 Monday … 7 Sunday)'],
      [{ ...office, grace_minutes: 300 }, 'grace_minutes', 'Grace is a whole number of minutes from 0 to 240'],
      [
        { ...office, check_in_before_minutes: -1 },
        'check_in_before_minutes',
        'Check-in opens a whole number of minutes from 0 to 720 before the start',
      ],
      [
        { ...office, check_out_after_minutes: 721 },
        'check_out_after_minutes',
        'Check-out is allowed a whole number of minutes from 0 to 720 after the end',
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await as('hadirAdmin', 'POST', '/schedules', body);
      expect([reply.statusCode, reply.json().message, reply.json().data]).toEqual([400, message, { field }]);
    }
  });

  it('takes a 24-hour shift (end = start) and its own check-in and check-out windows', async () => {
    const body = {
      ...office,
      name: 'Jaga 24 jam',
      start: '08:00',
      end: '08:00',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      check_in_before_minutes: 30,
      check_out_after_minutes: 90,
    };
    const created = await as('hadirAdmin', 'POST', '/schedules', body);
    expect([created.statusCode, created.json().data]).toEqual([
      201,
      expect.objectContaining({
        start: '08:00',
        end: '08:00',
        check_in_before_minutes: 30,
        check_out_after_minutes: 90,
      }),
    ]);
    expect((await as('hadirAdmin', 'DELETE', `/schedules/${created.json().data.id}`)).statusCode).toBe(200);
  });

  it('assigns it to a unit or a person from a date, and keeps started rules from changing', async () => {
    const toOps = await as('hadirAdmin', 'POST', `/schedules/${id}/assignments`, {
      target: { kind: 'division', code: 'ops' },
      valid_from: '2026-11-01',
    });
    expect(toOps.statusCode).toBe(201);
    expect(toOps.json().data).toMatchObject({
      schedule: { id, name: office.name },
      target: { kind: 'division', code: 'OPS', nik: null, name: 'Operations' },
      valid_from: '2026-11-01',
    });
    const toAde = await as('hadirAdmin', 'POST', `/schedules/${id}/assignments`, {
      target: { kind: 'employee', nik: 10001 },
      valid_from: '2026-12-01',
    });
    expect(toAde.json().data.target).toEqual({ kind: 'employee', code: null, nik: 10001, name: 'Ade Rahmat Hidayat' });
    expect(
      (
        await as('hadirAdmin', 'POST', `/schedules/${id}/assignments`, {
          target: { kind: 'division', code: 'OPS' },
          valid_from: '2026-11-01',
        })
      ).statusCode,
    ).toBe(409);

    const renamed = await as('hadirAdmin', 'PUT', `/schedules/${id}`, { ...office, name: 'Kantor 09:00' });
    expect(renamed.json().data).toMatchObject({ name: 'Kantor 09:00', assignments: 2, in_use_since: '2026-11-01' });
    const retimed = await as('hadirAdmin', 'PUT', `/schedules/${id}`, {
      ...office,
      name: 'Kantor 09:00',
      start: '08:30',
    });
    expect([retimed.statusCode, retimed.json().error]).toEqual([409, 'schedule_in_use']);
    expect((await as('hadirAdmin', 'DELETE', `/schedules/${id}`)).statusCode).toBe(409);

    const list = (await as('hadirAdmin', 'GET', '/schedules/assignments')).json().data;
    expect(list).toHaveLength(2);
    // The started one stays; the one from next month may be taken back.
    const started = await as('hadirAdmin', 'DELETE', `/schedules/assignments/${toOps.json().data.id}`);
    expect([started.statusCode, started.json().error]).toEqual([409, 'assignment_started']);
    expect((await as('hadirAdmin', 'DELETE', `/schedules/assignments/${toAde.json().data.id}`)).statusCode).toBe(200);
    expect((await auditRows(api.db, 'schedule.assign')).map((row) => row.target)).toEqual([
      'division OPS',
      'employee 10001',
    ]);
    expect(await auditRows(api.db, 'schedule.unassign')).toHaveLength(1);
  });

  it("refuses another company's schedule, unit and person, and non-admins, changing nothing", async () => {
    const before = await hrSnapshot(api.db);
    const schedules = await api.db.query('SELECT * FROM work_schedules ORDER BY id');
    expect((await as('hlogAdmin', 'PUT', `/schedules/${id}`, office)).statusCode).toBe(403);
    expect((await as('hlogAdmin', 'DELETE', `/schedules/${id}`)).statusCode).toBe(403);
    expect(
      (
        await as('hlogAdmin', 'POST', `/schedules/${id}/assignments`, {
          target: { kind: 'division', code: 'WH' },
          valid_from: '2026-12-01',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await as('hadirAdmin', 'POST', `/schedules/${id}/assignments`, {
          target: { kind: 'division', code: 'WH' },
          valid_from: '2026-12-01',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await as('hadirAdmin', 'POST', `/schedules/${id}/assignments`, {
          target: { kind: 'employee', nik: 20001 },
          valid_from: '2026-12-01',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await as('hadirAdmin', 'POST', `/schedules/${id}/assignments`, {
          target: { kind: 'department', code: 'NONE' },
          valid_from: '2026-12-01',
        })
      ).statusCode,
    ).toBe(404);
    for (const actor of ['supervisor', 'employee'] as Actor[]) {
      expect((await as(actor, 'GET', '/schedules')).statusCode).toBe(403);
      expect((await as(actor, 'POST', '/schedules', { ...office, name: 'x' })).statusCode).toBe(403);
    }
    expect((await as(null, 'GET', '/schedules')).statusCode).toBe(401);
    expect((await as('hlogAdmin', 'GET', '/schedules')).json().data).toEqual([]);
    expect(await hrSnapshot(api.db)).toEqual(before);
    expect(await api.db.query('SELECT * FROM work_schedules ORDER BY id')).toEqual(schedules);
  });
});
