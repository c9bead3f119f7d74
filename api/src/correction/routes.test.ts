import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { jakartaDate, jakartaDisplayDate } from '../lib/jakarta.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { jpegFile } from '../test/image-fixtures.js';
import { multipart, pdfFile, type UploadFile } from '../test/leave-fixtures.js';
import { auditRows } from '../test/hr.js';

let api: TestApi;
let ade: string;
let dewi: string;
let siti: string;
beforeAll(async () => {
  api = await startTestApi();
  ade = await loginAs(api.app, 10001);
  dewi = await loginAs(api.app, 10002);
  // 10003 must set a password at first login; for these tests she is an ordinary colleague.
  await api.db.query('UPDATE users SET must_reset_password = false WHERE nik = 10003');
  siti = await loginAs(api.app, 10003);
});
afterAll(() => api.close());

const yesterday = () => jakartaDate(new Date(Date.now() - 24 * 3600 * 1000));
const selfie = async (): Promise<UploadFile> => ({
  name: 'selfie.jpg',
  type: 'image/jpeg',
  bytes: await jpegFile({ exif: true }),
});
const pdf = async (bytes?: Buffer): Promise<UploadFile> => ({
  name: 'surat.pdf',
  type: 'application/pdf',
  bytes: bytes ?? (await pdfFile()),
});

const validFields = () => ({
  usernik: '10001',
  description: 'Lupa Clock In / Clock Out',
  clocking: 'true',
  attendDate: yesterday(),
  attendTime: '07:55',
  lok_nm: 'Kantor Pusat Jakarta',
  latitude: '-6.2',
  longitude: '106.816666',
});

async function postCorrection(
  fields: Record<string, string | undefined> = {},
  files?: Record<string, UploadFile | undefined>,
  bearer = ade,
) {
  const body = await multipart({ ...validFields(), ...fields }, files ?? { photo: await selfie() });
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/request_attend',
    payload: body.payload,
    headers: { ...body.headers, authorization: bearer },
  });
}

const getCorrection = (id: number | string, bearer: string) =>
  api.app.inject({ method: 'GET', url: `/api/v1/request_attend/${id}`, headers: { authorization: bearer } });

const decide = (payload: Record<string, unknown>, bearer: string) =>
  api.app.inject({ method: 'PUT', url: '/api/v1/request_attend', payload, headers: { authorization: bearer } });

const inboxOf = (nik: number) =>
  api.db.query<{ id: number; message: string; status: string; redirect: string | null; itemid: string | null }>(
    'SELECT i.* FROM inbox i JOIN users u ON u.id = i.user_id WHERE u.nik = $1 ORDER BY i.id',
    [nik],
  );

