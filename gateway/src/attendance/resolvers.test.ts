import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { FAR_AWAY, JKT01 } from '../../../tests/fixtures/demo.js';
import { selfie } from '../../../tests/fixtures/files.js';
import { graphqlUpload } from '../test/graphql-upload.js';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

let stack: TestStack;
let ade: Browser;
let dewi: Browser;
let jpeg: Buffer;

const CLOCK = `mutation ($input: ClockAttendanceInput!, $photo: Upload!) { clockAttendance(input: $input, photo: $photo) { message } }`;
const CHECK = `mutation ($clocking: Boolean!) { checkAttendance(clocking: $clocking) { message nonce { nonce expiresAt } } }`;
const LOCATIONS = `query { workLocations(types: "clockin") { code name latitude longitude radius division subdivision department accuracyLimit } }`;
const MONTH = `query ($m: Int!) { attendanceMonth(monthIndex: $m) { id date total attend { id clocking time } } }`;
const DAY = `query ($date: String!) { attendanceDay(date: $date) { id clocking time locationName photoUrl } }`;
const DETAIL = `query ($id: ID!) { attendanceDetail(id: $id) {
  id date time clocking locationName address latitude longitude photoUrl description isCorrection
} }`;

// One provider for the file: each test that needs a day with no clocking yet uses a person who has
// not clocked today (ade for the first, dewi for the second); the others clock out first when needed.
beforeAll(async () => {
  stack = await startStack();
  [ade, dewi] = [await stack.signedIn('10001'), await stack.signedIn('10002')];
  jpeg = await selfie();
});
afterAll(() => stack.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  ...JKT01,
  description: 'Masuk kantor',
  clocking: true,
  attendDate: '1/2/2001',
  attendTime: '07:00:00',
  locationCode: 'JKT01',
  locationName: 'Kantor Pusat Jakarta',
  ...overrides,
});
const clock = (browser: Browser, overrides: Record<string, unknown> = {}) =>
  graphqlUpload(
    browser,
    CLOCK,
    { input: input(overrides), photo: null },
    {
      'variables.photo': { name: 'selfie.jpg', type: 'image/jpeg', bytes: jpeg },
    },
  );

/** Clocks out first when the day's last clocking was in, so a clock-in is allowed. */
async function readyToClockIn(browser: Browser) {
  if ((await browser.graphql(CHECK, { clocking: true })).errors) await clock(browser, { clocking: false });
}

