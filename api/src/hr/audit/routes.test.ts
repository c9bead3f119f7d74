import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { hrRequest, loginHrActors, type Actor } from '../../test/hr.js';

let api: TestApi;
let as: ReturnType<typeof hrRequest>;
let ids: Record<number, number>;

// Opening PGlite and logging people in can outlast Jest's 30 s hook limit on a loaded shared machine.
beforeAll(async () => {
  api = await startTestApi();
  as = hrRequest(api.app, await loginHrActors(api.app));
  const rows = await api.db.query<{ id: number; nik: number }>('SELECT id, nik FROM users');
  ids = Object.fromEntries(rows.map((row) => [row.nik, row.id]));
  await as('hadirAdmin', 'PATCH', `/employees/${ids[10001]}`, { phone: '081211110001' });
  await as('hadirAdmin', 'PATCH', `/employees/${ids[10003]}`, { address: 'Jl. Baru 3' });
  await as('hlogAdmin', 'PATCH', `/employees/${ids[20001]}`, { phone: '081211120001' });
}, 120_000);
afterAll(() => api.close());

describe('GET /hr/audit', () => {
  it('lists the company’s trail newest first: who, when, what, before → after', async () => {
    const { message, data } = (await as('hadirAdmin', 'GET', '/audit')).json();
    expect(message).toBe('Audit trail');
    expect(data.total).toBe(2);
    expect(data.items[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      action: 'employee.update',
      actor: { nik: 10009, name: 'Rina Wulandari' },
      subject: { nik: 10003, name: 'Siti Nurhaliza' },
      target: 'employee 10003',
      summary: 'Changed address',
      summary_key: 'employeeUpdate',
      summary_values: { fields: 'address' },
      changes: [{ field: 'address', before: 'Jl. Ahmad Yani No. 3, Bekasi', after: 'Jl. Baru 3' }],
    });
    const hlog = (await as('hlogAdmin', 'GET', '/audit')).json().data;
    expect(hlog.items.map((item: { subject: { nik: number } }) => item.subject.nik)).toEqual([20001]);
  });

  it('filters by employee, by who acted, by Jakarta day and by action', async () => {
    const subjects = async (query: string) =>
      (await as('hadirAdmin', 'GET', `/audit?${query}`))
        .json()
        .data.items.map((item: { subject: { nik: number } }) => item.subject.nik);
    expect(await subjects('employee=10001')).toEqual([10001]);
    expect(await subjects('actor=10009')).toEqual([10003, 10001]);
    expect(await subjects('actor=20009')).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    expect(await subjects(`from=${today}&to=${today}`)).toEqual([10003, 10001]);
    expect(await subjects('to=2020-01-01')).toEqual([]);
    expect(await subjects('action=employee.deactivate')).toEqual([]);
    const bad = await as('hadirAdmin', 'GET', '/audit?from=22-11-2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Dates must be yyyy-mm-dd');
  });

  it('keeps an entry stored before sentences had keys readable: its English summary, no key (issue 46)', async () => {
    await api.db.query(
      `INSERT INTO audit_log (comp_kd, actor_id, actor_nik, actor_name, action, target, summary, at)
       VALUES ('HLOG', $1, 20009, 'Bambang', 'location.update', 'location WH-CKR', 'Changed location WH-CKR', now() - interval '1 day')`,
      [ids[20009]],
    );
    const { items } = (await as('hlogAdmin', 'GET', '/audit?action=location.update')).json().data;
    expect(items).toEqual([
      expect.objectContaining({ summary: 'Changed location WH-CKR', summary_key: null, summary_values: {} }),
    ]);
  });

  it('is for HR admins only', async () => {
    for (const actor of ['supervisor', 'employee'] as Actor[])
      expect((await as(actor, 'GET', '/audit')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/audit')).statusCode).toBe(401);
  });
});

describe('the audit table', () => {
  it('takes new rows only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const count = async () => (await api.db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))!.n;
    const before = await count();
    await expect(api.db.query("UPDATE audit_log SET summary = 'forged'")).rejects.toThrow(/append-only/);
    await expect(api.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(api.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
    expect(await api.db.one("SELECT 1 FROM audit_log WHERE summary = 'forged'")).toBeUndefined();
  });
});
