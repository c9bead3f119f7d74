import type { Db } from '../db/db.js';
import { addMonths, INDONESIA_PRESET, type LeavePolicy } from './policy.js';

const COLUMNS = `leave_type, kind, tracks_balance, days_per_year::float8 AS days_per_year, accrual, service_months,
  carry_over_cap::float8 AS carry_over_cap, carry_over_months, max_days::float8 AS max_days, max_months::float8 AS max_months,
  extra_months_with_letter::float8 AS extra_months_with_letter, max_days_per_month::float8 AS max_days_per_month,
  attachment_after_days::float8 AS attachment_after_days, paid, allow_negative, active`;

/**
 * A company's policies in the order the form lists them: its own rows once HR has changed one,
 * the Indonesia preset until then (a new company needs nothing written to have it).
 */
export async function companyPolicies(db: Db, company: string | null): Promise<LeavePolicy[]> {
  if (!company) return [...INDONESIA_PRESET];
  const rows = await db.query<LeavePolicy>(
    `SELECT ${COLUMNS} FROM leave_policies WHERE comp_kd = $1 ORDER BY position, leave_type`,
    [company],
  );
  return rows.length > 0 ? rows : [...INDONESIA_PRESET];
}

/**
 * The leave types a company's reports name (the recap's columns, the leave recap's filter), in the
 * policies' order: every type it has a policy for, offered to staff now or not, since leave taken
 * under a type HR has since switched off still counts in the months it was taken.
 */
export const reportLeaveTypes = async (db: Db, company: string | null): Promise<string[]> =>
  (await companyPolicies(db, company)).map((policy) => policy.leave_type);

export const findPolicy = async (db: Db, company: string | null, leaveType: string) =>
  (await companyPolicies(db, company)).find((policy) => policy.leave_type === leaveType);

const FIELDS = [
  'kind',
  'tracks_balance',
  'days_per_year',
  'accrual',
  'service_months',
  'carry_over_cap',
  'carry_over_months',
  'max_days',
  'max_months',
  'extra_months_with_letter',
  'max_days_per_month',
  'attachment_after_days',
  'paid',
  'allow_negative',
  'active',
] as const satisfies readonly (keyof LeavePolicy)[];

/** Writes one policy (a new type or a change), after writing the preset if the company had no rows yet. */
export async function savePolicy(db: Db, company: string, policy: LeavePolicy): Promise<void> {
  const existing = await db.one<{ count: number }>(
    'SELECT count(*)::int AS count FROM leave_policies WHERE comp_kd = $1',
    [company],
  );
  if (existing!.count === 0) {
    for (const [position, preset] of INDONESIA_PRESET.entries()) await upsert(db, company, preset, position);
  }
  const position = await db.one<{ next: number }>(
    'SELECT coalesce(max(position), -1)::int + 1 AS next FROM leave_policies WHERE comp_kd = $1',
    [company],
  );
  await upsert(db, company, policy, position!.next);
}

const upsert = (db: Db, company: string, policy: LeavePolicy, position: number) =>
  db.query(
    `INSERT INTO leave_policies (comp_kd, leave_type, position, ${FIELDS.join(', ')})
     VALUES ($1, $2, $3, ${FIELDS.map((_, index) => `$${index + 4}`).join(', ')})
     ON CONFLICT (comp_kd, leave_type) DO UPDATE SET ${FIELDS.map((field) => `${field} = EXCLUDED.${field}`).join(', ')}`,
    [company, policy.leave_type, position, ...FIELDS.map((field) => policy[field])],
  );

/**
 * The first day each person has annual leave (their first service year's start: join date + the
 * policy's required service), or null where they have none (the company's annual type tracks no
 * balance). The recap counts a cuti bersama day against annual leave only from then, as the ledger
 * deducts it (issue 45).
 */
export async function annualLeaveFrom(db: Db, company: string | null, userIds: number[]) {
  const policy = (await companyPolicies(db, company)).find((item) => item.kind === 'annual');
  const rows = await db.query<{ id: number; joined: string }>(
    `SELECT id, (created_at AT TIME ZONE 'Asia/Jakarta')::date::text AS joined FROM users WHERE id = ANY($1::int[])`,
    [userIds],
  );
  const from = new Map<number, string | null>();
  for (const { id, joined } of rows)
    from.set(
      id,
      policy?.tracks_balance && policy.days_per_year > 0 ? addMonths(joined, Math.max(policy.service_months, 0)) : null,
    );
  return from;
}
