import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { multipart, pdfUpload, type UploadFile } from '../test/leave-fixtures.js';
import { pushAnnouncement, pushDueAnnouncements } from './service.js';

let api: TestApi;
const bearer = new Map<number, string>();
beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  // Wednesday 10 March 2027, 09:00 in Jakarta.
  api.ctx.clock.set(new Date('2027-03-10T02:00:00Z'));
  await api.db.query('UPDATE users SET must_reset_password = false WHERE nik = 10003');
  for (const nik of [10001, 10002, 10003, 10009, 20001, 20009]) bearer.set(nik, await loginAs(api.app, nik));
}, 120_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM announcements');
  await api.db.query(`DELETE FROM inbox WHERE redirect = 'announcement'`);
});

type Fields = Record<string, string | undefined>;
const form = (fields: Fields = {}): Fields => ({
  title: 'Libur Nyepi',
  body: 'Kantor tutup pada 6 Maret.',
  starts_on: '2027-03-10',
  ...fields,
});

async function send(method: 'POST' | 'PUT', url: string, nik: number, fields: Fields, file?: UploadFile) {
  const body = await multipart(fields, file ? { attachment: file } : {});
  return api.app.inject({
    method,
    url: `/api/v1/hr${url}`,
    headers: { authorization: bearer.get(nik)!, ...body.headers },
    payload: body.payload,
  });
}

const publish = async (fields: Fields = {}, file?: UploadFile) => {
  const response = await send('POST', '/announcements', 10009, form(fields), file);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; attachment: { name: string; type: string } | null };
};

const hr = (nik: number, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  api.app.inject({ method, url: `/api/v1/hr${url}`, headers: { authorization: bearer.get(nik)! } });

const homeOf = async (nik: number) => {
  const response = await api.app.inject({
    method: 'GET',
    url: '/api/v1/announcements',
    headers: { authorization: bearer.get(nik)! },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; title: string; read: boolean }[];
};

const read = (nik: number, id: number) =>
  api.app.inject({
    method: 'POST',
    url: `/api/v1/announcements/${id}/read`,
    headers: { authorization: bearer.get(nik)! },
  });

describe("GET /announcements: who sees HR's announcement on Home (issue 47)", () => {
  it.each([
    { scope: 'the whole company', fields: {}, sees: [10001, 10002, 10009], not: [20001, 20009] },
    { scope: 'division HR', fields: { divisions: 'HR' }, sees: [10009], not: [10001, 10002, 20009] },
    { scope: 'department OPS-JKT', fields: { departments: 'OPS-JKT' }, sees: [10001, 10002], not: [10009, 20001] },
    {
      scope: 'division HR or department OPS-JKT',
      fields: { divisions: 'HR', departments: 'OPS-JKT' },
      sees: [10001, 10009],
      not: [20009],
    },
  ])('for $scope: shown to $sees, never to $not', async ({ fields, sees, not }) => {
    const { id } = await publish(fields);
    for (const nik of sees) expect((await homeOf(nik)).map((one) => one.id)).toEqual([id]);
    for (const nik of not) expect(await homeOf(nik)).toEqual([]);
  });

  it.each([
    { when: 'From is tomorrow', fields: { starts_on: '2027-03-11' }, shown: false },
    { when: 'Until was yesterday', fields: { starts_on: '2027-03-01', ends_on: '2027-03-09' }, shown: false },
    { when: 'Until is today', fields: { starts_on: '2027-03-01', ends_on: '2027-03-10' }, shown: true },
    { when: 'From is today and no Until', fields: {}, shown: true },
  ])('shows it when $when: $shown', async ({ fields, shown }) => {
    await publish(fields);
    expect((await homeOf(10001)).length).toBe(shown ? 1 : 0);
  });

  it('lists the newest first, marks one read for its reader alone, and refuses marking one they cannot see', async () => {
    const older = await publish({ title: 'Older', starts_on: '2027-03-01' });
    const newer = await publish({ title: 'Newer' });
    expect((await homeOf(10001)).map(({ title, read }) => ({ title, read }))).toEqual([
      { title: 'Newer', read: false },
      { title: 'Older', read: false },
    ]);
    expect((await read(10001, older.id)).statusCode).toBe(200);
    expect((await read(10001, older.id)).statusCode).toBe(200);
    expect((await homeOf(10001)).map((one) => one.read)).toEqual([false, true]);
    expect((await homeOf(10002)).map((one) => one.read)).toEqual([false, false]);

    const other = await read(20001, newer.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      error: 'announcement_not_found',
      message: 'That announcement does not exist',
    });
  });
});

describe('/hr/announcements: HR publishes, edits, ends and deletes', () => {
  it.each([
    { fields: { title: '' }, message: 'Give the announcement a title' },
    { fields: { body: ' ' }, message: 'Write what the announcement says' },
    { fields: { title: 'x'.repeat(121) }, message: 'A title has at most 120 characters' },
    { fields: { starts_on: '10-03-2027' }, message: 'From must be a date as yyyy-mm-dd' },
    { fields: { ends_on: '2027-03-09' }, message: 'Until cannot be before From' },
    { fields: { divisions: 'WH' }, message: 'Choose divisions and departments of your company' },
  ])('refuses $fields with "$message" and stores nothing', async ({ fields, message }) => {
    const response = await send('POST', '/announcements', 10009, form(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await hr(10009, 'GET', '/announcements')).json().data).toEqual([]);
  });

  it('keeps a PDF for the people in scope and their HR, and refuses a file that is neither picture nor PDF', async () => {
    const { attachment } = await publish({ departments: 'OPS-JKT' }, await pdfUpload());
    expect(attachment).toMatchObject({ type: 'pdf' });
    const get = (nik: number) =>
      api.app.inject({
        method: 'GET',
        url: `/files/announcement/${attachment!.name}`,
        headers: { authorization: bearer.get(nik)! },
      });
    for (const nik of [10001, 10009]) {
      const file = await get(nik);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
    }
    for (const nik of [20001, 20009]) expect((await get(nik)).statusCode).toBe(404);

    const text = { name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from('not a pdf at all') };
    const refused = await send('POST', '/announcements', 10009, form(), text);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The attachment must be a picture (JPG or PNG) or a PDF');
  });

  it("edits, ends and deletes its own company's announcement, with an audit row each", async () => {
    const { id } = await publish();
    const edited = await send('PUT', `/announcements/${id}`, 10009, form({ title: 'Libur Nyepi 2027' }));
    expect(edited.statusCode).toBe(200);
    expect((await homeOf(10001))[0]).toMatchObject({ title: 'Libur Nyepi 2027' });

    const ended = await hr(10009, 'POST', `/announcements/${id}/end`);
    expect(ended.json().data).toMatchObject({ showing: false });
    expect(await homeOf(10001)).toEqual([]);
    expect((await hr(10009, 'POST', `/announcements/${id}/end`)).json()).toMatchObject({
      error: 'announcement_ended',
    });

    // An id no announcement can have (past the column's int4) is "does not exist", not a database error.
    for (const method of ['DELETE', 'POST'] as const) {
      const beyond = await hr(10009, method, `/announcements/2147483648${method === 'POST' ? '/end' : ''}`);
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json().message).toBe('That announcement does not exist');
    }
    expect((await hr(10009, 'DELETE', `/announcements/${id}`)).statusCode).toBe(200);
    expect((await hr(10009, 'GET', '/announcements')).json().data).toEqual([]);
    const audit = await api.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target = $1 ORDER BY id`, [
      `announcement ${id}`,
    ]);
    expect(audit.map((row) => row.action)).toEqual([
      'announcement.publish',
      'announcement.edit',
      'announcement.end',
      'announcement.delete',
    ]);
  });

  it("never shows, edits, ends or deletes another company's announcement (403), nor lets staff in", async () => {
    const { id } = await publish();
    expect((await hr(20009, 'GET', '/announcements')).json().data).toEqual([]);
    for (const response of [
      await send('PUT', `/announcements/${id}`, 20009, form({ title: 'Taken over' })),
      await hr(20009, 'POST', `/announcements/${id}/end`),
      await hr(20009, 'DELETE', `/announcements/${id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('other_company');
    }
    for (const nik of [10001, 10002]) expect((await hr(nik, 'GET', '/announcements')).statusCode).toBe(403);
    expect((await send('POST', '/announcements', 10001, form())).statusCode).toBe(403);
    expect((await homeOf(10001))[0]).toMatchObject({ title: 'Libur Nyepi' });
  });
});

