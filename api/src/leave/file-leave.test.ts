import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INDONESIA_PRESET } from './policy.js';
import { LEAVE_MESSAGES as M } from './messages.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { pdfFile, pdfUpload, pngUpload, postLeave, signaturePng } from '../test/leave-fixtures.js';

let api: TestApi;
let ade: string;
let dewi: string;
beforeAll(async () => {
  api = await startTestApi({ SESSION_IDLE_SECONDS: '600' });
  ade = await loginAs(api.app, 10001);
  dewi = await loginAs(api.app, 10002);
});
afterAll(() => api.close());

const get = (url: string, authorization: string) =>
  api.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization } });

describe('POST /leave', () => {
  it.each([
    ['tipe', M.typeRequired],
    ['reason', M.reasonRequired],
    ['leave_duration', M.durationRequired],
    ['start_date', M.startRequired],
    ['end_date', M.endRequired],
  ])('refuses a form without %s with "%s"', async (field, message) => {
    const response = await postLeave(api.app, ade, { [field]: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, data: { field } });
  });

  it('checks the fields in the order of the form: type first', async () => {
    const response = await postLeave(api.app, ade, { tipe: '', reason: '', end_date: '' });
    expect(response.json().message).toBe(M.typeRequired);
  });

  it('asks for a letter only where the policy does: two sick days, not one, and never annual leave', async () => {
    const twoDays = await postLeave(api.app, ade, {}, { signature: await pngUpload() });
    expect(twoDays.statusCode).toBe(400);
    expect(twoDays.json()).toMatchObject({
      message: 'A letter (PDF) is required for this Sakit request',
      error: 'attachment_required',
    });
    const oneDay = await postLeave(
      api.app,
      ade,
      { start_date: '2030-10-01', end_date: '2030-10-01' },
      { signature: await pngUpload() },
    );
    expect(oneDay.statusCode).toBe(200);
    const annual = await postLeave(
      api.app,
      ade,
      { tipe: 'Cuti Tahunan', start_date: '2030-10-02', end_date: '2030-10-03' },
      { signature: await pngUpload() },
    );
    expect(annual.statusCode).toBe(200);
    expect(annual.json().data).toMatchObject({ days: 2 });
  });

  it('refuses a form without a signature', async () => {
    const response = await postLeave(api.app, ade, {}, { files: await pdfUpload() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.signatureRequired);
  });

  it('refuses a renamed .exe as attachment with "File not supported, please attach PDF format!"', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000, 1)]);
    const response = await postLeave(
      api.app,
      ade,
      {},
      {
        files: { name: 'surat-dokter.pdf', type: 'application/pdf', bytes: exe },
        signature: await pngUpload(),
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('File not supported, please attach PDF format!');
  });

  it('takes a PDF of exactly 2097152 bytes and refuses one byte more with "Attachment size too large, maximum 2 Mb!"', async () => {
    const tooLarge = await postLeave(
      api.app,
      ade,
      {},
      {
        files: await pdfUpload(await pdfFile(2097152 + 1)),
        signature: await pngUpload(),
      },
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Attachment size too large, maximum 2 Mb!');
    const atLimit = await postLeave(
      api.app,
      ade,
      { start_date: '2030-09-02', end_date: '2030-09-02' },
      {
        files: await pdfUpload(await pdfFile(2097152)),
        signature: await pngUpload(),
      },
    );
    expect(atLimit.statusCode).toBe(200);
  });

  it.each([
    ['all white', 'white' as const],
    ['all transparent', 'transparent' as const],
  ])('refuses a blank (%s) signature', async (_label, kind) => {
    const response = await postLeave(
      api.app,
      ade,
      {},
      {
        files: await pdfUpload(),
        signature: await pngUpload(await signaturePng(kind)),
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: M.signatureBlank, error: 'signature_blank' });
  });

  it('refuses a signature that is not a PNG by its bytes', async () => {
    const response = await postLeave(
      api.app,
      ade,
      {},
      {
        files: await pdfUpload(),
        signature: { name: 'sig.png', type: 'image/png', bytes: await pdfFile() },
      },
    );
    expect(response.json().message).toBe(M.signatureNotPng);
  });

  it('refuses a type outside the list, a bad duration and an end before the start', async () => {
    expect((await postLeave(api.app, ade, { tipe: 'Liburan' })).json().message).toBe(M.typeInvalid);
    expect((await postLeave(api.app, ade, { leave_duration: 'Two Days' })).json().message).toBe(M.durationInvalid);
    expect((await postLeave(api.app, ade, { start_date: '2030-02-30' })).json().message).toBe(M.startInvalid);
    const backwards = await postLeave(api.app, ade, { start_date: '2030-03-13', end_date: '2030-03-12' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(M.endBeforeStart);
  });

  it('refuses the year 0000, which PostgreSQL has no date for, with a readable 400 (not a 500)', async () => {
    const start = await postLeave(api.app, ade, { start_date: '0000-01-01', end_date: '0000-01-02' });
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toBe(M.startInvalid);
    const end = await postLeave(api.app, ade, { end_date: '0000-12-31' });
    expect(end.statusCode).toBe(400);
    expect(end.json().message).toBe(M.endInvalid);
  });

  it('asks Half Day for a start and an end time on one day', async () => {
    const half = { leave_duration: 'Half Day', start_date: '2030-04-01', end_date: '2030-04-01' };
    expect((await postLeave(api.app, ade, half)).json().message).toBe(M.startTimeRequired);
    expect((await postLeave(api.app, ade, { ...half, start_time: '08:00' })).json().message).toBe(M.endTimeRequired);
    expect((await postLeave(api.app, ade, { ...half, start_time: '13:00', end_time: '08:00' })).json().message).toBe(
      M.endTimeBeforeStart,
    );
    const ok = await postLeave(api.app, ade, { ...half, start_time: '08:00', end_time: '12:00' });
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a NIK that is not the caller's", async () => {
    const response = await postLeave(api.app, ade, { nik: '10003' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(M.nikNotYours);
  });

  it('files a request, tells the supervisor, and refuses an overlapping range with a readable 400', async () => {
    const filed = await postLeave(api.app, ade, {
      tipe: 'Cuti Tahunan',
      start_date: '2030-05-04',
      end_date: '2030-05-06',
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({ message: M.filed, data: { tipe: 'Cuti Tahunan', status: 'Pending' } });
    const leaveId = filed.json().data.id;

    const item = await api.db.one<{ message: string; status: string; redirect: string; itemid: string }>(
      `SELECT i.* FROM inbox i JOIN users u ON u.id = i.user_id WHERE u.nik = 10002 AND i.itemid = $1`,
      [String(leaveId)],
    );
    expect(item).toMatchObject({ status: 'Pending', redirect: 'approve' });
    expect(item!.message).toBe('Ade Rahmat Hidayat requests Cuti Tahunan on 04-05-2030 to 06-05-2030');

    const overlap = await postLeave(api.app, ade, { start_date: '2030-05-06', end_date: '2030-05-08' });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toMatchObject({ message: M.overlap, error: 'leave_overlap' });
  });

  it('sends the request of a supervisor without a supervisor of their own to the company’s HR admins, saying why', async () => {
    const response = await postLeave(api.app, dewi, { nik: '10002', start_date: '2030-11-04', end_date: '2030-11-05' });
    expect(response.statusCode).toBe(200);
    const item = await api.db.one<{ message: string; status: string; redirect: string }>(
      `SELECT i.* FROM inbox i JOIN users u ON u.id = i.user_id WHERE u.nik = 10009 AND i.itemid = $1`,
      [String(response.json().data.id)],
    );
    expect(item).toMatchObject({ status: 'Pending', redirect: 'approve' });
    expect(item!.message).toBe(
      'Dewi Lestari requests Sakit on 04-11-2030 to 05-11-2030 (as HR: Dewi Lestari has no supervisor)',
    );
  });

  it('needs a session', async () => {
    const response = await postLeave(api.app, 'Bearer nope');
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /leave, /leave-summary and /leave-types', () => {
  it('lists only the caller’s requests, newest first, and counts them by status', async () => {
    const fresh = await startTestApi();
    try {
      const bearer = await loginAs(fresh.app, 10001);
      for (const day of ['2030-06-03', '2030-06-10', '2030-06-20']) {
        expect((await postLeave(fresh.app, bearer, { start_date: day, end_date: day })).statusCode).toBe(200);
      }
      await fresh.db.query(`UPDATE leave_requests SET status = 'Approved' WHERE start_date = '2030-06-03'`);
      await fresh.db.query(`UPDATE leave_requests SET status = 'Rejected' WHERE start_date = '2030-06-10'`);
      const inject = (url: string, authorization: string) =>
        fresh.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization } });

      const list = (await inject('/leave', bearer)).json().data;
      expect(list.map((item: { start_date: string }) => item.start_date)).toEqual([
        '2030-06-20',
        '2030-06-10',
        '2030-06-03',
      ]);
      expect(Object.keys(list[0]).sort()).toEqual(['days', 'end_date', 'id', 'start_date', 'status', 'tipe']);
      expect((await inject('/leave-summary', bearer)).json().data).toEqual({
        approved: 1,
        rejected: 1,
        pending: 1,
        total: 3,
      });

      const dewiBearer = await loginAs(fresh.app, 10002);
      expect((await inject('/leave', dewiBearer)).json().data).toEqual([]);
      expect((await inject('/leave-summary', dewiBearer)).json().data).toEqual({
        approved: 0,
        rejected: 0,
        pending: 0,
        total: 0,
      });
    } finally {
      await fresh.close();
    }
  });

  it('serves the company’s active leave types: the Indonesia preset until HR changes it', async () => {
    const response = await get('/leave-types', ade);
    expect(response.json().data).toEqual(INDONESIA_PRESET.map((policy) => policy.leave_type));
    expect(response.json().data).toEqual(expect.arrayContaining(['Sakit', 'Cuti Tahunan', 'Izin', 'Cuti Melahirkan']));
  });
});
