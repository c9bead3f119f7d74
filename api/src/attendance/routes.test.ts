import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { jpegFile, jpegHeaderThenHtml, pngDeclaring } from '../test/image-fixtures.js';
import { BKS01, FAR_AWAY, JKT01, clockFields, multipartPayload, northOf, selfie } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
const bearer: Record<number, string> = {};
let jpeg: Buffer;

beforeAll(async () => {
  api = await startTestApi();
  // 10003 must set a password at first login; here they are just another employee of 10002.
  await api.db.query('UPDATE users SET must_reset_password = false WHERE nik = 10003');
  for (const nik of [10001, 10002, 10003]) bearer[nik] = await loginAs(api.app, nik);
  await api.db.query(
    `INSERT INTO work_locations (lok_kd, lok_nm, latitude, longitude, radius, comp_kd, divisi_kd)
     VALUES ('SBY01', 'Kantor Surabaya', -7.2575, 112.7521, 200, 'HADIR', 'FIN')`,
  );
  jpeg = await selfie();
});
afterAll(() => api.close());
beforeEach(() => api.db.query('DELETE FROM attendance'));

const get = (url: string, nik?: number) =>
  api.app.inject({ method: 'GET', url, headers: nik ? { authorization: bearer[nik] } : {} });
const post = (url: string, payload: object, nik: number) =>
  api.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { authorization: bearer[nik] } });

async function clock(
  nik: number,
  fields: Record<string, string>,
  photo: { bytes: Buffer; type: string } | null = { bytes: jpeg, type: 'image/jpeg' },
) {
  const { payload, headers } = await multipartPayload(fields, photo ?? undefined);
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance',
    payload,
    headers: { ...headers, authorization: bearer[nik] },
  });
}

const storedPhotos = () => {
  try {
    return readdirSync(join(api.dataDir, 'files', 'attendance'));
  } catch {
    return [];
  }
};

describe('GET /employee_attend/:types', () => {
  it('lists the work locations open to the user with the fields of rules §3', async () => {
    const response = await get('/api/v1/employee_attend/clockin', 10001);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.location).toEqual([
      {
        lok_kd: 'BKS01',
        lok_nm: 'Gudang Bekasi',
        ...BKS01,
        radius: 150,
        divisi_kd: 'OPS',
        subdivisi_kd: null,
        dept_kd: null,
        accuracy_limit: 150,
        face_check: false,
        face_notice_changed: false,
      },
      {
        lok_kd: 'JKT01',
        lok_nm: 'Kantor Pusat Jakarta',
        ...JKT01,
        radius: 100,
        divisi_kd: null,
        subdivisi_kd: null,
        dept_kd: null,
        accuracy_limit: 100,
        face_check: false,
        face_notice_changed: false,
      },
    ]);
  });

  it("gives each location the accuracy a clock-in there needs: the company's limit where it sets one, else the radius (issue 46)", async () => {
    await api.db.query("UPDATE companies SET max_accuracy_m = 300 WHERE comp_kd = 'HADIR'");
    try {
      const locations = (await get('/api/v1/employee_attend/clockin', 10001)).json().data.location;
      expect(locations.map((l: { accuracy_limit: number }) => l.accuracy_limit)).toEqual([300, 300]);
    } finally {
      await api.db.query("UPDATE companies SET max_accuracy_m = NULL WHERE comp_kd = 'HADIR'");
    }
  });

  it('leaves out a location of another division', async () => {
    await api.db.query("UPDATE users SET divisi_kd = 'FIN' WHERE nik = 10003");
    try {
      const ops = (await get('/api/v1/employee_attend/clockout', 10001)).json().data.location;
      const fin = (await get('/api/v1/employee_attend/clockout', 10003)).json().data.location;
      expect(ops.map((l: { lok_kd: string }) => l.lok_kd)).toEqual(['BKS01', 'JKT01']);
      expect(fin.map((l: { lok_kd: string }) => l.lok_kd)).toEqual(['JKT01', 'SBY01']);
    } finally {
      await api.db.query("UPDATE users SET divisi_kd = 'OPS' WHERE nik = 10003");
    }
  });

  it('refuses a clocking type other than clockin or clockout, and a caller without a token', async () => {
    const wrong = await get('/api/v1/employee_attend/lunch', 10001);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Clocking type must be clockin or clockout');
    expect((await get('/api/v1/employee_attend/clockin')).statusCode).toBe(401);
  });
});

