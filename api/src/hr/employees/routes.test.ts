import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jakartaDate } from '../../lib/jakarta.js';
import { deliverOutbox, loginAs, startTestApi, type TestApi } from '../../test/harness.js';
import { auditRows, hrRequest, hrSnapshot, loginHrActors, type Actor } from '../../test/hr.js';

let api: TestApi;
let as: ReturnType<typeof hrRequest>;
let ids: Record<number, number>;

// Opening PGlite and logging people in can outlast Jest's 30 s hook limit on a loaded shared machine.
beforeAll(async () => {
  api = await startTestApi();
  as = hrRequest(api.app, await loginHrActors(api.app));
  const rows = await api.db.query<{ id: number; nik: number }>('SELECT id, nik FROM users');
  ids = Object.fromEntries(rows.map((row) => [row.nik, row.id]));
}, 120_000);
afterAll(() => api.close());

const newPerson = (nik: number, extra: object = {}) => ({
  nik,
  name: 'Budi Santoso',
  birth_date: '1999-04-01',
  roleId: 1,
  email: `budi.${nik}@hadir.test`,
  phone: '0812-3456-7890',
  gender: 'Laki-laki',
  blood: 'b',
  address: 'Jl. Melati 1',
  birth_place: 'Bogor',
  join_date: '2026-11-02',
  divisi_kd: 'ops',
  subdivisi_kd: 'OPS-FIELD',
  dept_kd: 'OPS-JKT',
  supervisor_nik: 10002,
  ...extra,
});

describe('who may use /hr/employees', () => {
  const routes = (): [string, string, object | undefined][] => [
    ['GET', `/employees/${ids[10001]}`, undefined],
    ['PATCH', `/employees/${ids[10001]}`, { phone: '081299999999' }],
    ['POST', `/employees/${ids[10001]}/deactivate`, undefined],
    ['POST', `/employees/${ids[10001]}/reactivate`, undefined],
    ['POST', `/employees/${ids[10001]}/require-password`, undefined],
    ['POST', `/employees/${ids[10001]}/send-reset`, undefined],
  ];

  it('refuses another company’s HR admin with 403 "This belongs to another company" and changes nothing', async () => {
    const before = await hrSnapshot(api.db);
    for (const [method, url, payload] of routes()) {
      const response = await as('hlogAdmin', method as 'GET', url, payload);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 403,
        body: { message: 'This belongs to another company', error: 'other_company', data: null },
      });
    }
    expect(await hrSnapshot(api.db)).toEqual(before);
  });

  it('refuses a supervisor and an employee with 403, and no session with 401, for every route', async () => {
    const before = await hrSnapshot(api.db);
    const all: [string, string, object | undefined][] = [
      ...routes(),
      ['GET', '/employees', undefined],
      ['GET', '/supervisors', undefined],
      ['POST', '/employees', newPerson(50001)],
    ];
    for (const [method, url, payload] of all) {
      for (const actor of ['supervisor', 'employee'] as Actor[]) {
        const response = await as(actor, method as 'GET', url, payload);
        expect({ url, actor, status: response.statusCode, message: response.json().message }).toEqual({
          url,
          actor,
          status: 403,
          message: 'Only an HR admin can do this',
        });
      }
      expect((await as(null, method as 'GET', url, payload)).statusCode).toBe(401);
    }
    expect(await hrSnapshot(api.db)).toEqual(before);
  });

  it('refuses to create an employee in another company', async () => {
    const response = await as('hadirAdmin', 'POST', '/employees', newPerson(50002, { comp_kd: 'HLOG' }));
    expect(response.statusCode).toBe(403);
    expect(await api.db.one('SELECT 1 FROM users WHERE nik = 50002')).toBeUndefined();
  });
});