describe('pushing an announcement (an inbox item, and so a push, to each person in scope)', () => {
  const told = async (id: number) =>
    (
      await api.db.query<{ nik: number; message: string }>(
        `SELECT u.nik, i.message FROM inbox i JOIN users u ON u.id = i.user_id
         WHERE i.redirect = 'announcement' AND i.itemid = $1 ORDER BY u.nik`,
        [String(id)],
      )
    ).map((row) => row.nik);

  it('tells each active person in scope once, however many processes run the job at once', async () => {
    const { id } = await publish({ departments: 'OPS-JKT', push: 'true' });
    const runs = await Promise.all([pushAnnouncement(api.ctx, id), pushAnnouncement(api.ctx, id)]);
    expect(runs.sort()).toEqual([0, 3]);
    expect(await told(id)).toEqual([10001, 10002, 10003]);
    expect(await pushAnnouncement(api.ctx, id)).toBe(0);
  });

  it('waits for From, then the minute sweep sends it; one without push is never sent', async () => {
    const later = await publish({ starts_on: '2027-03-11', push: 'true', divisions: 'HR' });
    const quiet = await publish({ divisions: 'HR' });
    expect(await pushDueAnnouncements(api.ctx)).toBe(0);
    api.ctx.clock.set(new Date('2027-03-11T01:00:00Z'));
    try {
      expect(await pushDueAnnouncements(api.ctx)).toBe(1);
      expect(await told(later.id)).toEqual([10009]);
      expect(await told(quiet.id)).toEqual([]);
    } finally {
      api.ctx.clock.set(new Date('2027-03-10T02:00:00Z'));
    }
  });
});