async function fileOne(fields: Record<string, string> = {}): Promise<number> {
  const response = await postCorrection(fields, { photo: await selfie(), files: await pdf() });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

describe('POST /request_attend', () => {
  it('stores the request Pending and puts it in the supervisor inbox, naming who, when and which clocking', async () => {
    const response = await postCorrection({}, { photo: await selfie(), files: await pdf() });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Attendance correction request sent');
    const row = await api.db.one<{
      status: string;
      clocking: boolean;
      reason: string;
      photo: string;
      attachment: string;
    }>('SELECT * FROM attendance_requests WHERE id = $1', [data.id]);
    expect(row).toMatchObject({ status: 'Pending', clocking: true, reason: 'Lupa Clock In / Clock Out' });
    expect(row!.photo).toMatch(/\.jpg$/);
    expect(row!.attachment).toMatch(/\.pdf$/);
    const item = (await inboxOf(10002)).at(-1)!;
    expect(item).toMatchObject({ status: 'Pending', redirect: 'correction', itemid: String(data.id) });
    expect(item.message).toBe(
      `Ade Rahmat Hidayat (10001) asks to correct attendance: Clock In on ${jakartaDisplayDate(new Date(`${yesterday()}T12:00:00+07:00`))} at 07:55`,
    );
  });

  it("reads the time on the employee's wall clock and says their zone to a supervisor in another (issue 25)", async () => {
    await api.db.query(`UPDATE users SET time_zone = 'Asia/Makassar' WHERE nik = 10001`);
    try {
      const day = jakartaDate(new Date(Date.now() - 24 * 3600 * 1000), 'Asia/Makassar');
      const id = await fileOne({ attendDate: day, attendTime: '07:55' });
      const [{ utc }] = await api.db.query<{ utc: string }>(
        `SELECT to_char(requested_at AT TIME ZONE 'UTC', 'HH24:MI') AS utc FROM attendance_requests WHERE id = $1`,
        [id],
      );
      expect(utc).toBe('23:55');
      const shown = `${day.split('-').reverse().join('-')} at 07:55 WITA`;
      expect((await inboxOf(10002)).at(-1)!.message).toBe(
        `Ade Rahmat Hidayat (10001) asks to correct attendance: Clock In on ${shown}`,
      );
      expect((await getCorrection(id, dewi)).json().data.request).toMatchObject({ attend_time: '07:55 WITA' });
      await api.db.query(`UPDATE users SET time_zone = 'Asia/Makassar' WHERE nik = 10002`);
      expect((await getCorrection(id, dewi)).json().data.request).toMatchObject({ attend_time: '07:55' });
      expect((await getCorrection(id, ade)).json().data.request).toMatchObject({ attend_time: '07:55' });
    } finally {
      await api.db.query(`UPDATE users SET time_zone = NULL WHERE nik IN (10001, 10002)`);
    }
  });

  it("accepts Other's free text as the reason, and strips EXIF from the stored selfie", async () => {
    const response = await postCorrection({ description: 'Sinyal hilang di basement parkir' });
    expect(response.statusCode).toBe(200);
    const { photo } = (await api.db.one<{ photo: string }>('SELECT photo FROM attendance_requests WHERE id = $1', [
      response.json().data.id,
    ]))!;
    expect((await sharp((await api.ctx.storage.get('correction', photo))!).metadata()).exif).toBeUndefined();
  });

  it.each([
    [{ attendDate: undefined }, 'Request Date field is required'],
    [{ attendDate: '' }, 'Request Date field is required'],
    [{ attendTime: '' }, 'Request Date field is required'],
    [{ description: '   ' }, 'Request reason is required'],
    [{ description: undefined }, 'Request reason is required'],
    [{ clocking: undefined }, 'Clock In / Out is required'],
    [{ clocking: 'maybe' }, 'Clock In / Out is required'],
    [{ description: 'x'.repeat(256) }, 'Request reason may be at most 255 characters'],
    [{ attendDate: '2026-02-30' }, 'Request date is not a valid date and time'],
    [{ latitude: 'north' }, 'Latitude must be a number between -90 and 90'],
  ])('refuses %o with "%s"', async (fields, message) => {
    const response = await postCorrection(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("refuses another employee's NIK with 403 nik_mismatch", async () => {
    const response = await postCorrection({ usernik: '10003' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'You can only request a correction for yourself',
      error: 'nik_mismatch',
    });
  });

  it('refuses a forged date outside yesterday 00:00 to now', async () => {
    const threeDaysAgo = jakartaDate(new Date(Date.now() - 3 * 24 * 3600 * 1000));
    const tomorrow = jakartaDate(new Date(Date.now() + 24 * 3600 * 1000));
    for (const attendDate of [threeDaysAgo, tomorrow]) {
      const response = await postCorrection({ attendDate });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Request date must be between yesterday and now',
        error: 'date_out_of_window',
      });
    }
  });

  it('requires a selfie that is a real JPEG or PNG', async () => {
    const none = await postCorrection({}, {});
    expect(none.json().message).toBe('Photo is required');
    const renamed = await postCorrection(
      {},
      { photo: { name: 'selfie.jpg', type: 'image/jpeg', bytes: await pdfFile() } },
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('File not supported, please attach PNG or JPG format!');
  });

  it('refuses a 6 MB attachment', async () => {
    const response = await postCorrection(
      {},
      { photo: await selfie(), files: await pdf(await pdfFile(6 * 1024 * 1024)) },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Attachment size too large, maximum 5 Mb!');
  });

  it('refuses a .pdf attachment that is not a PDF', async () => {
    const fake = {
      name: 'surat.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    };
    const response = await postCorrection({}, { photo: await selfie(), files: fake });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('File not supported, please attach PDF, PNG or JPG format!');
  });

  it('refuses a request from someone without a supervisor', async () => {
    const response = await postCorrection({ usernik: '10002' }, undefined, dewi);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You have no supervisor to send this request to');
  });
});

describe('GET /request_attend/:id', () => {
  it('shows the supervisor and the employee the request (dd-mm-yyyy, HH:mm), and nobody else', async () => {
    const id = await fileOne();
    const response = await getCorrection(id, dewi);
    expect(response.statusCode).toBe(200);
    const { request, user } = response.json().data;
    expect(user).toEqual({ name: 'Ade Rahmat Hidayat', nik: 10001 });
    expect(request).toMatchObject({
      id,
      attend_date: yesterday().split('-').reverse().join('-'),
      attend_time: '07:55',
      clocking: true,
      reason: 'Lupa Clock In / Clock Out',
      status: 'Pending',
      lok_nm: 'Kantor Pusat Jakarta',
      latitude: -6.2,
    });
    expect(request.photo).toMatch(/\.jpg$/);
    expect(request.attachment).toMatch(/\.pdf$/);
    expect((await getCorrection(id, ade)).statusCode).toBe(200);
    expect((await getCorrection(id, siti)).statusCode).toBe(403);
    expect((await getCorrection(999999, dewi)).statusCode).toBe(404);
    expect((await getCorrection('abc', dewi)).statusCode).toBe(404);
  });
});

describe('PUT /request_attend', () => {
  it('lets only the employee’s own supervisor decide', async () => {
    const id = await fileOne();
    for (const bearer of [ade, siti]) {
      const response = await decide({ id, decision: 'Approved' }, bearer);
      expect(response.statusCode).toBe(403);
    }
    const bad = await decide({ id, decision: 'Maybe' }, dewi);
    expect(bad.json().message).toBe('Decision must be Approved or Rejected');
  });

  it('approving adds the attendance row (marked correction) and tells the employee; deciding again is 409', async () => {
    const id = await fileOne({ clocking: 'false', attendTime: '17:05' });
    const item = (await inboxOf(10002)).find((entry) => entry.itemid === String(id))!;
    const response = await decide({ id, ibxid: item.id, decision: 'Approved' }, dewi);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Attendance correction approved');

    const request = (await api.db.one<{ status: string; attendance_id: number }>(
      'SELECT * FROM attendance_requests WHERE id = $1',
      [id],
    ))!;
    expect(request.status).toBe('Approved');
    const row = await api.db.one<{
      clocking: boolean;
      attend_date: string;
      attended_at: Date;
      is_correction: boolean;
      lok_nm: string;
      photo: string;
    }>(
      // attend_date as text: PGlite 0.5 ignores db.ts's date parser and would answer a Date.
      'SELECT *, attend_date::text AS attend_date FROM attendance WHERE id = $1',
      [request.attendance_id],
    );
    expect(row).toMatchObject({
      clocking: false,
      attend_date: yesterday(),
      is_correction: true,
      lok_nm: 'Kantor Pusat Jakarta',
    });
    expect(row!.attended_at.toISOString()).toBe(new Date(`${yesterday()}T17:05:00+07:00`).toISOString());
    expect(await api.ctx.storage.get('attendance', row!.photo)).not.toBeNull();

    expect((await inboxOf(10002)).find((entry) => entry.id === item.id)!.status).toBe('Approved');
    const told = (await inboxOf(10001)).at(-1)!;
    expect(told).toMatchObject({ status: 'Approved', redirect: 'correction', itemid: String(id) });
    expect(told.message).toMatch(
      /^Your attendance correction \(Clock Out on \d\d-\d\d-\d{4} at 17:05\) was approved by Dewi Lestari$/,
    );

    const again = await decide({ id, decision: 'Rejected' }, dewi);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request has already been decided');
    const audits = (await auditRows(api.db, 'correction.approve')).filter(
      (audit) => audit.target === `correction ${id}`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ comp_kd: 'HADIR', actor_nik: 10002, subject_nik: 10001 });
    expect(
      (await auditRows(api.db, 'correction.reject')).filter((audit) => audit.target === `correction ${id}`),
    ).toEqual([]);
  });

  it('rejecting adds no attendance, settles the supervisor item and tells the employee', async () => {
    const id = await fileOne();
    const response = await decide({ id, decision: 'Rejected' }, dewi);
    expect(response.json().message).toBe('Attendance correction rejected');
    const request = (await api.db.one<{ status: string; attendance_id: number | null }>(
      'SELECT * FROM attendance_requests WHERE id = $1',
      [id],
    ))!;
    expect(request).toEqual(expect.objectContaining({ status: 'Rejected', attendance_id: null }));
    expect((await inboxOf(10002)).find((entry) => entry.itemid === String(id))!.status).toBe('Rejected');
    expect((await inboxOf(10001)).at(-1)).toMatchObject({ status: 'Rejected', itemid: String(id) });
    const [audit] = (await auditRows(api.db, 'correction.reject')).filter((row) => row.target === `correction ${id}`);
    expect(audit.changes).toEqual([{ field: 'status', before: 'Pending', after: 'Rejected' }]);
  });
});

describe('GET /images/correction/:file and /files/correction/:file', () => {
  it('serves the selfie and the attachment to the employee and the supervisor only', async () => {
    const id = await fileOne();
    const { request } = (await getCorrection(id, ade)).json().data;
    const get = (url: string, bearer?: string) =>
      api.app.inject({ method: 'GET', url, headers: bearer ? { authorization: bearer } : {} });

    for (const bearer of [ade, dewi]) {
      const image = await get(`/images/correction/${request.photo}`, bearer);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    }
    const download = await get(`/files/correction/${request.attachment}`, dewi);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Attachment-\d\d-\d\d-\d{4}\.pdf"$/);

    expect((await get(`/images/correction/${request.photo}`, siti)).statusCode).toBe(403);
    expect((await get(`/files/correction/${request.attachment}`, siti)).statusCode).toBe(403);
    expect((await get(`/images/correction/${request.photo}`)).statusCode).toBe(401);
    expect((await get('/images/correction/00000000-0000-0000-0000-000000000000.jpg', ade)).statusCode).toBe(404);
    expect((await get('/files/correction/..%2F..%2Fjwt-secret', ade)).statusCode).toBe(404);
  });
});
