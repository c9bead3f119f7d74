import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clockFields, multipartPayload, selfie } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { hrRequest, loginHrActors } from '../test/hr.js';

// Issue 45 case 8, rules §11 "Time zones": a person's zone is their own (HR's setting, else the work
// location they clock at), never the zone of a location merely open to their unit; a clocking's time
// is read where it was made, and names its zone to a reader on another clock.
let api: TestApi;
let hr: ReturnType<typeof hrRequest>;
let hrBearers: Awaited<ReturnType<typeof loginHrActors>>;
const MKS01 = { latitude: -5.147665, longitude: 119.432732 };
const bearers = new Map<number, string>();

async function clockIn(nik: number, at: string, point: { latitude: number; longitude: number }) {
  api.ctx.clock.set(new Date(at));
  const { payload, headers } = await multipartPayload(clockFields(nik, true, point), {
    bytes: await selfie(),
    type: 'image/jpeg',
  });
  const reply = await api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance',
    payload,
    headers: { ...headers, authorization: bearers.get(nik)! },
  });
  expect(reply.statusCode).toBe(200);
}

interface ReadDay {
  date: string;
  time_zone: string;
  status: string;
  late_minutes: number;
  attendance_in: number | null;
}
async function dayOf(nik: number, date: string): Promise<ReadDay> {
  api.ctx.clock.set(new Date('2026-11-30T23:00:00Z'));
  const reply = await hr('hadirAdmin', 'GET', `/recap/${nik}?month=2026-11`);
  expect(reply.statusCode).toBe(200);
  return reply.json().data.days.find((day: ReadDay) => day.date === date);
}

async function ownLog(nik: number, date: string) {
  api.ctx.clock.set(new Date('2026-11-30T23:00:00Z'));
  const reply = await api.app.inject({
    method: 'GET',
    url: '/api/v1/attendance/all/10',
    headers: { authorization: bearers.get(nik)! },
  });
  const days: { dates: string; attend: { attendance_time: string }[] }[] = reply.json().data;
  return days.find((day) => day.dates === date)?.attend.map((row) => row.attendance_time);
}

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  hrBearers = await loginHrActors(api.app);
  hr = hrRequest(api.app, hrBearers);
  for (const nik of [10001, 10002]) bearers.set(nik, await loginAs(api.app, nik));
  // HADIR opens a Makassar site to everyone; Jakarta's JKT01 (lower code) is open to everyone too.
  const made = await hr('hadirAdmin', 'POST', '/locations', {
    lok_kd: 'MKS01',
    lok_nm: 'Kantor Makassar',
    ...MKS01,
    radius: 200,
    time_zone: 'Asia/Makassar',
  });
  expect(made.statusCode).toBe(200);
  // Ade works at Makassar: in at 07:58 WITA (23:58 UTC the evening before). Dewi, his supervisor, in Jakarta at 07:50 WIB.
  await clockIn(10001, '2026-11-02T23:58:00Z', MKS01);
  await clockIn(10002, '2026-11-03T00:50:00Z', { latitude: -6.2, longitude: 106.816666 });
}, 120_000);
afterAll(() => api.close());

describe("a person's zone is their own (issue 45 case 8)", () => {
  it.each([
    // [case, nik, zone, status, late]
    [
      'Ade, clocking at the WITA site open to everyone: WITA, in at 07:58, on time',
      10001,
      'Asia/Makassar',
      'present',
      0,
    ],
    ['Dewi, clocking in Jakarta: WIB, in at 07:50, on time', 10002, 'Asia/Jakarta', 'present', 0],
  ])('%s', async (_case, nik, zone, status, late) => {
    const day = await dayOf(nik, '2026-11-03');
    expect([day.time_zone, day.status, day.late_minutes]).toEqual([zone, status, late]);
  });

  it("Ade's own log reads his 07:58 WITA as 07:58, not Jakarta's 06:58", async () => {
    expect(await ownLog(10001, '2026-11-03')).toEqual(['07:58']);
  });

  it('scoping the WITA site to their department moves none of its Jakarta staff', async () => {
    const scoped = await hr('hadirAdmin', 'PATCH', '/locations/MKS01', {
      scope: { kind: 'department', code: 'OPS-JKT' },
    });
    expect(scoped.statusCode).toBe(200);
    expect((await dayOf(10002, '2026-11-03')).time_zone).toBe('Asia/Jakarta');
    expect(await ownLog(10002, '2026-11-03')).toEqual(['07:50']);
    expect((await dayOf(10001, '2026-11-03')).time_zone).toBe('Asia/Makassar');
  });

  it('a reader on WIB sees a WITA clocking with its zone; its owner reads it bare', async () => {
    const record = (await dayOf(10001, '2026-11-03')).attendance_in!;
    const detail = async (bearer: string) =>
      (
        await api.app.inject({
          method: 'GET',
          url: `/api/v1/attendance/detail/${record}`,
          headers: { authorization: bearer },
        })
      ).json().data.attendance_time;
    expect(await detail(bearers.get(10001)!)).toBe('07:58');
    expect(await detail(bearers.get(10002)!)).toBe('07:58 WITA');
    expect(await detail(hrBearers.hadirAdmin)).toBe('07:58 WITA');
  });

  it('the signed-in user carries their zone, so their clock reads it (WITA for Ade, WIB for Dewi)', async () => {
    const zoneOf = async (nik: number) =>
      (
        await api.app.inject({ method: 'GET', url: '/api/v1/login', headers: { authorization: bearers.get(nik)! } })
      ).json().data.user.time_zone;
    expect([await zoneOf(10001), await zoneOf(10002)]).toEqual(['Asia/Makassar', 'Asia/Jakarta']);
  });

  it("a clocking names where it was made in its owner's log when that is not their zone", async () => {
    // HR puts Ade on Jakarta's clock: his Makassar clocking stays 07:58 WITA, said with its zone.
    await api.db.query(`UPDATE users SET time_zone = 'Asia/Jakarta' WHERE nik = 10001`);
    expect(await ownLog(10001, '2026-11-03')).toEqual(['07:58 WITA']);
  });
});
