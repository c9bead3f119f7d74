import type { FieldChange } from '../../platform/audit.js';
import { EMPLOYEE_FIELD_ORDER, UNIT_FIELDS, employeeFields, type EmployeeValues } from '../employees/fields.js';
import { EMPLOYEE_MESSAGES, UNIT_LABELS } from '../employees/messages.js';
import { valuesOf } from '../employees/presenter.js';
import type { EmployeeRow } from '../employees/queries.js';
import { diffFields } from '../../platform/audit.js';
import { REQUIRED_FOR_CREATE } from './columns.js';
import { IMPORT_MESSAGES as M } from './messages.js';
import type { ImportRow } from '../../platform/import/read.js';

/** What the database holds that the file is checked against (all of it read once). */
export interface ImportContext {
  callerNik: number;
  /** The company's employees by NIK. */
  employees: Map<number, EmployeeRow>;
  /** NIKs of the file that belong to another company. */
  elsewhere: Set<number>;
  /** Who holds each e-mail of the file now (any company). */
  emailHolders: Map<string, number>;
  units: Record<(typeof UNIT_FIELDS)[number], Set<string>>;
}

export interface RowError {
  row: number;
  nik: string;
  field: string | null;
  message: string;
}

export type RowAction = 'create' | 'update' | 'unchanged';

export interface PlannedRow {
  row: number;
  action: RowAction;
  values: EmployeeValues;
  changes: FieldChange[];
}

export interface ImportPlan {
  rows: number;
  counts: Record<RowAction | 'error', number>;
  errors: RowError[];
  planned: PlannedRow[];
}

interface Parsed {
  row: number;
  nik: number;
  existing: EmployeeRow | undefined;
  values: EmployeeValues;
  failed: boolean;
}

const blank = (nik: number): EmployeeValues => ({
  nik,
  name: '',
  gender: null,
  email: null,
  phone: null,
  address: null,
  birth_date: null,
  birth_place: null,
  join_date: null,
  divisi_kd: null,
  subdivisi_kd: null,
  dept_kd: null,
  roleId: 1,
  blood: null,
  supervisor_nik: null,
});

/**
 * Checks every row of a file against the company as it is and as the file would leave it, and
 * says for each row what it would do. A blank cell leaves an existing employee's field as it is.
 * Pure: the same file and context give the same plan, for the dry run and again at the confirm.
 */
export function planImport(rows: ImportRow[], context: ImportContext): ImportPlan {
  const errors: RowError[] = [];
  const fail = (parsed: { row: number; failed?: boolean }, nik: string, field: string | null, message: string) => {
    errors.push({ row: parsed.row, nik, field, message });
    parsed.failed = true;
  };

  const byNik = new Map<number, Parsed>();
  const parsedRows: Parsed[] = [];
  for (const { row, cells } of rows) {
    const nikText = cells.nik ?? '';
    const holder = { row, failed: false };
    if (nikText === '') {
      fail(holder, nikText, 'nik', EMPLOYEE_MESSAGES.nikRequired);
      continue;
    }
    const nikResult = employeeFields.nik.safeParse(nikText);
    if (!nikResult.success) {
      fail(holder, nikText, 'nik', nikResult.error.issues[0].message);
      continue;
    }
    const nik = nikResult.data;
    const first = byNik.get(nik);
    if (first) {
      fail(holder, nikText, 'nik', M.duplicateNik(nik, first.row));
      continue;
    }
    if (context.elsewhere.has(nik)) {
      fail(holder, nikText, 'nik', M.otherCompanyNik(nik));
      continue;
    }
    const existing = context.employees.get(nik);
    const parsed: Parsed = { row, nik, existing, values: existing ? valuesOf(existing) : blank(nik), failed: false };
    for (const column of EMPLOYEE_FIELD_ORDER) {
      if (column === 'nik') continue;
      const cell = cells[column] ?? '';
      if (cell === '') {
        if (!existing && (REQUIRED_FOR_CREATE as readonly string[]).includes(column)) {
          fail(parsed, nikText, column, M.required(column));
        }
        continue;
      }
      const result = employeeFields[column].safeParse(cell);
      if (!result.success) fail(parsed, nikText, column, result.error.issues[0].message);
      else Object.assign(parsed.values, { [column]: result.data });
    }
    for (const field of UNIT_FIELDS) {
      const code = parsed.values[field];
      if (code && !context.units[field].has(code))
        fail(parsed, nikText, field, EMPLOYEE_MESSAGES.unknownUnit(UNIT_LABELS[field], code));
    }
    if (nik === context.callerNik && existing && parsed.values.roleId !== existing.role_id) {
      fail(parsed, nikText, 'roleId', EMPLOYEE_MESSAGES.selfChange);
    }
    byNik.set(nik, parsed);
    parsedRows.push(parsed);
  }

  checkEmails(parsedRows, byNik, context, fail);
  checkSupervisors(parsedRows, byNik, context, fail);

  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  const planned: PlannedRow[] = [];
  const failedRows = new Set(errors.map((error) => error.row));
  counts.error = failedRows.size;
  for (const parsed of parsedRows) {
    if (failedRows.has(parsed.row)) continue;
    const before = parsed.existing ? valuesOf(parsed.existing) : null;
    const changes = before
      ? diffFields(before, parsed.values, EMPLOYEE_FIELD_ORDER)
      : EMPLOYEE_FIELD_ORDER.filter((field) => parsed.values[field] !== null).map((field) => ({
          field,
          before: null,
          after: parsed.values[field],
        }));
    const action: RowAction = !before ? 'create' : changes.length > 0 ? 'update' : 'unchanged';
    counts[action] += 1;
    planned.push({ row: parsed.row, action, values: parsed.values, changes });
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows: rows.length, counts, errors, planned };
}

