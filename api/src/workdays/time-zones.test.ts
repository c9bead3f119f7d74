import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clockFields, multipartPayload, selfie } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { auditRows, hrRequest, loginHrActors, recapExportFile } from '../test/hr.js';
import { jpegFile } from '../test/image-fixtures.js';
import { multipart } from '../test/leave-fixtures.js';

// Issue 25, rules §11 "Time zones" and §9 "monthly cut-off": HLOG's one location, Gudang Cikarang, is
// set to WITA by HR; each case clocks through POST /attendance at the api test clock and reads HR's
// person's month, so the zone is resolved, stored (attend_date) and counted as on the real path.
let api: TestApi;
let hr: ReturnType<typeof hrRequest>;
let hrBearers: Awaited<ReturnType<typeof loginHrActors>>;
const CKR01 = { latitude: -6.285, longitude: 107.171 };
const bearers = new Map<number, string>();

const idOf = async (nik: number) =>
  (await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = $1', [nik]))!.id;

async function clock(nik: number, clocking: boolean, at: string) {
  api.ctx.clock.set(new Date(at));
  const { payload, headers } = await multipartPayload(clockFields(nik, clocking, CKR01), {
    bytes: await selfie(),
    type: 'image/jpeg',
  });
  const reply = await api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance',
    payload,
    headers: { ...headers, authorization: bearers.get(nik)! },
  });
  expect([reply.statusCode, reply.json().message]).toEqual([200, expect.any(String)]);
}

interface ReadDay {
  date: string;
  time_zone: string;
  status: string;
  late_minutes: number;
  first_in: string | null;
  last_out: string | null;
  worked_minutes: number;
  sessions: unknown[];
}
async function dayOf(nik: number, date: string): Promise<ReadDay> {
  api.ctx.clock.set(new Date('2026-11-30T23:00:00Z'));
  const reply = await hr('hlogAdmin', 'GET', `/recap/${nik}?month=2026-11`);
  expect(reply.statusCode).toBe(200);
  return reply.json().data.days.find((day: ReadDay) => day.date === date);
}

async function schedule(name: string, start: string, end: string, niks: number[]) {
  const [{ id }] = await api.db.query<{ id: number }>(
    `INSERT INTO work_schedules (comp_kd, name, start_time, end_time, weekdays, grace_minutes) VALUES ('HLOG', $1, $2, $3, '{1,2,3,4,5,6,7}', 15) RETURNING id`,
    [name, start, end],
  );
  for (const nik of niks) {
    await api.db.query(
      `INSERT INTO schedule_assignments (schedule_id, comp_kd, user_id, valid_from) VALUES ($1, 'HLOG', $2, '2026-10-01')`,
      [id, await idOf(nik)],
    );
  }
}

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  hrBearers = await loginHrActors(api.app);
  hr = hrRequest(api.app, hrBearers);
  for (const nik of [20001, 20004, 20005]) bearers.set(nik, await loginAs(api.app, nik));
  await schedule('Pagi 08:00', '08:00', '17:00', [20001, 20004]);
  await schedule('Malam 22:00', '22:00', '06:00', [20005]);
  // HR puts the warehouse in WITA; Rudi (20004) is kept on WIB and Wulan (20005) on WIT, per person.
  const moved = await hr('hlogAdmin', 'PATCH', '/locations/CKR01', { time_zone: 'Asia/Makassar' });
  expect(moved.json().data).toMatchObject({ lok_kd: 'CKR01', time_zone: 'Asia/Makassar' });
  const rudi = await hr('hlogAdmin', 'PATCH', `/employees/${await idOf(20004)}`, { time_zone: 'Asia/Jakarta' });
  expect([rudi.statusCode, rudi.json().data.time_zone]).toEqual([200, 'Asia/Jakarta']);
  const [audit] = await auditRows(api.db, 'employee.update');
  expect(audit.changes).toEqual([{ field: 'time_zone', before: null, after: 'Asia/Jakarta' }]);
  await api.db.query(`UPDATE users SET time_zone = 'Asia/Jayapura' WHERE nik = 20005`);
}, 120_000);
afterAll(() => api.close());

