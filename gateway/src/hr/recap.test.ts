import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

let stack: TestStack;
let rina: Browser;
let dewi: Browser;
let ade: Browser;

beforeAll(async () => {
  stack = await startStack({ SESSION_IDLE_SECONDS: '600', TEST_CLOCK: 'true' });
  // Friday 20 November 2026, noon in Jakarta, on the api's clock (the gateway never sets it).
  const clock = await fetch(`${stack.provider.url}/api/v1/test/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: '2026-11-20T05:00:00Z' }),
  });
  expect(clock.status).toBe(200);
  [rina, dewi, ade] = [await stack.signedIn('10009'), await stack.signedIn('10002'), await stack.signedIn('10001')];
}, 120_000);
afterAll(() => stack.close());

const ok = async <T = any>(browser: Browser, query: string, variables: Record<string, unknown> = {}) => {
  const { data, errors } = await browser.graphql<T>(query, variables);
  expect(errors).toBeUndefined();
  return data!;
};

describe('HR time rules and the recap through the gateway', () => {
  it('creates a schedule, assigns it to OPS, adds a company day, and the recap counts by them', async () => {
    const created = await ok(
      rina,
      `mutation ($input: HrScheduleInput!) { hrCreateSchedule(input: $input) { message schedule { id name start end weekdays graceMinutes checkInBeforeMinutes checkOutAfterMinutes assignments } } }`,
      {
        input: {
          name: 'Kantor 09:00',
          start: '09:00',
          end: '17:00',
          weekdays: [1, 2, 3, 4, 5],
          graceMinutes: 10,
          checkInBeforeMinutes: 90,
        },
      },
    );
    // A window left out is the default (check-out allowed until 360 minutes after the end).
    expect(created.hrCreateSchedule).toMatchObject({
      message: 'Schedule created',
      schedule: {
        name: 'Kantor 09:00',
        weekdays: [1, 2, 3, 4, 5],
        graceMinutes: 10,
        checkInBeforeMinutes: 90,
        checkOutAfterMinutes: 360,
        assignments: 0,
      },
    });
    const assigned = await ok(
      rina,
      `mutation ($id: ID!, $input: HrAssignmentInput!) { hrAssignSchedule(scheduleId: $id, input: $input) { assignment { scheduleName target { kind code name } validFrom } } }`,
      {
        id: created.hrCreateSchedule.schedule.id,
        input: { kind: 'DIVISION', code: 'OPS', validFrom: '2026-11-01' },
      },
    );
    expect(assigned.hrAssignSchedule.assignment).toEqual({
      scheduleName: 'Kantor 09:00',
      target: { kind: 'DIVISION', code: 'OPS', name: 'Operations' },
      validFrom: '2026-11-01',
    });
    await ok(
      rina,
      `mutation { hrAddHoliday(input: { date: "2026-11-05", name: "Ulang tahun perusahaan", kind: COMPANY }) { holiday { kind } } }`,
    );
    const holidays = await ok(rina, `{ hrHolidays(year: 2026) { date name kind removed } }`);
    expect(holidays.hrHolidays).toContainEqual({
      date: '2026-08-17',
      name: expect.any(String),
      kind: 'NATIONAL',
      removed: false,
    });
    expect(holidays.hrHolidays).toContainEqual({
      date: '2026-11-05',
      name: 'Ulang tahun perusahaan',
      kind: 'COMPANY',
      removed: false,
    });

    const recap = await ok(
      rina,
      `{ hrRecap(filter: { division: "OPS" }) { month through total items { nik scheduledDays absent holidays leave { type days } clockingsUnderReview clockingsRejected } leaveTypes } }`,
    );
    expect(recap.hrRecap).toMatchObject({ month: '2026-11', through: '2026-11-20', total: 3 });
    expect(recap.hrRecap.items[0]).toEqual({
      nik: 10001,
      scheduledDays: 20,
      absent: 13,
      holidays: 1,
      leave: [],
      clockingsUnderReview: 0,
      clockingsRejected: 0,
    });
    const month = await ok(
      rina,
      `{ hrPersonMonth(nik: 10001) { nik name days { date status scheduleName holiday } totals { absent } } }`,
    );
    expect(month.hrPersonMonth.days.find((day: { date: string }) => day.date === '2026-11-05')).toEqual({
      date: '2026-11-05',
      status: 'HOLIDAY',
      scheduleName: 'Kantor 09:00',
      holiday: 'Ulang tahun perusahaan',
    });
  });

  it("lets HR set the company's correction window, which the employee's form then reads (issue 25)", async () => {
    expect((await ok(ade, `{ correctionWindow { days fromDate } }`)).correctionWindow).toEqual({
      days: 1,
      fromDate: '2026-11-19',
    });
    expect((await ok(rina, `{ hrCorrectionSettings { windowDays } }`)).hrCorrectionSettings).toEqual({ windowDays: 1 });
    const notHr = await dewi.graphql(`mutation { hrSaveCorrectionSettings(windowDays: 3) { message } }`);
    expect(notHr.errors?.[0].message).toBe('Only an HR admin can do this');
    const saved = await ok(
      rina,
      `mutation { hrSaveCorrectionSettings(windowDays: 3) { message settings { windowDays } } }`,
    );
    expect(saved.hrSaveCorrectionSettings).toEqual({
      message: 'Correction settings saved',
      settings: { windowDays: 3 },
    });
    expect((await ok(ade, `{ correctionWindow { days fromDate } }`)).correctionWindow).toEqual({
      days: 3,
      fromDate: '2026-11-17',
    });
    const tooWide = await rina.graphql(`mutation { hrSaveCorrectionSettings(windowDays: 32) { message } }`);
    expect(tooWide.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("lets HR set the company's reminders and the e-mail after an unopened push (issue 47); nobody else", async () => {
    const fields = 'remindClockInMinutes remindClockOutMinutes digestTime remindersIgnoreQuiet notifyEmailAfterMinutes';
    expect((await ok(rina, `{ hrNotificationSettings { ${fields} } }`)).hrNotificationSettings).toEqual({
      remindClockInMinutes: 15,
      remindClockOutMinutes: 30,
      digestTime: '07:30',
      remindersIgnoreQuiet: true,
      notifyEmailAfterMinutes: null,
    });
    const input = `{ remindClockInMinutes: 5, remindClockOutMinutes: null, digestTime: "06:00", remindersIgnoreQuiet: false, notifyEmailAfterMinutes: 120 }`;
    const notHr = await dewi.graphql(`mutation { hrSaveNotificationSettings(input: ${input}) { message } }`);
    expect(notHr.errors?.[0].message).toBe('Only an HR admin can do this');
    const saved = await ok(
      rina,
      `mutation { hrSaveNotificationSettings(input: ${input}) { message settings { ${fields} } } }`,
    );
    expect(saved.hrSaveNotificationSettings).toEqual({
      message: 'Reminder and notification settings saved',
      settings: {
        remindClockInMinutes: 5,
        remindClockOutMinutes: null,
        digestTime: '06:00',
        remindersIgnoreQuiet: false,
        notifyEmailAfterMinutes: 120,
      },
    });
    const bad = await rina.graphql(
      `mutation { hrSaveNotificationSettings(input: { remindClockInMinutes: 721, remindersIgnoreQuiet: true }) { message } }`,
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('passes the provider refusals on in words: another company, a supervisor on HR, a month not started', async () => {
    const other = await rina.graphql(`{ hrPersonMonth(nik: 20001) { nik } }`);
    expect(other.errors?.[0]).toMatchObject({
      message: 'This belongs to another company',
      extensions: { code: 'FORBIDDEN' },
    });
    const notHr = await dewi.graphql(`{ hrRecap { total } }`);
    expect(notHr.errors?.[0].message).toBe('Only an HR admin can do this');
    // Next month shows its plan (issue 46); the month after it has not started for any purpose.
    const future = await rina.graphql(`{ hrRecap(month: "2027-01") { total } }`);
    expect(future.errors?.[0].message).toBe('That month has not started yet');
  });

  it("gives a supervisor their team today and its month, and nobody else's", async () => {
    const today = await ok(dewi, `{ teamToday { date people { nik status firstIn } } }`);
    expect(today.teamToday).toEqual({
      date: '2026-11-20',
      people: [
        { nik: 10001, status: 'NOT_YET', firstIn: null },
        { nik: 10003, status: 'NOT_YET', firstIn: null },
      ],
    });
    expect((await ok(dewi, `{ teamRecap { total items { nik } } }`)).teamRecap.total).toBe(2);
    expect((await ade.graphql(`{ teamToday { date } }`)).errors?.[0].message).toBe('Only a supervisor has a team');
    expect((await dewi.graphql(`{ teamPersonMonth(nik: 10009) { nik } }`)).errors?.[0].message).toBe(
      'This person is not in your team',
    );
  });

  // The recaps' files are jobs (export-jobs.test.ts); the roster's file still streams straight through.
  it('streams an export through the file proxy with the cookie, its known filters only, and passes a refusal through readable', async () => {
    const roster = await rina.request('/api/v1/hr/rosters/export?month=2026-11&division=OPS&evil=../../x');
    expect(roster.status).toBe(200);
    expect(roster.headers.get('content-disposition')).toBe('attachment; filename="hadir-roster-2026-11.xlsx"');
    expect(stack.recorder.log.filter((line) => line.startsWith('GET /api/v1/hr/rosters/export')).at(-1)).toBe(
      'GET /api/v1/hr/rosters/export?month=2026-11&division=OPS',
    );
    const bad = await rina.request('/api/v1/hr/rosters/export?month=2026-13');
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([
      400,
      'month must be a month as yyyy-mm',
    ]);
    expect((await stack.browser().request('/api/v1/hr/rosters/export?month=2026-11')).status).toBe(401);
    // The recaps' direct routes are gone (issue 48): the gateway no longer forwards them.
    for (const path of ['recap', 'leave-recap', 'overtime-recap'])
      expect((await rina.request(`/api/v1/hr/${path}/export?format=csv`)).status).toBe(404);
  });

  it('passes the XLSX on as a stream: no length known up front, chunked, the zip as the api writes it', async () => {
    const xlsx = await rina.request('/api/v1/hr/rosters/export?month=2026-11&department=');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="hadir-roster-2026-11.xlsx"');
    expect(xlsx.headers.get('cache-control')).toBe('private, no-store');
    // A buffering proxy would know the length; this one hands the body on before the api has finished it.
    expect(xlsx.headers.get('content-length')).toBeNull();
    expect(xlsx.headers.get('transfer-encoding')).toBe('chunked');
    const reader = xlsx.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    const file = Buffer.concat(chunks);
    expect([...file.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(file.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
    // The known filters go on as given (an empty unit too, which the api reads as none).
    expect(stack.recorder.log.filter((line) => line.startsWith('GET /api/v1/hr/rosters/export')).at(-1)).toBe(
      'GET /api/v1/hr/rosters/export?month=2026-11&department=',
    );

    const leave = await ok(rina, `{ hrLeaveRecap { from to total byStatus { name count } } }`);
    expect(leave.hrLeaveRecap).toEqual({ from: '2026-11-01', to: '2026-11-30', total: 0, byStatus: [] });
  });
  it('carries a leave type HR adds as a recap column and a leave-recap filter choice (issue 44)', async () => {
    const policy = {
      type: 'Cuti Ayah',
      kind: 'special',
      tracksBalance: false,
      daysPerYear: 0,
      accrual: 'yearly',
      serviceMonths: 0,
      carryOverCap: 0,
      carryOverMonths: 0,
      maxDays: 5,
      maxMonths: null,
      extraMonthsWithLetter: 0,
      maxDaysPerMonth: null,
      attachmentAfterDays: null,
      paid: true,
      allowNegative: false,
      active: true,
    };
    await ok(rina, `mutation ($input: HrLeavePolicyInput!) { hrSaveLeavePolicy(input: $input) { message } }`, {
      input: policy,
    });
    expect((await ok(rina, `{ hrRecap { leaveTypes } }`)).hrRecap.leaveTypes.at(-1)).toBe('Cuti Ayah');
    const leave = await ok(rina, `{ hrLeaveRecap(filter: { type: "Cuti Ayah" }) { total leaveTypes } }`);
    expect(leave.hrLeaveRecap.total).toBe(0);
    expect(leave.hrLeaveRecap.leaveTypes.at(-1)).toBe('Cuti Ayah');
    const unknown = await rina.graphql(`{ hrLeaveRecap(filter: { type: "Cuti Liburan" }) { total } }`);
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Unknown leave type',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