describe('POST /check_attend', () => {
  it('allows a clock-in and refuses a clock-out on a day with no record', async () => {
    const clockIn = await post('/check_attend', { clocking: true, nik: 10001 }, 10001);
    expect(clockIn.statusCode).toBe(200);
    expect(clockIn.json()).toEqual({
      message: 'You can clock in now',
      data: { nonce: expect.any(String), expires_at: expect.any(String) },
    });
    const clockOut = await post('/check_attend', { clocking: false, nik: 10001 }, 10001);
    expect(clockOut.statusCode).toBe(400);
    expect(clockOut.json()).toMatchObject({ message: 'You have not clocked in today', error: 'not_clocked_in' });
  });

  it('after a clock-in, refuses a second one and allows the clock-out; after that, the reverse', async () => {
    expect((await clock(10001, clockFields(10001, true))).statusCode).toBe(200);
    const again = await post('/check_attend', { clocking: true, nik: 10001 }, 10001);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You have already clocked in, please clock out first');
    expect((await post('/check_attend', { clocking: false, nik: 10001 }, 10001)).json().message).toBe(
      'You can clock out now',
    );

    expect((await clock(10001, clockFields(10001, false))).statusCode).toBe(200);
    expect((await post('/check_attend', { clocking: true, nik: 10001 }, 10001)).statusCode).toBe(200);
    expect((await post('/check_attend', { clocking: false, nik: 10001 }, 10001)).json().message).toBe(
      'You have already clocked out, please clock in first',
    );
  });

  it("refuses another user's NIK and a body without clocking", async () => {
    const other = await post('/check_attend', { clocking: true, nik: 10002 }, 10001);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('nik_mismatch');
    const missing = await post('/check_attend', { nik: 10001 }, 10001);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Clocking must be true (clock in) or false (clock out)');
  });
});