describe('GET /hr/employees', () => {
  it('lists only the caller’s company, paged and sorted', async () => {
    const hadir = (await as('hadirAdmin', 'GET', '/employees?sort=name&order=desc&page_size=2')).json();
    expect(hadir.message).toBe('Employees');
    expect(hadir.data.total).toBe(4);
    expect(hadir.data.page_size).toBe(2);
    expect(hadir.data.items.map((e: { name: string }) => e.name)).toEqual(['Siti Nurhaliza', 'Rina Wulandari']);
    const page2 = (await as('hadirAdmin', 'GET', '/employees?sort=name&order=desc&page_size=2&page=2')).json().data;
    expect(page2.items.map((e: { name: string }) => e.name)).toEqual(['Dewi Lestari', 'Ade Rahmat Hidayat']);
    const hlog = (await as('hlogAdmin', 'GET', '/employees')).json().data;
    expect(hlog.items.map((e: { nik: number }) => e.nik)).toEqual([20001, 20002, 20003, 20004, 20005, 20009]);
    expect(hlog.items.every((e: { comp_kd: string }) => e.comp_kd === 'HLOG')).toBe(true);
  });

  it('answers the employee shape without a password hash', async () => {
    const { data } = (await as('hadirAdmin', 'GET', '/employees?q=10001')).json();
    expect(data.items).toEqual([
      {
        id: ids[10001],
        nik: 10001,
        name: 'Ade Rahmat Hidayat',
        gender: 'Laki-laki',
        email: 'ade.rahmat@hadir.test',
        phone: '081234567801',
        address: 'Jl. Kebon Jeruk No. 1, Jakarta',
        birth_date: '1994-08-17',
        birth_place: 'Jakarta',
        join_date: '2021-06-14',
        comp_kd: 'HADIR',
        divisi_kd: 'OPS',
        subdivisi_kd: 'OPS-FIELD',
        dept_kd: 'OPS-JKT',
        roleId: 1,
        blood: 'O',
        profile: null,
        supervisor: { id: ids[10002], nik: 10002, name: 'Dewi Lestari' },
        active: true,
        deactivated_at: null,
        last_working_day: null,
        earlier_periods: [],
        password_pending: false,
        time_zone: null,
      },
    ]);
  });

  it('searches by name and e-mail and filters by role, unit and active', async () => {
    const names = async (query: string) =>
      (await as('hadirAdmin', 'GET', `/employees?${query}`)).json().data.items.map((e: { nik: number }) => e.nik);
    expect(await names('q=lest')).toEqual([10002]);
    expect(await names('q=SITI.NUR')).toEqual([10003]);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('role=2')).toEqual([10002]);
    expect(await names('division=hr')).toEqual([10009]);
    expect(await names('department=OPS-JKT&sort=nik&order=desc')).toEqual([10003, 10002, 10001]);
    expect(await names('active=false')).toEqual([]);
  });

  it('refuses a bad page size or sort with a readable 400', async () => {
    const big = await as('hadirAdmin', 'GET', '/employees?page_size=1000');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ message: 'page_size must be between 1 and 100', error: 'invalid_input' });
    expect((await as('hadirAdmin', 'GET', '/employees?sort=password_hash')).json().message).toBe('Unknown sort column');
  });
});

describe('GET /hr/supervisors', () => {
  it('offers the active supervisors of the company only', async () => {
    expect((await as('hadirAdmin', 'GET', '/supervisors?q=dew')).json().data).toEqual([
      { id: ids[10002], nik: 10002, name: 'Dewi Lestari' },
    ]);
    expect((await as('hlogAdmin', 'GET', '/supervisors')).json().data.map((s: { nik: number }) => s.nik)).toEqual([
      20002,
    ]);
  });
});

