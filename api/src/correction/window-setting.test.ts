import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clockFields, multipartPayload, selfie } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { auditRows, hrRequest, loginHrActors } from '../test/hr.js';
import { jpegFile } from '../test/image-fixtures.js';
import { multipart } from '../test/leave-fixtures.js';

// Issue 25: the correction window is the company's (companies.correction_window_days, calendar days
// back; 1, "yesterday to now", by default). A clock-out forgotten on Friday is corrected on Monday.
let api: TestApi;
let ade: string;
let dewi: string;
let hr: ReturnType<typeof hrRequest>;

const at = (wall: string) => new Date(`${wall}:00+07:00`);
const FRIDAY = '2026-11-13';
const MONDAY_MORNING = at('2026-11-16T09:00');

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  const bearers = await loginHrActors(api.app);
  ade = bearers.employee;
  dewi = await loginAs(api.app, 10002);
  hr = hrRequest(api.app, bearers);
  // Friday: Ade clocks in at 07:55 and forgets to clock out.
  api.ctx.clock.set(at(`${FRIDAY}T07:55`));
  const { payload, headers } = await multipartPayload(clockFields(10001, true), {
    bytes: await selfie(),
    type: 'image/jpeg',
  });
  expect(
    (
      await api.app.inject({
        method: 'POST',
        url: '/api/v1/attendance',
        payload,
        headers: { ...headers, authorization: ade },
      })
    ).statusCode,
  ).toBe(200);
  api.ctx.clock.set(MONDAY_MORNING);
}, 120_000);
afterAll(() => api.close());

async function askForFridayClockOut(date = FRIDAY) {
  const body = await multipart(
    {
      usernik: '10001',
      description: 'Lupa Clock In / Clock Out',
      clocking: 'false',
      attendDate: date,
      attendTime: '17:05',
      lok_nm: 'Kantor Pusat Jakarta',
    },
    { photo: { name: 'selfie.jpg', type: 'image/jpeg', bytes: await jpegFile() } },
  );
  api.ctx.clock.set(MONDAY_MORNING);
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/request_attend',
    payload: body.payload,
    headers: { ...body.headers, authorization: ade },
  });
}

const windowOf = async (bearer: string) =>
  (await api.app.inject({ method: 'GET', url: '/api/v1/correction_window', headers: { authorization: bearer } })).json()
    .data;

describe('the correction window, set by HR', () => {
  it('is yesterday to now by default: on Monday, Friday is refused and the message says the window', async () => {
    expect(await windowOf(ade)).toEqual({ days: 1, cutoff_day: null, from_date: '2026-11-15' });
    const refused = await askForFridayClockOut();
    expect([refused.statusCode, refused.json().error, refused.json().message]).toEqual([
      400,
      'date_out_of_window',
      'Request date must be between yesterday and now',
    ]);
  });

  it('lets HR read and set it (1–31 calendar days), audited; nobody else', async () => {
    expect((await hr('hadirAdmin', 'GET', '/correction-settings')).json().data).toEqual({
      window_days: 1,
      cutoff_day: null,
    });
    for (const window_days of [0, 32, 2.5]) {
      expect((await hr('hadirAdmin', 'PUT', '/correction-settings', { window_days })).statusCode).toBe(400);
    }
    expect((await hr('employee', 'PUT', '/correction-settings', { window_days: 3 })).statusCode).toBe(403);
    const saved = await hr('hadirAdmin', 'PUT', '/correction-settings', { window_days: 3 });
    expect([saved.statusCode, saved.json().data]).toEqual([200, { window_days: 3, cutoff_day: null }]);
    const [audit] = await auditRows(api.db, 'correction.settings.update');
    expect(audit).toMatchObject({ summary: 'Set the correction window to 3 days' });
    // Another company keeps its own.
    expect((await hr('hlogAdmin', 'GET', '/correction-settings')).json().data).toEqual({
      window_days: 1,
      cutoff_day: null,
    });
  });

  it("with 3 days, Friday's forgotten clock-out is asked on Monday, approved, and closes Friday's shift", async () => {
    expect(await windowOf(ade)).toEqual({ days: 3, cutoff_day: null, from_date: FRIDAY });
    const asked = await askForFridayClockOut();
    expect(asked.statusCode).toBe(200);
    const decided = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/request_attend',
      payload: { id: asked.json().data.id, decision: 'Approved' },
      headers: { authorization: dewi },
    });
    expect(decided.statusCode).toBe(200);
    const month = (await hr('hadirAdmin', 'GET', '/recap/10001?month=2026-11')).json().data;
    const friday = month.days.find((day: { date: string }) => day.date === FRIDAY);
    expect(friday).toMatchObject({
      last_out: expect.stringMatching(/^2026-11-13T10:05:00/),
      missing_clock_out: false,
      corrected: true,
    });
  });

  it('refuses a day before the window, saying how many days it has', async () => {
    const refused = await askForFridayClockOut('2026-11-12');
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'Request date must be within the last 3 days, up to now',
    ]);
  });
});