describe('POST /attendance', () => {
  it('records a clock-in inside JKT01 at the server clock, with the matched location and the photo stored', async () => {
    const before = Date.now();
    const response = await clock(10001, clockFields(10001, true, northOf(JKT01, 40)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Clock In success',
      data: { id: expect.any(Number), review: 'needs_review' },
    });
    // A bare point from a client without the browser's device cookie is a hint of a script (risk.ts): flagged, still stored.

    const [row] = await api.db.query<Record<string, any>>('SELECT * FROM attendance WHERE id = $1', [
      response.json().data.id,
    ]);
    expect(row).toMatchObject({
      clocking: true,
      lok_kd: 'JKT01',
      lok_nm: 'Kantor Pusat Jakarta',
      description: 'on site',
    });
    expect(row.client_date).toBe('01/01/2001');
    expect(row.client_time).toBe('00:00:00');
    expect(row.attended_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.attended_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row.photo).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const stored = await sharp((await api.ctx.storage.get('attendance', row.photo))!).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({
      format: 'jpeg',
      width: 16,
      height: 12,
    });
  });

  it('answers "Clock Out success" for a clock-out and records the circle the point is in, not the one the client named', async () => {
    await clock(10001, clockFields(10001, true));
    const response = await clock(
      10001,
      clockFields(10001, false, BKS01, { lok_kd: 'JKT01', lok_nm: 'Kantor Pusat Jakarta' }),
    );
    expect(response.json().message).toBe('Clock Out success');
    const [row] = await api.db.query<{ lok_kd: string; lok_nm: string }>(
      'SELECT lok_kd, lok_nm FROM attendance WHERE id = $1',
      [response.json().data.id],
    );
    expect(row).toEqual({ lok_kd: 'BKS01', lok_nm: 'Gudang Bekasi' });
  });

  it('refuses a clock-in outside every radius with "Your location is out of radius", keeping no record and no file', async () => {
    const filesBefore = storedPhotos().length;
    const response = await clock(10001, clockFields(10001, true, FAR_AWAY));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Your location is out of radius', error: 'out_of_radius' });
    expect(await api.db.query('SELECT id FROM attendance')).toHaveLength(0);
    expect(storedPhotos()).toHaveLength(filesBefore);
  });

  it('refuses a point 101 m from JKT01, and one inside a circle of another division', async () => {
    expect((await clock(10001, clockFields(10001, true, northOf(JKT01, 101)))).json().error).toBe('out_of_radius');
    const surabaya = { latitude: -7.2575, longitude: 112.7521 };
    expect((await clock(10001, clockFields(10001, true, surabaya, { lok_kd: 'SBY01' }))).json().error).toBe(
      'out_of_radius',
    );
  });

  it('refuses a clock-out with no clock-in that day', async () => {
    const response = await clock(10001, clockFields(10001, false));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'You have not clocked in today', error: 'not_clocked_in' });
  });

  it('makes exactly one record of two clock-ins sent at once', async () => {
    const fields = clockFields(10001, true);
    const responses = await Promise.all([clock(10001, fields), clock(10001, fields)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((r) => r.statusCode === 400)!.json().message).toBe(
      'You have already clocked in, please clock out first',
    );
    expect(await api.db.query('SELECT id FROM attendance')).toHaveLength(1);
  });

  it('takes a PNG selfie and refuses bytes that are not an image, whatever their declared type', async () => {
    const png = await clock(10001, clockFields(10001, true), { bytes: await selfie('png'), type: 'image/png' });
    expect(png.statusCode).toBe(200);
    const fake = await clock(10001, clockFields(10001, false), {
      bytes: Buffer.from('<svg onload="alert(1)"/>'),
      type: 'image/jpeg',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ message: 'The photo must be a JPEG or PNG image', error: 'invalid_photo' });
  });

  it('stores the selfie without its EXIF (device, GPS), at its own size', async () => {
    const phonePhoto = await jpegFile({ width: 40, height: 30, exif: true });
    expect(phonePhoto.includes('HadirPhone')).toBe(true);
    const response = await clock(10001, clockFields(10001, true), { bytes: phonePhoto, type: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    const [row] = await api.db.query<{ photo: string }>('SELECT photo FROM attendance WHERE id = $1', [
      response.json().data.id,
    ]);
    const stored = (await api.ctx.storage.get('attendance', row.photo))!;
    expect(stored.includes('HadirPhone')).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
      format: 'jpeg',
      width: 40,
      height: 30,
      exif: undefined,
    });
  });

  it('refuses a JPEG header followed by HTML, and a tiny PNG declaring 100000x100000, with a clear 400 and no file', async () => {
    const filesBefore = storedPhotos().length;
    const html = await clock(10001, clockFields(10001, true), { bytes: jpegHeaderThenHtml(), type: 'image/jpeg' });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ message: 'The photo must be a JPEG or PNG image', error: 'invalid_photo' });
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(300);
    const huge = await clock(10001, clockFields(10001, true), { bytes: bomb, type: 'image/png' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ message: 'Image dimension exceed the limit', error: 'image_too_large' });
    expect(await api.db.query('SELECT id FROM attendance')).toHaveLength(0);
    expect(storedPhotos()).toHaveLength(filesBefore);
  });

  it('refuses a clocking without a photo', async () => {
    const response = await clock(10001, clockFields(10001, true), null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'A selfie photo is required', error: 'photo_required' });
  });

  it('refuses a photo over 5 MB with 413 and a readable message', async () => {
    const huge = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await clock(10001, clockFields(10001, true), { bytes: huge, type: 'image/jpeg' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'Photo size too large, maximum 5 Mb!', error: 'file_too_large' });
  });

  it("refuses another user's NIK, a position that is not a number, and a caller without a token", async () => {
    expect((await clock(10001, clockFields(10002, true))).statusCode).toBe(403);
    const nonsense = await clock(10001, clockFields(10001, true, JKT01, { latitude: 'abc' }));
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().message).toBe('Latitude must be a number between -90 and 90');
    const { payload, headers } = await multipartPayload(clockFields(10001, true), { bytes: jpeg, type: 'image/jpeg' });
    expect((await api.app.inject({ method: 'POST', url: '/api/v1/attendance', payload, headers })).statusCode).toBe(
      401,
    );
  });
});