describe('POST /hr/employees', () => {
  it('creates an employee with no password and shows HR their activation code once; only that code opens the account', async () => {
    const response = await as('hadirAdmin', 'POST', '/employees', newPerson(50010));
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Employee created');
    expect(data).toMatchObject({
      nik: 50010,
      comp_kd: 'HADIR',
      divisi_kd: 'OPS',
      phone: '081234567890',
      blood: 'B',
      join_date: '2026-11-02',
      supervisor: { nik: 10002, name: 'Dewi Lestari' },
      password_pending: true,
      active: true,
      activation: { code: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/), emailed_to: null },
    });
    const { code, link } = data.activation;
    expect(link).toBe(`http://localhost:8080/activate/${code}`);
    // Stored only as a hash: the code is nowhere in the database.
    expect(JSON.stringify(await api.db.query('SELECT * FROM activation_codes'))).not.toContain(code.replace(/-/g, ''));
    const login = (password: string) =>
      api.app.inject({ method: 'POST', url: '/api/v1/login', payload: { nik: 50010, password } });
    // What a colleague could guess opens nothing: the birth date (newPerson's 1999-04-01) in any form, the demo password.
    for (const guess of ['01041999', '1999-04-01', '19990401', 'Hadir#2026', '']) {
      expect((await login(guess)).statusCode).toBe(guess === '' ? 400 : 401);
    }
    // The code, typed as the password in any case and with or without hyphens, opens the 406 path.
    const first = await login(code.toLowerCase().replace(/-/g, ' '));
    expect(first.statusCode).toBe(406);
    expect(first.json().error).toBe('password_reset_required');
    const reset = await api.app.inject({
      method: 'POST',
      url: '/api/v1/reset',
      payload: { token: first.json().data.token, password: 'Budi#2026x' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('Budi#2026x')).statusCode).toBe(200);
    // Spent once a password is set with it, even if HR later requires a new password.
    await api.db.query('UPDATE users SET must_reset_password = true WHERE nik = 50010');
    expect((await login(code)).statusCode).toBe(401);
  });

  it('re-issues an activation code: the older one dies, the link opens the way to a password, and another company cannot', async () => {
    const created = (await as('hadirAdmin', 'POST', '/employees', newPerson(50012))).json().data;
    const again = await as('hadirAdmin', 'POST', `/employees/${created.id}/activation`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('A new activation code was issued; the older one no longer works');
    const activate = (code: string) => api.app.inject({ method: 'POST', url: '/api/v1/activate', payload: { code } });
    expect((await activate(created.activation.code)).json()).toMatchObject({ error: 'invalid_activation_code' });
    const opened = await activate(again.json().data.code);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ nik: 50012, name: 'Budi Santoso', token: expect.any(String) });
    expect((await as('hlogAdmin', 'POST', `/employees/${created.id}/activation`, {})).statusCode).toBe(403);
    const audit = (await auditRows(api.db, 'employee.activation_code')).filter((row) => row.subject_nik === 50012);
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(again.json().data.code);
  });

  it("signs a person out on every device at HR's word", async () => {
    const bearer = await loginAs(api.app, 20003);
    const putri = await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = 20003');
    expect((await as('hadirAdmin', 'POST', `/employees/${putri!.id}/end-sessions`, {})).statusCode).toBe(403);
    const live = await api.app.inject({
      method: 'GET',
      url: '/api/v1/summary_attendance',
      headers: { authorization: bearer },
    });
    expect(live.statusCode).toBe(200);
    expect((await as('hlogAdmin', 'POST', `/employees/${putri!.id}/end-sessions`, {})).statusCode).toBe(200);
    const after = await api.app.inject({
      method: 'GET',
      url: '/api/v1/summary_attendance',
      headers: { authorization: bearer },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your HR admin signed you out, please log in again');
  });

  it('writes an audit row with who, what and the new values', async () => {
    const [row] = (await auditRows(api.db, 'employee.create')).filter((r) => r.subject_nik === 50010);
    expect(row).toMatchObject({
      actor_nik: 10009,
      comp_kd: 'HADIR',
      target: 'employee 50010',
      summary: 'Created Budi Santoso (50010)',
    });
    expect(row.changes).toContainEqual({ field: 'supervisor_nik', before: null, after: 10002 });
    expect(JSON.stringify(row.changes)).not.toMatch(/password|hash|token/i);
  });

  it('e-mails the activation link and code when asked', async () => {
    const response = await as('hadirAdmin', 'POST', '/employees', newPerson(50011, { send_reset_email: true }));
    expect(response.statusCode).toBe(200);
    const { code, emailed_to: emailedTo } = response.json().data.activation;
    expect(emailedTo).toBe(response.json().data.email);
    await deliverOutbox(api);
    // The outbox keeps each message as sent: quoted-printable, whose soft line breaks are undone here.
    const mail = readdirSync(join(api.dataDir, 'outbox'))
      .map((name) => readFileSync(join(api.dataDir, 'outbox', name), 'utf8').replace(/=\r?\n/g, ''))
      .find((text) => text.includes(code));
    expect(mail).toContain(`/activate/${code}`);
    expect(mail).toContain('NIK 50011');
  });

  it.each([
    [{ nik: 10001 }, 409, 'NIK 10001 is already used'],
    [{ nik: 20001 }, 409, 'NIK 20001 is already used'],
    [{ email: 'ade.rahmat@hadir.test' }, 409, 'The e-mail ade.rahmat@hadir.test is already used by another person'],
    [{ email: 'not-an-email' }, 400, 'Enter a valid e-mail address'],
    [{ phone: '12ab' }, 400, 'Phone must be 8 to 15 digits, optionally starting with +'],
    [{ divisi_kd: 'WH' }, 400, 'Unknown division WH'],
    [{ dept_kd: 'NOPE' }, 400, 'Unknown department NOPE'],
    [{ supervisor_nik: 99999 }, 400, 'Supervisor NIK 99999 is not an employee of this company'],
    [{ supervisor_nik: 20002 }, 400, 'Supervisor NIK 20002 is not an employee of this company'],
    [{ supervisor_nik: 10001 }, 400, 'Ade Rahmat Hidayat (10001) is not a supervisor (role 2)'],
    [{ supervisor_nik: 50020 }, 400, 'An employee cannot be their own supervisor'],
    [{ roleId: 4 }, 400, 'Role must be 1 (employee), 2 (supervisor) or 3 (HR admin)'],
    [{ birth_date: '1999-02-30' }, 400, 'Birth date must be a date (yyyy-mm-dd)'],
    [{ name: '  ' }, 400, 'Name is required'],
    [{ gender: 'X' }, 400, 'Gender must be Laki-laki or Perempuan'],
    [{ send_reset_email: true, email: null }, 400, 'This employee has no e-mail address'],
  ])('refuses %j with %i "%s" and writes nothing', async (change, status, message) => {
    const before = await hrSnapshot(api.db);
    const response = await as('hadirAdmin', 'POST', '/employees', newPerson(50020, change));
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await hrSnapshot(api.db)).toEqual(before);
  });

  it('stores HTML and formula-looking names as text', async () => {
    const name = "=cmd|' /C calc'!A0 <script>alert(1)</script>";
    const response = await as('hadirAdmin', 'POST', '/employees', newPerson(50030, { name }));
    expect(response.json().data.name).toBe(name);
  });
});

