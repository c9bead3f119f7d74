import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type TestStack } from '../test/stack.js';

// Issue 27 through the gateway: ask with consent, the supervisor approves, the month shows it.
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const ASK = `mutation ($input: OvertimeInput!) { askOvertime(input: $input) { id date start end plannedMinutes status consentedAt consentDevice askedByEmployee } }`;
const DECIDE = `mutation ($id: ID!, $approve: Boolean!) { decideOvertime(id: $id, approve: $approve) { id status } }`;
const MONTH = `query { overtimeMonth { days { date requestedMinutes approvedMinutes countedMinutes multiplierHours request { status } } countedMinutes tiers { x1_5 x2 x3 x4 } multiplierHours } }`;

/** A week ahead in Jakarta, yyyy-mm-dd: always a day that may be asked for. */
const ahead = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + 7 * 24 * 3600 * 1000));

describe('overtime through the gateway', () => {
  it('asks with consent, is approved by the supervisor, reads the month, and refuses a consent by someone else', async () => {
    const ade = await stack.signedIn('10001');
    const dewi = await stack.signedIn('10002');
    const date = ahead();
    const asked = await ade.graphql(ASK, {
      input: { date, start: '17:00', end: '19:00', reason: 'Stock opname', consent: true },
    });
    expect(asked.errors).toBeUndefined();
    expect(asked.data.askOvertime).toMatchObject({
      date,
      start: '17:00',
      end: '19:00',
      plannedMinutes: 120,
      status: 'Pending',
      askedByEmployee: true,
    });
    expect(asked.data.askOvertime.consentedAt).not.toBeNull();
    const decided = await dewi.graphql(DECIDE, { id: asked.data.askOvertime.id, approve: true });
    expect(decided.data.decideOvertime.status).toBe('Approved');
    const month = await ade.graphql(MONTH);
    expect(month.errors).toBeUndefined();
    const notHers = await dewi.graphql(`mutation ($id: ID!) { consentOvertime(id: $id) { id } }`, {
      id: asked.data.askOvertime.id,
    });
    expect(notHers.errors?.[0]).toMatchObject({
      message: 'Only the employee can agree to their own overtime',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe("HR's overtime rules and recap through the gateway", () => {
  const SETTINGS = `{ roundingMinutes shortestWeekday cutiBersamaClosed restDayBreak excluded { nik name } }`;
  it('saves the rules, excludes and includes a person, reads the recap; refuses a bad rounding in words and staff outright', async () => {
    const hr = await stack.signedIn('10009');
    const saved = await hr.graphql(
      `mutation { hrSaveOvertimeSettings(roundingMinutes: 30, shortestWeekday: 6, cutiBersamaClosed: true) { message settings ${SETTINGS} } }`,
    );
    expect(saved.errors).toBeUndefined();
    // The company's choices (issue 45): the one given is saved, the one not given stays at the strict reading.
    expect(saved.data.hrSaveOvertimeSettings).toEqual({
      message: 'Overtime rules saved',
      settings: { roundingMinutes: 30, shortestWeekday: 6, cutiBersamaClosed: true, restDayBreak: false, excluded: [] },
    });
    const excluded = await hr.graphql(
      `mutation { hrSetOvertimeExcluded(nik: 10003, excluded: true) { settings ${SETTINGS} } }`,
    );
    expect(excluded.data.hrSetOvertimeExcluded.settings.excluded).toEqual([{ nik: 10003, name: expect.any(String) }]);
    await hr.graphql(`mutation { hrSetOvertimeExcluded(nik: 10003, excluded: false) { message } }`);
    const bad = await hr.graphql(`mutation { hrSaveOvertimeSettings(roundingMinutes: 20) { message } }`);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Rounding must be 0, 15, 30 or 60 minutes' });
    expect((await hr.graphql(`{ hrOvertimeSettings ${SETTINGS} }`)).data.hrOvertimeSettings).toEqual({
      roundingMinutes: 30,
      shortestWeekday: 6,
      cutiBersamaClosed: true,
      restDayBreak: false,
      excluded: [],
    });
    const recap = await hr.graphql(
      `{ hrOvertimeRecap(filter: { status: "Approved" }) { month total page pageSize items { nik status countedMinutes tiers { x1_5 x2 } multiplierHours } byStatus { name count } } }`,
    );
    expect(recap.errors).toBeUndefined();
    expect(recap.data.hrOvertimeRecap).toMatchObject({ page: 1, pageSize: 25 });
    const staff = await (await stack.signedIn('10001')).graphql(`{ hrOvertimeSettings ${SETTINGS} }`);
    expect(staff.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });

    // A monthly wage: HR's alone.
    const wage = await hr.graphql(
      `mutation { hrSetWage(nik: 10003, monthlyWage: 5190000) { message wage { nik monthlyWage } } }`,
    );
    expect(wage.data.hrSetWage).toEqual({ message: 'Monthly wage saved', wage: { nik: 10003, monthlyWage: 5190000 } });
    expect((await hr.graphql(`{ hrWages { total items { nik monthlyWage } } }`)).data.hrWages).toEqual({
      total: 1,
      items: [{ nik: 10003, monthlyWage: 5190000 }],
    });
    const supervisor = await (await stack.signedIn('10002')).graphql(`{ hrWages { total } }`);
    expect(supervisor.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});