const jakartaMonthIndex = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', month: 'numeric' }).format(new Date())) - 1;

describe('GET /attendance/all/:monthIndex', () => {
  it("lists this month's days with the clock-in and clock-out times and the number of records", async () => {
    const clockIn = (await clock(10001, clockFields(10001, true))).json().data.id;
    const clockOut = (await clock(10001, clockFields(10001, false))).json().data.id;
    await clock(10002, clockFields(10002, true));

    const response = await get(`/api/v1/attendance/all/${jakartaMonthIndex()}`, 10001);
    expect(response.statusCode).toBe(200);
    const days = response.json().data;
    expect(days).toHaveLength(1);
    expect(days[0]).toEqual({
      id: clockIn,
      dates: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      attendance_total: 2,
      attend: [
        {
          id: clockIn,
          clocking: true,
          attendance_time: expect.stringMatching(/^\d{2}:\d{2}$/),
          is_correction: false,
          review: 'needs_review',
        },
        {
          id: clockOut,
          clocking: false,
          attendance_time: expect.stringMatching(/^\d{2}:\d{2}$/),
          is_correction: false,
          review: 'needs_review',
        },
      ],
      // Issue 25: the day engine's pairs of the day (HH:mm) and its worked minutes, both stamps in the same minute here.
      sessions: [{ in: days[0].attend[0].attendance_time, out: days[0].attend[1].attendance_time }],
      worked_minutes: expect.any(Number),
    });
  });

  it('refuses a month index outside 0-11', async () => {
    for (const index of ['12', '-1', 'may']) {
      const response = await get(`/api/v1/attendance/all/${index}`, 10001);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Month must be a number from 0 to 11');
    }
  });
});

describe('POST /attendance_list', () => {
  it('lists the records of a day in time order, given as yyyy-mm-dd or dd-mm-yyyy', async () => {
    await clock(10001, clockFields(10001, true));
    await clock(10001, clockFields(10001, false, BKS01));
    const [{ day }] = await api.db.query<{ day: string }>('SELECT min(attend_date)::text AS day FROM attendance');
    const [year, month, date] = day.split('-');

    const iso = await post('/attendance_list', { date: day }, 10001);
    expect(iso.statusCode).toBe(200);
    expect(iso.json().data).toEqual([
      {
        id: expect.any(Number),
        photo: expect.stringMatching(/\.jpg$/),
        clocking: true,
        lok_nm: 'Kantor Pusat Jakarta',
        attendance_time: expect.stringMatching(/^\d{2}:\d{2}$/),
        is_correction: false,
        review: 'needs_review',
      },
      {
        id: expect.any(Number),
        photo: expect.stringMatching(/\.jpg$/),
        clocking: false,
        lok_nm: 'Gudang Bekasi',
        attendance_time: expect.stringMatching(/^\d{2}:\d{2}$/),
        is_correction: false,
        review: 'needs_review',
      },
    ]);
    expect((await post('/attendance_list', { date: `${date}-${month}-${year}` }, 10001)).json().data).toEqual(
      iso.json().data,
    );
  });

  it('refuses a date in another shape', async () => {
    const response = await post('/attendance_list', { date: '2026/03/09' }, 10001);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Date must be yyyy-mm-dd or dd-mm-yyyy');
  });

  it("lets a supervisor read an employee's day by NIK, and nobody else", async () => {
    await clock(10001, clockFields(10001, true));
    const [{ day }] = await api.db.query<{ day: string }>('SELECT min(attend_date)::text AS day FROM attendance');
    expect((await post('/attendance_list', { date: day, nik: 10001 }, 10002)).json().data).toHaveLength(1);
    expect((await post('/attendance_list', { date: day, nik: 10002 }, 10001)).statusCode).toBe(403);
    expect((await post('/attendance_list', { date: day, nik: 10001 }, 10003)).statusCode).toBe(403);
    expect((await post('/attendance_list', { date: day, nik: 99999 }, 10002)).statusCode).toBe(403);
  });
});