describe('PATCH /hr/employees/:id', () => {
  it('changes the fields sent, records before → after, and leaves the rest', async () => {
    const response = await as('hadirAdmin', 'PATCH', `/employees/${ids[10003]}`, {
      phone: '081299990003',
      dept_kd: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      phone: '081299990003',
      dept_kd: null,
      name: 'Siti Nurhaliza',
      divisi_kd: 'OPS',
    });
    const [row] = (await auditRows(api.db, 'employee.update')).filter((r) => r.subject_nik === 10003);
    expect(row.changes).toEqual([
      { field: 'phone', before: '081234567803', after: '081299990003' },
      { field: 'dept_kd', before: 'OPS-JKT', after: null },
    ]);
    await as('hadirAdmin', 'PATCH', `/employees/${ids[10003]}`, { phone: '081234567803', dept_kd: 'OPS-JKT' });
  });

  it('refuses a supervisor loop and names it, writing nothing', async () => {
    await as('hadirAdmin', 'POST', '/employees', newPerson(50040, { roleId: 2, supervisor_nik: 10002, email: null }));
    const before = await hrSnapshot(api.db);
    const loop = await as('hadirAdmin', 'PATCH', `/employees/${ids[10002]}`, { supervisor_nik: 50040 });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toEqual({
      message: 'This supervisor would make a loop: Dewi Lestari → Budi Santoso → Dewi Lestari',
      error: 'supervisor_cycle',
      data: { field: 'supervisor_nik' },
    });
    expect(await hrSnapshot(api.db)).toEqual(before);
  });

  it('refuses to take role 2 from someone who still supervises people, and an HR admin’s own role', async () => {
    const response = await as('hadirAdmin', 'PATCH', `/employees/${ids[10002]}`, { roleId: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^Dewi Lestari still supervises \d employees; give them another supervisor first$/,
    );
    const self = await as('hadirAdmin', 'PATCH', `/employees/${ids[10009]}`, { roleId: 1 });
    expect(self.json()).toMatchObject({ error: 'self_change' });
  });

  it('refuses null for a required field', async () => {
    const response = await as('hadirAdmin', 'PATCH', `/employees/${ids[10001]}`, { name: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Name is required');
  });
});

describe('deactivate, reactivate, require a new password', () => {
  it('deactivates: sessions end at once, login says why, records stay; reactivate lets them in again', async () => {
    const agus = await loginAs(api.app, 20001);
    const hlog = (nik: number) => ids[nik];
    const response = await as('hlogAdmin', 'POST', `/employees/${hlog(20001)}/deactivate`);
    expect(response.json()).toMatchObject({ message: 'Employee deactivated', data: { active: false } });
    const after = await api.app.inject({
      method: 'GET',
      url: '/api/v1/summary_attendance',
      headers: { authorization: agus },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      error: 'account_deactivated',
      message: 'Your account has been deactivated. Please contact your HR admin.',
    });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/relogin',
      payload: { nik: 20001, password: 'Hadir#2026' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().error).toBe('account_deactivated');
    expect(await api.db.one('SELECT 1 FROM users WHERE nik = 20001')).toBeDefined();
    const [row] = (await auditRows(api.db, 'employee.deactivate')).filter((r) => r.subject_nik === 20001);
    // With no last working day given, it is today (rules §11).
    const today = jakartaDate(api.ctx.clock.now());
    expect(row.changes).toEqual([
      { field: 'active', before: true, after: false },
      { field: 'last_working_day', before: null, after: today },
    ]);
    // Reactivated the same day: the same period goes on (no re-hire, no gap).
    const reactivated = (await as('hlogAdmin', 'POST', `/employees/${hlog(20001)}/reactivate`)).json().data;
    expect(reactivated).toMatchObject({
      active: true,
      join_date: '2022-03-01',
      last_working_day: null,
      earlier_periods: [],
    });
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/v1/relogin',
          payload: { nik: 20001, password: 'Hadir#2026' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses to deactivate oneself', async () => {
    expect((await as('hadirAdmin', 'POST', `/employees/${ids[10009]}/deactivate`)).json().error).toBe('self_change');
  });

  it('requires a new password: sessions end, the next login takes the 406 path', async () => {
    const rudi = await loginAs(api.app, 20004);
    const response = await as('hlogAdmin', 'POST', `/employees/${ids[20004]}/require-password`);
    expect(response.json().data.password_pending).toBe(true);
    const after = await api.app.inject({
      method: 'GET',
      url: '/api/v1/summary_attendance',
      headers: { authorization: rudi },
    });
    expect(after.json().error).toBe('password_change_required');
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { nik: 20004, password: 'Hadir#2026' },
    });
    expect(login.statusCode).toBe(406);
    expect((await auditRows(api.db, 'employee.require_password')).map((r) => r.subject_nik)).toEqual([20004]);
  });
});
