import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

let stack: TestStack;
let rina: Browser;
let dewi: Browser;
let ade: Browser;
beforeAll(async () => {
  stack = await startStack({ SESSION_IDLE_SECONDS: '600' });
  [rina, dewi, ade] = [await stack.signedIn('10009'), await stack.signedIn('10002'), await stack.signedIn('10001')];
}, 120_000);
afterAll(() => stack.close());

const ok = async <T = any>(browser: Browser, query: string, variables: Record<string, unknown> = {}) => {
  const { data, errors } = await browser.graphql<T>(query, variables);
  expect(errors).toBeUndefined();
  return data!;
};

const ADJUST = `mutation ($input: HrLeaveAdjustmentInput!) { hrAdjustLeaveBalance(input: $input) { message balance } }`;
const BALANCES = `{ hrLeaveBalances { nik name type balance } }`;
const MINE = `{ leaveBalances { type kind balance pending left } }`;
const adesAnnual = async () => (await ok(ade, MINE)).leaveBalances.find((row: { kind: string }) => row.kind === 'annual');

describe('leave balances for HR through the gateway (issue 26)', () => {
  it("names annual leave's kind in the staff's balances, whatever the company called it", async () => {
    expect(await adesAnnual()).toMatchObject({ type: 'Cuti Tahunan', kind: 'annual' });
  });

  it('HR reads every balance, adjusts one with a reason both ways, and the person reads the new number', async () => {
    const rows = (await ok(rina, BALANCES)).hrLeaveBalances;
    const before = rows.find((row: { nik: string; type: string }) => row.nik === '10001' && row.type === 'Cuti Tahunan');
    expect(before).toMatchObject({ name: 'Ade Rahmat Hidayat', balance: expect.any(Number) });

    const added = await ok(rina, ADJUST, { input: { nik: '10001', type: 'Cuti Tahunan', days: 2, reason: 'Lembur akhir tahun' } });
    expect(added.hrAdjustLeaveBalance).toEqual({ message: 'Leave balance adjusted', balance: before.balance + 2 });
    expect((await adesAnnual()).balance).toBe(before.balance + 2);

    const taken = await ok(rina, ADJUST, { input: { nik: '10001', type: 'Cuti Tahunan', days: -2, reason: 'Dikembalikan' } });
    expect(taken.hrAdjustLeaveBalance.balance).toBe(before.balance);
    expect((await adesAnnual()).balance).toBe(before.balance);
  });

  it("passes the api's refusals on: no reason, a type without a balance, and staff asking", async () => {
    const noReason = await rina.graphql(ADJUST, { input: { nik: '10001', type: 'Cuti Tahunan', days: 1, reason: ' ' } });
    expect(noReason.errors?.[0]).toMatchObject({ message: 'A reason is required', extensions: { code: 'BAD_USER_INPUT' } });
    const noBalance = await rina.graphql(ADJUST, { input: { nik: '10001', type: 'Sakit', days: 1, reason: 'Coba' } });
    expect(noBalance.errors?.[0].message).toBe('This leave type has no balance');
    expect((await ade.graphql(BALANCES)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('HR reads and changes the policies (a new type too) and the escalation hours', async () => {
    const FIELDS = `type kind tracksBalance daysPerYear accrual serviceMonths carryOverCap carryOverMonths maxDays maxMonths extraMonthsWithLetter maxDaysPerMonth attachmentAfterDays paid allowNegative active`;
    const { hrLeavePolicies, hrLeaveSettings } = await ok(rina, `{ hrLeavePolicies { ${FIELDS} } hrLeaveSettings { escalateAfterHours } }`);
    expect(hrLeavePolicies.find((policy: { type: string }) => policy.type === 'Cuti Tahunan')).toMatchObject({
      kind: 'annual',
      tracksBalance: true,
      daysPerYear: 12,
      serviceMonths: 12,
    });
    expect(hrLeaveSettings).toEqual({ escalateAfterHours: 48 });

    const study = { ...hrLeavePolicies.find((policy: { type: string }) => policy.type === 'Izin'), type: 'Cuti Studi', maxDays: 5 };
    const saved = await ok(rina, `mutation ($input: HrLeavePolicyInput!) { hrSaveLeavePolicy(input: $input) { message } }`, { input: study });
    expect(saved.hrSaveLeavePolicy.message).toBe('Leave policy saved');
    const after = await ok(rina, `{ hrLeavePolicies { ${FIELDS} } }`);
    expect(after.hrLeavePolicies).toContainEqual(study);
    expect((await ok(ade, `{ leaveTypes }`)).leaveTypes).toContain('Cuti Studi');

    const settings = await ok(rina, `mutation { hrSaveLeaveSettings(input: { escalateAfterHours: 24 }) { message } }`);
    expect(settings.hrSaveLeaveSettings.message).toBe('Leave settings saved');
    expect((await ok(rina, `{ hrLeaveSettings { escalateAfterHours } }`)).hrLeaveSettings.escalateAfterHours).toBe(24);
  });
});

describe('stand-ins through the gateway (issue 26)', () => {
  const ADD = `mutation ($nik: String!, $from: String!, $to: String!) { addLeaveDelegation(nik: $nik, fromDate: $from, toDate: $to) { message delegation { id nik name fromDate toDate } } }`;

  it('a supervisor names a colleague for a period, reads them back, and removes them', async () => {
    const added = await ok(dewi, ADD, { nik: '10001', from: '2033-03-01', to: '2033-03-05' });
    expect(added.addLeaveDelegation).toEqual({
      message: 'Stand-in saved',
      delegation: { id: expect.any(String), nik: '10001', name: 'Ade Rahmat Hidayat', fromDate: '2033-03-01', toDate: '2033-03-05' },
    });
    expect((await ok(dewi, `{ leaveDelegations { id nik name fromDate toDate } }`)).leaveDelegations).toEqual([added.addLeaveDelegation.delegation]);

    const removed = await ok(dewi, `mutation ($id: ID!) { removeLeaveDelegation(id: $id) { message } }`, { id: added.addLeaveDelegation.delegation.id });
    expect(removed.removeLeaveDelegation.message).toBe('Stand-in removed');
    expect((await ok(dewi, `{ leaveDelegations { id } }`)).leaveDelegations).toEqual([]);
  });

  it("passes the api's refusals on: oneself, an unknown NIK, dates the wrong way round, and an id that is not one", async () => {
    expect((await dewi.graphql(ADD, { nik: '10002', from: '2033-03-01', to: '2033-03-05' })).errors?.[0].message).toBe('Choose someone else as your stand-in');
    expect((await dewi.graphql(ADD, { nik: '99999', from: '2033-03-01', to: '2033-03-05' })).errors?.[0].message).toBe('No colleague in your company has that NIK');
    expect((await dewi.graphql(ADD, { nik: '10001', from: '2033-03-05', to: '2033-03-01' })).errors?.[0].message).toBe('The stand-in period must end on or after its start');
    const odd = await dewi.graphql(`mutation { removeLeaveDelegation(id: "1/../../x") { message } }`);
    expect(odd.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});