describe('GET /attendance/detail/:id', () => {
  it('answers the detail of rules §3 with the date as M/d/yyyy', async () => {
    const id = (await clock(10001, clockFields(10001, true))).json().data.id;
    const response = await get(`/api/v1/attendance/detail/${id}`, 10001);
    expect(response.statusCode).toBe(200);
    const [{ day }] = await api.db.query<{ day: string }>(
      'SELECT attend_date::text AS day FROM attendance WHERE id = $1',
      [id],
    );
    const [year, month, date] = day.split('-').map(Number);
    expect(response.json().data).toEqual({
      id,
      attendance_date: `${month}/${date}/${year}`,
      attendance_time: expect.stringMatching(/^\d{2}:\d{2}$/),
      clocking: true,
      lok_nm: 'Kantor Pusat Jakarta',
      // No GEOCODER_URL: no street address (geocode.test.ts for one).
      address: null,
      latitude: JKT01.latitude,
      longitude: JKT01.longitude,
      photo: expect.stringMatching(/\.jpg$/),
      description: 'on site',
      is_correction: false,
      // A bare point from a client without the device cookie (risk.ts), told in words on the record.
      review: 'needs_review',
      review_reasons: [
        'The position came without its accuracy or time',
        "The clock-in came without the browser's device cookie",
        'Not signed by a key of this phone',
      ],
      signature: 'unsigned',
      key_registered: null,
      face_browser: null,
    });
  });

  it("lets the owner and the owner's supervisor read a record, and refuses everyone else with 403", async () => {
    const ade = (await clock(10001, clockFields(10001, true))).json().data.id;
    const dewi = (await clock(10002, clockFields(10002, true))).json().data.id;
    expect((await get(`/api/v1/attendance/detail/${dewi}`, 10001)).statusCode).toBe(403);
    expect((await get(`/api/v1/attendance/detail/${ade}`, 10002)).statusCode).toBe(200);
    expect((await get(`/api/v1/attendance/detail/${ade}`, 10003)).statusCode).toBe(403);
  });

  it('answers 404 for a record that does not exist or an id that is not one', async () => {
    expect((await get('/api/v1/attendance/detail/987654', 10001)).json()).toMatchObject({
      message: 'Attendance record not found',
    });
    expect((await get('/api/v1/attendance/detail/1;DROP', 10001)).statusCode).toBe(404);
  });
});

describe('GET /images/attendance/:file', () => {
  const photoOf = async (id: number) =>
    (await api.db.one<{ photo: string }>('SELECT photo FROM attendance WHERE id = $1', [id]))!.photo;

  it('sends the selfie as image/jpeg to its owner and to their supervisor', async () => {
    const file = await photoOf((await clock(10001, clockFields(10001, true))).json().data.id);
    const stored = await api.ctx.storage.get('attendance', file);
    for (const nik of [10001, 10002]) {
      const response = await get(`/images/attendance/${file}`, nik);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload).toEqual(stored);
    }
  });

  it('refuses a colleague with 403 and a caller without a token with 401', async () => {
    const file = await photoOf((await clock(10001, clockFields(10001, true))).json().data.id);
    expect((await get(`/images/attendance/${file}`, 10003)).statusCode).toBe(403);
    expect((await get(`/images/attendance/${file}`)).statusCode).toBe(401);
  });

  it('answers 404 for a name that is not ours or that no record owns', async () => {
    expect((await get('/images/attendance/..%2F..%2Fjwt-secret', 10001)).statusCode).toBe(404);
    expect((await get('/images/attendance/00000000-0000-4000-8000-000000000000.jpg', 10001)).statusCode).toBe(404);
  });
});