/** Jakarta's today (yyyy-mm-dd) and its month index (0-11). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const monthIndex = () => Number(today().split('-')[1]) - 1;

describe('workLocations', () => {
  it('lists the circles open to the caller', async () => {
    const { data } = await ade.graphql(LOCATIONS);
    expect(data.workLocations).toEqual([
      {
        code: 'BKS01',
        name: 'Gudang Bekasi',
        latitude: -6.23827,
        longitude: 106.975573,
        radius: 150,
        division: 'OPS',
        subdivision: null,
        department: null,
        accuracyLimit: 150,
      },
      {
        code: 'JKT01',
        name: 'Kantor Pusat Jakarta',
        latitude: -6.2,
        longitude: 106.816666,
        radius: 100,
        division: null,
        subdivision: null,
        department: null,
        accuracyLimit: 100,
      },
    ]);
  });
});

describe('checkAttendance and clockAttendance', () => {
  it('clocks in inside JKT01 with an uploaded JPEG, and the day shows in attendanceMonth and attendanceDay', async () => {
    expect((await ade.graphql(CHECK, { clocking: true })).data).toEqual({
      checkAttendance: {
        message: 'You can clock in now',
        nonce: { nonce: expect.stringMatching(/^[\w-]{40,}$/), expiresAt: expect.any(String) },
      },
    });
    expect(await clock(ade)).toEqual({ data: { clockAttendance: { message: 'Clock In success' } } });

    const month = await ade.graphql(MONTH, { m: monthIndex() });
    expect(month.errors).toBeUndefined();
    expect(month.data.attendanceMonth).toEqual([
      {
        id: expect.any(String),
        date: today(),
        total: 1,
        attend: [{ id: expect.any(String), clocking: true, time: expect.stringMatching(/^\d{2}:\d{2}$/) }],
      },
    ]);
    const day = await ade.graphql(DAY, { date: today().split('-').reverse().join('/') });
    expect(day.data.attendanceDay).toEqual([
      {
        id: month.data.attendanceMonth[0].attend[0].id,
        clocking: true,
        time: month.data.attendanceMonth[0].attend[0].time,
        locationName: 'Kantor Pusat Jakarta',
        photoUrl: expect.stringMatching(/^\/images\/attendance\/[0-9a-f-]{36}\.jpg$/),
      },
    ]);
  });

  it('makes one provider call per clock-in: POST /attendance, no GET /login before it', async () => {
    await readyToClockIn(ade);
    const before = stack.recorder.log.length;
    expect((await clock(ade)).data).toEqual({ clockAttendance: { message: 'Clock In success' } });
    expect(stack.recorder.log.slice(before)).toEqual(['POST /api/v1/attendance']);
    // The record is at the circle the point lies in (JKT01), whatever units the client did not send.
    const day = (await ade.graphql(DAY, { date: today() })).data.attendanceDay as {
      clocking: boolean;
      locationName: string;
    }[];
    expect(day.at(-1)).toMatchObject({ clocking: true, locationName: 'Kantor Pusat Jakarta' });
  });

  it('answers the day rule as BAD_USER_INPUT with the provider message', async () => {
    const notIn = await dewi.graphql(CHECK, { clocking: false });
    expect(notIn.errors?.[0]).toMatchObject({
      message: 'You have not clocked in today',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await clock(dewi);
    const twice = await clock(dewi);
    expect(twice.errors?.[0]).toMatchObject({
      message: 'You have already clocked in, please clock out first',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await dewi.graphql(CHECK, { clocking: false })).data).toMatchObject({
      checkAttendance: { message: 'You can clock out now' },
    });
    expect((await clock(dewi, { clocking: false })).data).toEqual({
      clockAttendance: { message: 'Clock Out success' },
    });
  });

  it("passes the phone's key and capture time through: a clock-in sent again with its key is one record (issue 29)", async () => {
    await readyToClockIn(ade);
    const records = async () =>
      (await ade.graphql(DAY, { date: today() })).data.attendanceDay as { clocking: boolean }[];
    const before = (await records()).length;
    const key = { clientId: '5d2a9c1e-8b7f-4e6a-9c3d-2f1e0a9b8c7d', capturedAt: Date.now() };
    expect((await clock(ade, key)).data).toEqual({ clockAttendance: { message: 'Clock In success' } });
    // Sent again (the first answer lost on the way): the same record, not "already clocked in".
    expect((await clock(ade, key)).data).toEqual({ clockAttendance: { message: 'Clock In success' } });
    const after = await records();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ clocking: true });
  });

  it('refuses a clock-in outside every circle with "Your location is out of radius"', async () => {
    await readyToClockIn(ade);
    const { data, errors } = await clock(ade, FAR_AWAY);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: 'Your location is out of radius',
      extensions: { code: 'BAD_USER_INPUT', reason: 'out_of_radius' },
    });
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    const { errors } = await clock(stack.browser());
    expect(errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('attendanceDetail and the selfie behind the proxy', () => {
  /** Clocks in now and answers the new record. */
  const clockedIn = async (browser: Browser) => {
    const day = async () =>
      (await browser.graphql(DAY, { date: today() })).data.attendanceDay as { id: string; photoUrl: string }[];
    await readyToClockIn(browser);
    const before = new Set((await day()).map((record) => record.id));
    expect((await clock(browser)).errors).toBeUndefined();
    return (await day()).find((record) => !before.has(record.id))!;
  };

  it('answers the detail with the date as yyyy-mm-dd and the photo behind the proxy', async () => {
    const { id, photoUrl } = await clockedIn(ade);
    const { data, errors } = await ade.graphql(DETAIL, { id });
    expect(errors).toBeUndefined();
    expect(data.attendanceDetail).toEqual({
      id,
      date: today(),
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
      clocking: true,
      locationName: 'Kantor Pusat Jakarta',
      // No GEOCODER_URL on this provider: reverse geocoding is off by default (issue 28).
      address: null,
      ...JKT01,
      photoUrl,
      description: 'Masuk kantor',
      isCorrection: false,
    });
  });

  it('serves the selfie through the proxy with the cookie (image/jpeg) and refuses it without one (401)', async () => {
    const { photoUrl } = await clockedIn(ade);
    const withCookie = await ade.request(photoUrl);
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get('content-type')).toBe('image/jpeg');
    // The api stores the selfie re-encoded (metadata stripped): the same picture, other bytes.
    const served = await sharp(Buffer.from(await withCookie.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 16, height: 12 });
    expect((await fetch(new URL(photoUrl, stack.url))).status).toBe(401);
  });

  it("answers FORBIDDEN for another employee's record, and lets the supervisor read the employee's", async () => {
    const dewis = await clockedIn(dewi);
    const ades = await clockedIn(ade);
    const refused = await ade.graphql(DETAIL, { id: dewis.id });
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await ade.request(dewis.photoUrl)).status).toBe(403);
    expect((await dewi.graphql(DETAIL, { id: ades.id })).data.attendanceDetail.id).toBe(ades.id);
    expect((await dewi.request(ades.photoUrl)).status).toBe(200);
  });

  it('answers NOT_FOUND for a record that does not exist', async () => {
    const { errors } = await ade.graphql(DETAIL, { id: '999999' });
    expect(errors?.[0]).toMatchObject({ message: 'Attendance record not found', extensions: { code: 'NOT_FOUND' } });
  });
});
