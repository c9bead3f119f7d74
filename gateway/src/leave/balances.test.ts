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
const adesAnnual = async () =>
  (await ok(ade, MINE)).leaveBalances.find((row: { kind: string }) => row.kind === 'annual');

describe('leave balances for HR through the gateway (issue 26)', () => {
  it("names annual leave's kind in the staff's balances, whatever the company called it", async () => {
    expect(await adesAnnual()).toMatchObject({ type: 'Cuti Tahunan', kind: 'annual' });
  });

  it('HR reads every balance, adjusts one with a reason both ways, and the person reads the new number', async () => {
    const rows = (await ok(rina, BALANCES)).hrLeaveBalances;
    const before = rows.find(
      (row: { nik: string; type: string }) => row.nik === '10001' && row.type === 'Cuti Tahunan',
    );
    expect(before).toMatchObject({ name: 'Ade Rahmat Hidayat', balance: expect.any(Number) });

    const added = await ok(rina, ADJUST, {
      input: { nik: '10001', type: 'Cuti Tahunan', days: 2, reason: 'Lembur akhir tahun' },
    });
    expect(added.hrAdjustLeaveBalance).toEqual({ message: 'Leave balance adjusted', balance: before.balance + 2 });
    expect((await adesAnnual()).balance).toBe(before.balance + 2);

    const taken = await ok(rina, ADJUST, {
      input: { nik: '10001', type: 'Cuti Tahunan', days: -2, reason: 'Dikembalikan' },
    });
    expect(taken.hrAdjustLeaveBalance.balance).toBe(before.balance);
    expect((await adesAnnual()).balance).toBe(before.balance);
  });

  it("passes the api's refusals on: no reason, a type without a balance, and staff asking", async () => {
    const noReason = await rina.graphql(ADJUST, {
      input: { nik: '10001', type: 'Cuti Tahunan', days: 1, reason: ' ' },
    });
    expect(noReason.errors?.[0]).toMatchObject({
      message: 'A reason is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const noBalance = await rina.graphql(ADJUST, { input: { nik: '10001', type: 'Sakit', days: 1, reason: 'Coba' } });
    expect(noBalance.errors?.[0].message).toBe('This leave type has no balance');
    expect((await ade.graphql(BALANCES)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('HR reads and changes the policies (a new type too) and the escalation hours', async () => {
    const FIELDS = `type kind tracksBalance daysPerYear accrual serviceMonths carryOverCap carryOverMonths maxDays maxMonths extraMonthsWithLetter maxDaysPerMonth attachmentAfterDays paid allowNegative active`;
    const { hrLeavePolicies, hrLeaveSettings } = await ok(
      rina,
      `{ hrLeavePolicies { ${FIELDS} } hrLeaveSettings { escalateAfterHours } }`,
    );
    expect(hrLeavePolicies.find((policy: { type: string }) => policy.type === 'Cuti Tahunan')).toMatchObject({
      kind: 'annual',
      tracksBalance: true,
      daysPerYear: 12,
      serviceMonths: 12,
    });
    expect(hrLeaveSettings).toEqual({ escalateAfterHours: 48 });

    const study = {
      ...hrLeavePolicies.find((policy: { type: string }) => policy.type === 'Izin'),
      type: 'Cuti Studi',
      maxDays: 5,
    };
    const saved = await ok(
      rina,
      `mutation ($input: HrLeavePolicyInput!) { hrSaveLeavePolicy(input: $input) { message } }`,
      { input: study },
    );
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
      delegation: {
        id: expect.any(String),
        nik: '10001',
        name: 'Ade Rahmat Hidayat',
        fromDate: '2033-03-01',
        toDate: '2033-03-05',
      },
    });
    expect((await ok(dewi, `{ leaveDelegations { id nik name fromDate toDate } }`)).leaveDelegations).toEqual([
      added.addLeaveDelegation.delegation,
    ]);

    const removed = await ok(dewi, `mutation ($id: ID!) { removeLeaveDelegation(id: $id) { message } }`, {
      id: added.addLeaveDelegation.delegation.id,
    });
    expect(removed.removeLeaveDelegation.message).toBe('Stand-in removed');
    expect((await ok(dewi, `{ leaveDelegations { id } }`)).leaveDelegations).toEqual([]);
  });

  it("passes the api's refusals on: oneself, an unknown NIK, dates the wrong way round, and an id that is not one", async () => {
    expect((await dewi.graphql(ADD, { nik: '10002', from: '2033-03-01', to: '2033-03-05' })).errors?.[0].message).toBe(
      'Choose someone else as your stand-in',
    );
    expect((await dewi.graphql(ADD, { nik: '99999', from: '2033-03-01', to: '2033-03-05' })).errors?.[0].message).toBe(
      'No colleague in your company has that NIK',
    );
    expect((await dewi.graphql(ADD, { nik: '10001', from: '2033-03-05', to: '2033-03-01' })).errors?.[0].message).toBe(
      'The stand-in period must end on or after its start',
    );
    const odd = await dewi.graphql(`mutation { removeLeaveDelegation(id: "1/../../x") { message } }`);
    expect(odd.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});

/** A GraphQL multipart request with one file, as apollo-upload-client sends it. */
async function upload(browser: Browser, query: string, file: { name: string; text: string }) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([file.text], { type: 'text/csv' }), file.name);
  const response = await browser.request('/graphql', {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true' },
    body: form,
  });
  return (await response.json()) as { data?: any; errors?: { message: string; extensions: Record<string, any> }[] };
}

const OPENING_DRY_RUN = `mutation ($file: Upload!) { hrLeaveImportDryRun(file: $file) { message importId fileName rows
  counts { set unchanged applied error } outcomes { row nik name type before after action error } errors { row nik message } } }`;
const OPENING_CONFIRM = `mutation ($id: ID!) { hrLeaveImportConfirm(importId: $id) { message set unchanged } }`;

describe('opening balances and the balances file through the gateway (issue 26)', () => {
  it('HR exports the table through the file proxy, sets a balance from a file after its dry run, and the person reads it', async () => {
    const exported = await rina.request('/api/v1/hr/leave-balances/export/csv');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/hadir-leave-balances-\d{4}-\d{2}-\d{2}\.csv/);
    expect((await exported.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'nik,name,leave_type,days,as_of,reason',
    );
    expect((await ade.request('/api/v1/hr/leave-balances/export/csv')).status).toBe(403);

    const text = 'nik,leave_type,days,reason\r\n10001,Cuti Tahunan,9,Saldo awal\r\n';
    const { data, errors } = await upload(rina, OPENING_DRY_RUN, { name: 'saldo.csv', text });
    expect(errors).toBeUndefined();
    expect(data.hrLeaveImportDryRun).toMatchObject({ fileName: 'saldo.csv', rows: 1, counts: { set: 1, error: 0 } });
    expect(data.hrLeaveImportDryRun.outcomes[0]).toMatchObject({
      row: 2,
      nik: '10001',
      name: 'Ade Rahmat Hidayat',
      type: 'Cuti Tahunan',
      after: 9,
      action: 'set',
      error: null,
    });
    const done = await ok(rina, OPENING_CONFIRM, { id: data.hrLeaveImportDryRun.importId });
    expect(done.hrLeaveImportConfirm).toEqual({
      message: 'Opening balances imported: 1 set, 0 unchanged',
      set: 1,
      unchanged: 0,
    });
    expect((await adesAnnual()).balance).toBe(9);
  });

  it('shows a bad row’s error in words and refuses to confirm it', async () => {
    const { data } = await upload(rina, OPENING_DRY_RUN, {
      name: 'saldo.csv',
      text: 'nik,leave_type,days\r\n10001,Cuti Tahunan,banyak\r\n',
    });
    expect(data.hrLeaveImportDryRun.errors).toEqual([
      { row: 2, nik: '10001', message: 'The days "banyak" are not a number' },
    ]);
    const refused = await rina.graphql(OPENING_CONFIRM, { id: data.hrLeaveImportDryRun.importId });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The file has errors; nothing was written',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await adesAnnual()).balance).toBe(9);
  });
});
