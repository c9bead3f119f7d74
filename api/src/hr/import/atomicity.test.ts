import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { hrSnapshot, loginHrActors } from '../../test/hr.js';
import { confirmImport, csvOf, dryRun, newRow } from '../../test/hr-import.js';

// 10,000 rows through a real database: minutes on a loaded shared machine, so a long allowance.
jest.setTimeout(240_000);

let api: TestApi;
let hr: string;

// Opening PGlite and logging people in can outlast Jest's 30 s hook limit on a loaded shared machine.
beforeAll(async () => {
  api = await startTestApi();
  hr = (await loginHrActors(api.app)).hadirAdmin;
}, 120_000);
afterAll(() => api.close());

const ROWS = 9_999; // data rows 2 … 10,000 of the sheet
const bigFile = (badAt?: number) =>
  csvOf(
    Array.from({ length: ROWS }, (_, index) =>
      index + 2 === badAt ? newRow(index, { divisi_kd: 'NOPE' }) : newRow(index),
    ),
  );

const employees = async () => (await api.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users'))!.n;

describe('an import of 10,000 rows is all or nothing', () => {
  it('a bad row at row 9,999 is reported, and the confirm leaves every table as it was', async () => {
    const before = await hrSnapshot(api.db);
    const { data } = (await dryRun(api.app, hr, bigFile(9_999))).json();
    expect(data.counts).toEqual({ create: ROWS - 1, update: 0, unchanged: 0, error: 1 });
    expect(data.errors).toEqual([
      { row: 9_999, nik: String(600000 + 9_997), field: 'divisi_kd', message: 'Unknown division NOPE' },
    ]);
    const response = await confirmImport(api.app, hr, data.import_id);
    expect(response.statusCode).toBe(400);
    expect(await hrSnapshot(api.db)).toEqual(before);
  });

  it('a failure inside the database at row 9,999 rolls the whole file back', async () => {
    const { data } = (await dryRun(api.app, hr, bigFile())).json();
    expect(data.counts.error).toBe(0);
    // The database itself refuses one row in the middle of the write, after the checks passed.
    await api.db.query(
      `CREATE FUNCTION refuse_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.nik = ${600000 + 9_997} THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`,
    );
    await api.db.query('CREATE TRIGGER refuse_row BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_row()');
    const before = await hrSnapshot(api.db);
    try {
      const response = await confirmImport(api.app, hr, data.import_id);
      expect(response.statusCode).toBe(500);
      expect(await hrSnapshot(api.db)).toEqual(before);
    } finally {
      await api.db.query('DROP TRIGGER refuse_row ON users');
      await api.db.query('DROP FUNCTION refuse_row()');
    }
    // The dry run was not used up by the failure: confirmed again, it writes all 9,999 people.
    const count = await employees();
    const done = await confirmImport(api.app, hr, data.import_id);
    expect(done.json().data.counts.create).toBe(ROWS);
    expect(await employees()).toBe(count + ROWS);
    expect(
      (await api.db.one<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'employee.import'"))!.n,
    ).toBe(ROWS);
  });
});