type Fail = (parsed: Parsed, nik: string, field: string | null, message: string) => void;

/** E-mails stay unique: not twice in the file, and not someone else's unless the file moves it away. */
function checkEmails(parsedRows: Parsed[], byNik: Map<number, Parsed>, context: ImportContext, fail: Fail) {
  const firstRowOf = new Map<string, number>();
  for (const parsed of parsedRows) {
    const email = parsed.values.email;
    if (!email) continue;
    const first = firstRowOf.get(email);
    if (first !== undefined) {
      fail(parsed, String(parsed.nik), 'email', M.duplicateEmail(email, first));
      continue;
    }
    firstRowOf.set(email, parsed.row);
    const holder = context.emailHolders.get(email);
    if (holder === undefined || holder === parsed.nik) continue;
    const holderRow = byNik.get(holder);
    if (holderRow && holderRow.values.email !== email) continue;
    fail(parsed, String(parsed.nik), 'email', M.emailTaken(email, holder));
  }
}

/**
 * Supervisors as the file would leave the company: each named one is of this company or this file,
 * role 2 and active; nobody loses role 2 while still supervising; and no chain loops.
 */
function checkSupervisors(parsedRows: Parsed[], byNik: Map<number, Parsed>, context: ImportContext, fail: Fail) {
  const roleOf = (nik: number) => byNik.get(nik)?.values.roleId ?? context.employees.get(nik)?.role_id;
  const supervisorOf = (nik: number) =>
    byNik.has(nik) ? byNik.get(nik)!.values.supervisor_nik : (context.employees.get(nik)?.supervisor_nik ?? null);

  for (const parsed of parsedRows) {
    const supervisor = parsed.values.supervisor_nik;
    if (supervisor === null) continue;
    const changed = !parsed.existing || parsed.existing.supervisor_nik !== supervisor;
    if (supervisor === parsed.nik) {
      fail(parsed, String(parsed.nik), 'supervisor_nik', M.supervisorSelf);
      continue;
    }
    const inFile = byNik.get(supervisor);
    const inCompany = context.employees.get(supervisor);
    if (!inFile && !inCompany) {
      if (changed) fail(parsed, String(parsed.nik), 'supervisor_nik', M.supervisorUnknown(supervisor));
      continue;
    }
    if ((changed || inFile) && roleOf(supervisor) !== 2) {
      fail(parsed, String(parsed.nik), 'supervisor_nik', M.supervisorNotRole2(supervisor));
      continue;
    }
    if (changed && inCompany && !inCompany.active)
      fail(parsed, String(parsed.nik), 'supervisor_nik', M.supervisorInactive(supervisor));
  }

  const subordinates = new Map<number, number>();
  const count = (nik: number | null) => nik !== null && subordinates.set(nik, (subordinates.get(nik) ?? 0) + 1);
  for (const [nik, employee] of context.employees) if (!byNik.has(nik)) count(employee.supervisor_nik);
  for (const parsed of parsedRows) count(parsed.values.supervisor_nik);
  for (const parsed of parsedRows) {
    const supervised = subordinates.get(parsed.nik) ?? 0;
    if (parsed.existing?.role_id === 2 && parsed.values.roleId !== 2 && supervised > 0) {
      fail(parsed, String(parsed.nik), 'roleId', M.stillSupervises(supervised));
    }
  }

  // Walk up from each row; a chain that reaches a person already known to end at the top stops
  // there, so 10,000 rows cost one walk each at most.
  const endsAtTop = new Set<number>();
  for (const parsed of parsedRows) {
    const path = [parsed.nik];
    const onPath = new Set(path);
    let current = supervisorOf(parsed.nik);
    let looped = false;
    while (current !== null && !endsAtTop.has(current)) {
      if (current === parsed.nik) {
        fail(parsed, String(parsed.nik), 'supervisor_nik', M.cycle([...path, current]));
        looped = true;
        break;
      }
      if (onPath.has(current)) {
        looped = true; // a loop above this row, reported on the rows inside it
        break;
      }
      path.push(current);
      onPath.add(current);
      current = supervisorOf(current);
    }
    if (!looped) for (const nik of path) endsAtTop.add(nik);
  }
}
