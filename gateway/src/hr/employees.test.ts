import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

/** The demo accounts' password (README's demo accounts). */
const DEMO_PASSWORD = 'Hadir#2026';

let stack: TestStack;
const browsers = new Map<string, Browser>();

beforeAll(async () => {
  stack = await startStack({ SESSION_IDLE_SECONDS: '600' });
  for (const nik of ['10009', '20009', '10001', '10002']) browsers.set(nik, await stack.signedIn(nik));
});
afterAll(() => stack.close());

const rina = () => browsers.get('10009')!;
const bambang = () => browsers.get('20009')!;

const FIELDS = `id nik name gender email phone address birthDate birthPlace joinDate company division subdivision department
  roleId blood supervisor { nik name } active deactivatedAt passwordPending`;
const LIST = `query ($page: Int, $pageSize: Int, $sort: HrEmployeeSort, $order: SortOrder, $filter: HrEmployeeFilter) {
  hrEmployees(page: $page, pageSize: $pageSize, sort: $sort, order: $order, filter: $filter) { total page pageSize items { ${FIELDS} } } }`;
const CREATE = `mutation ($input: HrEmployeeInput!) { hrCreateEmployee(input: $input) { message employee { ${FIELDS} } } }`;
const UPDATE = `mutation ($id: ID!, $input: HrEmployeeInput!) { hrUpdateEmployee(id: $id, input: $input) { message employee { ${FIELDS} } } }`;
const ONE = `query ($id: ID!) { hrEmployee(id: $id) { ${FIELDS} } }`;

async function idOf(nik: string): Promise<string> {
  const { data } = await rina().graphql(LIST, { filter: { search: nik } });
  return data.hrEmployees.items.find((item: { nik: string }) => item.nik === nik).id;
}