describe('time zones (rules §11)', () => {
  it('refuses a zone outside WIB, WITA and WIT', async () => {
    const reply = await hr('hlogAdmin', 'PATCH', '/locations/CKR01', { time_zone: 'Europe/Paris' });
    expect([reply.statusCode, reply.json().message]).toEqual([
      400,
      'Choose the time zone: WIB (Asia/Jakarta), WITA (Asia/Makassar) or WIT (Asia/Jayapura)',
    ]);
  });

  it.each([
    // [case, nik, clock-in (UTC), day, status, late minutes]
    [
      'WITA site, 08:00 WITA: on time (00:00 UTC; in Jakarta it would be 07:00)',
      20001,
      '2026-11-03T00:00:00Z',
      '2026-11-03',
      'present',
      0,
    ],
    [
      'WITA site, 08:16 WITA: late 16 (in Jakarta the same instant is 07:16, early)',
      20001,
      '2026-11-04T00:16:00Z',
      '2026-11-04',
      'late',
      16,
    ],
    [
      'WITA site, 00:30 WITA is the next WITA day (still 23:30 in Jakarta)',
      20001,
      '2026-11-05T16:30:00Z',
      '2026-11-06',
      'present',
      0,
    ],
    [
      'a person overridden to WIB at a WITA site, 09:10 WITA = 08:10 WIB: within the grace',
      20004,
      '2026-11-03T01:10:00Z',
      '2026-11-03',
      'present',
      0,
    ],
    [
      'a person overridden to WIB at a WITA site, 09:16 WITA = 08:16 WIB: late 16',
      20004,
      '2026-11-04T01:16:00Z',
      '2026-11-04',
      'late',
      16,
    ],
  ])('%s', async (_case, nik, at, date, status, late) => {
    await clock(nik, true, at);
    const day = await dayOf(nik, date);
    // The test clock runs on by a few milliseconds between set and stamp: the minute is what counts.
    expect([day.status, day.late_minutes, day.first_in?.slice(0, 16)]).toEqual([status, late, at.slice(0, 16)]);
    expect(day.time_zone).toBe(nik === 20004 ? 'Asia/Jakarta' : 'Asia/Makassar');
  });

  it('a WIT night shift 22:00–06:00: in 21:55 WIT, out 06:05 WIT the next morning, one present day on the evening it started', async () => {
    await clock(20005, true, '2026-11-03T12:55:00Z');
    await clock(20005, false, '2026-11-03T21:05:00Z');
    const day = await dayOf(20005, '2026-11-03');
    expect(day).toMatchObject({
      time_zone: 'Asia/Jayapura',
      status: 'present',
      late_minutes: 0,
      worked_minutes: 490,
    });
    expect([day.first_in?.slice(0, 16), day.last_out?.slice(0, 16)]).toEqual(['2026-11-03T12:55', '2026-11-03T21:05']);
    expect(day.sessions).toHaveLength(1);
    // The next day's instance is not touched: nothing clocked there.
    expect((await dayOf(20005, '2026-11-04')).first_in).toBeNull();
  });
});

describe('times as each reader sees them', () => {
  it("the staff's own log shows their own zone's times: Agus's 08:00 WITA is 08:00, not 07:00", async () => {
    api.ctx.clock.set(new Date('2026-11-30T23:00:00Z'));
    const reply = await api.app.inject({
      method: 'GET',
      url: '/api/v1/attendance/all/10',
      headers: { authorization: bearers.get(20001)! },
    });
    const days: { dates: string; attend: { attendance_time: string }[] }[] = reply.json().data;
    expect(days.find((day) => day.dates === '2026-11-03')?.attend.map((row) => row.attendance_time)).toEqual(['08:00']);
    expect(days.find((day) => day.dates === '2026-11-04')?.attend.map((row) => row.attendance_time)).toEqual(['08:16']);
  });

  it("HR's person's month tells the reader's zone; the daily export says WITA beside a WITA time", async () => {
    api.ctx.clock.set(new Date('2026-11-30T23:00:00Z'));
    // HLOG's HR admin, put on the warehouse's WITA clock by HR: the same zone, nothing to say. (Issue 45
    // case 8: not because a WITA site is open to them; never having clocked there, they are on WIB.)
    expect((await hr('hlogAdmin', 'GET', '/recap/20001?month=2026-11')).json().data.viewer_time_zone).toBe(
      'Asia/Jakarta',
    );
    await api.db.query(`UPDATE users SET time_zone = 'Asia/Makassar' WHERE nik = 20009`);
    expect((await hr('hlogAdmin', 'GET', '/recap/20001?month=2026-11')).json().data.viewer_time_zone).toBe(
      'Asia/Makassar',
    );
    // Moved to Jakarta's clock, they read Agus's times with his zone.
    await api.db.query(`UPDATE users SET time_zone = 'Asia/Jakarta' WHERE nik = 20009`);
    expect((await hr('hlogAdmin', 'GET', '/recap/20001?month=2026-11')).json().data.viewer_time_zone).toBe(
      'Asia/Jakarta',
    );
    const csv = await recapExportFile(api.ctx, hr, 'format=csv&month=2026-11&q=20001&detail=1', 'hlogAdmin');
    expect(csv.statusCode).toBe(200);
    const line = csv.body.split('\n').find((row) => row.includes('2026-11-04') || row.includes('04-11-2026'));
    expect(line).toContain('08:16 WITA');
    // The record's detail: Agus reads his own time bare, HR (now on WIB) with his zone.
    const record = ((await dayOf(20001, '2026-11-03')) as ReadDay & { attendance_in: number }).attendance_in;
    const detail = async (bearer: string) =>
      (
        await api.app.inject({
          method: 'GET',
          url: `/api/v1/attendance/detail/${record}`,
          headers: { authorization: bearer },
        })
      ).json().data.attendance_time;
    expect(await detail(bearers.get(20001)!)).toBe('08:00');
    expect(await detail(hrBearers.hlogAdmin)).toBe('08:00 WITA');
    // Rudi, kept on WIB, reads bare in the export.
    const rudi = await recapExportFile(api.ctx, hr, 'format=csv&month=2026-11&q=20004&detail=1', 'hlogAdmin');
    expect(rudi.body).toMatch(/,08:16,/);
  });
});

describe('the correction window until a monthly cut-off day (rules §9)', () => {
  async function ask(date: string, now: string) {
    const body = await multipart(
      {
        usernik: '20001',
        description: 'Lupa Clock In / Clock Out',
        clocking: 'false',
        attendDate: date,
        attendTime: '17:05',
        lok_nm: 'Gudang Cikarang',
      },
      { photo: { name: 'selfie.jpg', type: 'image/jpeg', bytes: await jpegFile() } },
    );
    api.ctx.clock.set(new Date(now));
    return api.app.inject({
      method: 'POST',
      url: '/api/v1/request_attend',
      payload: body.payload,
      headers: { ...body.headers, authorization: bearers.get(20001)! },
    });
  }

  it('HR chooses the 25th; November may be corrected on 25 December, not on 26 December', async () => {
    const saved = await hr('hlogAdmin', 'PUT', '/correction-settings', { window_days: 1, cutoff_day: 25 });
    expect(saved.json().data).toEqual({ window_days: 1, cutoff_day: 25 });
    expect((await hr('hlogAdmin', 'PUT', '/correction-settings', { window_days: 1, cutoff_day: 29 })).statusCode).toBe(
      400,
    );
    // 25 December 23:30 WITA (Agus's zone): the last half hour for November.
    expect((await ask('2026-11-20', '2026-12-25T15:30:00Z')).statusCode).toBe(200);
    // 26 December 00:10 WITA, still the 25th in Jakarta: closed for Agus.
    const refused = await ask('2026-11-21', '2026-12-25T16:10:00Z');
    expect([refused.statusCode, refused.json().error, refused.json().message]).toEqual([
      400,
      'date_out_of_window',
      'Request date must be from 01-12-2026 to now: corrections for a month close after day 25 of the next month',
    ]);
    // December stays open on the 26th.
    expect((await ask('2026-12-01', '2026-12-26T02:00:00Z')).statusCode).toBe(200);
    const window = (
      await api.app.inject({
        method: 'GET',
        url: '/api/v1/correction_window',
        headers: { authorization: bearers.get(20001)! },
      })
    ).json().data;
    expect(window).toEqual({ days: 1, cutoff_day: 25, from_date: '2026-12-01' });
  });
});