describe('HR employees through the gateway', () => {
  it('pages, sorts and searches the HR admin’s own company only', async () => {
    const { data, errors } = await rina().graphql(LIST, { page: 1, pageSize: 2, sort: 'NAME', order: 'DESC' });
    expect(errors).toBeUndefined();
    expect(data.hrEmployees).toMatchObject({ page: 1, pageSize: 2 });
    expect(data.hrEmployees.items).toHaveLength(2);
    expect(data.hrEmployees.total).toBeGreaterThanOrEqual(4);
    const names = data.hrEmployees.items.map((item: { name: string }) => item.name);
    expect([...names].sort().reverse()).toEqual(names);
    expect(data.hrEmployees.items.every((item: { company: string }) => item.company === 'HADIR')).toBe(true);

    const found = await rina().graphql(LIST, { filter: { search: 'dewi' } });
    expect(found.data.hrEmployees.items.map((item: { nik: string }) => item.nik)).toEqual(['10002']);
    const supervisors = await rina().graphql(LIST, { filter: { roleId: 2 } });
    expect(supervisors.data.hrEmployees.items.every((item: { roleId: number }) => item.roleId === 2)).toBe(true);
    const other = await bambang().graphql(LIST, { filter: { search: 'dewi' } });
    expect(other.data.hrEmployees.total).toBe(0);
  });

  it('shows an employee with their supervisor and account state', async () => {
    const { data } = await rina().graphql(ONE, { id: await idOf('10001') });
    expect(data.hrEmployee).toMatchObject({
      nik: '10001',
      name: 'Ade Rahmat Hidayat',
      company: 'HADIR',
      supervisor: { nik: '10002', name: 'Dewi Lestari' },
      active: true,
      passwordPending: false,
    });
  });

  it('answers FORBIDDEN with the provider’s words to a supervisor, an employee and another company’s HR admin', async () => {
    for (const nik of ['10001', '10002']) {
      const { errors } = await browsers.get(nik)!.graphql(LIST);
      expect(errors?.[0]).toMatchObject({ message: 'Only an HR admin can do this', extensions: { code: 'FORBIDDEN' } });
    }
    const id = await idOf('10001');
    const { errors } = await bambang().graphql(UPDATE, { id, input: { phone: '081200000000' } });
    expect(errors?.[0]).toMatchObject({
      message: 'This belongs to another company',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await rina().graphql(ONE, { id })).data.hrEmployee.phone).not.toBe('081200000000');
  });

  it('answers UNAUTHENTICATED with no session', async () => {
    const { errors } = await stack.browser().graphql(LIST);
    expect(errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('creates an employee who must set a password, and marks the field the provider refuses', async () => {
    const input = {
      nik: '10501',
      name: 'Yusuf Pratama',
      birthDate: '1996-03-04',
      roleId: 1,
      email: 'yusuf.pratama@hadir.test',
      phone: '0812 3456 7890',
      division: 'OPS',
      supervisorNik: '10002',
    };
    const { data, errors } = await rina().graphql(CREATE, { input });
    expect(errors).toBeUndefined();
    expect(data.hrCreateEmployee.message).toBe('Employee created');
    expect(data.hrCreateEmployee.employee).toMatchObject({
      nik: '10501',
      company: 'HADIR',
      division: 'OPS',
      supervisor: { nik: '10002' },
      passwordPending: true,
      active: true,
    });

    const again = await rina().graphql(CREATE, { input: { ...input, email: 'other@hadir.test' } });
    expect(again.errors?.[0].extensions.code).toBe('CONFLICT');
    const bad = await rina().graphql(CREATE, { input: { ...input, nik: '10502', email: 'not-an-email' } });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    expect(bad.errors?.[0].message).toMatch(/e-mail/i);
  });

  it('changes only the fields given; null clears one', async () => {
    const id = await idOf('10501');
    const { data, errors } = await rina().graphql(UPDATE, { id, input: { phone: '081299990000', address: null } });
    expect(errors).toBeUndefined();
    expect(data.hrUpdateEmployee).toMatchObject({
      message: 'Employee updated',
      employee: { phone: '081299990000', address: null, name: 'Yusuf Pratama' },
    });
  });

  it('finds supervisors by NIK or name for the picker', async () => {
    const { data } = await rina().graphql(`query ($s: String!) { hrSupervisors(search: $s) { nik name } }`, {
      s: 'Dew',
    });
    expect(data.hrSupervisors).toEqual([{ nik: '10002', name: 'Dewi Lestari' }]);
  });

  it('deactivates: the person’s open session ends at once; reactivate lets them log in again', async () => {
    const ade = await stack.signedIn('10001');
    const id = await idOf('10001');
    const off = await rina().graphql(
      `mutation ($id: ID!) { hrDeactivateEmployee(id: $id) { message employee { active } } }`,
      { id },
    );
    expect(off.data.hrDeactivateEmployee).toEqual({ message: 'Employee deactivated', employee: { active: false } });
    const { errors } = await ade.graphql(`{ attendanceSummary { total } }`);
    expect(errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const login = await stack
      .browser()
      .graphql(`mutation { login(nik: "10001", password: "${DEMO_PASSWORD}") { message } }`);
    expect(login.errors?.[0].message).toBe('Your account has been deactivated. Please contact your HR admin.');

    const on = await rina().graphql(
      `mutation ($id: ID!) { hrReactivateEmployee(id: $id) { message employee { active } } }`,
      { id },
    );
    expect(on.data.hrReactivateEmployee).toEqual({ message: 'Employee reactivated', employee: { active: true } });
    await stack.signedIn('10001');
  });

  it('requires a new password: the employee is marked as having to set one', async () => {
    const id = await idOf('10501');
    const { data } = await rina().graphql(
      `mutation ($id: ID!) { hrRequirePassword(id: $id) { message employee { passwordPending } } }`,
      { id },
    );
    expect(data.hrRequirePassword).toEqual({
      message: 'The employee must set a new password at the next login',
      employee: { passwordPending: true },
    });
  });

  it('e-mails the set-a-password link', async () => {
    const { data, errors } = await rina().graphql(`mutation ($id: ID!) { hrSendPasswordLink(id: $id) { message } }`, {
      id: await idOf('10501'),
    });
    expect(errors).toBeUndefined();
    expect(data.hrSendPasswordLink.message).toBe('A link to set the password was sent to yusuf.pratama@hadir.test');
  });

  it('refuses an id that cannot be one as NOT_FOUND', async () => {
    const { errors } = await rina().graphql(ONE, { id: '../../login' });
    expect(errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});
