import type { Db } from '../db/db.js';
import type { DatedSum, LedgerKind, LedgerLine, LeavePolicy } from './policy.js';

/** One ledger line as stored. */
export interface LedgerRow {
  id: number;
  user_id: number;
  leave_type: string;
  period: string;
  kind: LedgerKind;
  days: number;
  effective_on: string;
  leave_id: number | null;
  source: string | null;
  reason: string | null;
  actor_id: number | null;
  created_at: Date;
}

export interface LineExtras {
  leaveId?: number | null;
  actorId?: number | null;
  reason?: string | null;
}

/**
 * Appends lines for one person and type. A line with a source already held is skipped (the unique
 * index), so two catch-ups racing write each entitlement once.
 */
export async function appendLines(
  db: Db,
  userId: number,
  leaveType: string,
  lines: (Omit<LedgerLine, 'source'> & { source: string | null })[],
  extras: LineExtras = {},
) {
  let written = 0;
  for (const line of lines) {
    const inserted = await db.query(
      `INSERT INTO leave_ledger (user_id, leave_type, period, kind, days, effective_on, leave_id, source, reason, actor_id)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10)
       ON CONFLICT (user_id, leave_type, source) WHERE source IS NOT NULL DO NOTHING RETURNING id`,
      [
        userId,
        leaveType,
        line.period,
        line.kind,
        line.days,
        line.effective_on,
        extras.leaveId ?? null,
        line.source,
        extras.reason ?? null,
        extras.actorId ?? null,
      ],
    );
    written += inserted.length;
  }
  /** The lines written (a line whose source the ledger already held is not). */
  return written;
}

/** The sources a person's ledger of one type holds, and each period's sum. */
export async function ledgerState(db: Db, userId: number, leaveType: string) {
  const rows = await db.query<{ period: string; days: number; sources: string[] | null }>(
    `SELECT period, sum(days)::float8 AS days, array_agg(source) FILTER (WHERE source IS NOT NULL) AS sources
     FROM leave_ledger WHERE user_id = $1 AND leave_type = $2 GROUP BY period ORDER BY period`,
    [userId, leaveType],
  );
  // Each period's lines by the day they take effect, expiries apart (the carry-over cap is measured on
  // what a year held when it ended: policy.ts `drawDays`, `entitlementLines`).
  const sums = await db.query<DatedSum & { period: string }>(
    `SELECT period, effective_on::text AS effective_on, kind = 'expired' AS expiry, sum(days)::float8 AS days
     FROM leave_ledger WHERE user_id = $1 AND leave_type = $2 GROUP BY period, effective_on, kind = 'expired'
     ORDER BY period, effective_on`,
    [userId, leaveType],
  );
  const dated = new Map<string, DatedSum[]>();
  for (const { period, ...sum } of sums) dated.set(period, [...(dated.get(period) ?? []), sum]);
  return {
    sources: new Set(rows.flatMap((row) => row.sources ?? [])),
    balances: new Map(rows.map((row) => [row.period, row.days])),
    dated,
  };
}

/** Each period's balance of a person, by type: the ledger's sum and nothing else. */
export const balancesOf = (db: Db, userId: number) =>
  db.query<{ leave_type: string; period: string; balance: number }>(
    `SELECT leave_type, period, sum(days)::float8 AS balance FROM leave_ledger WHERE user_id = $1
     GROUP BY leave_type, period ORDER BY leave_type, period`,
    [userId],
  );

/** A person's lines, newest first (the leave screen's history and HR's person page). */
export const linesOf = (db: Db, userId: number, leaveType?: string) =>
  db.query<LedgerRow>(
    `SELECT id, user_id, leave_type, period, kind, days::float8 AS days, effective_on::text AS effective_on, leave_id, source,
       reason, actor_id, created_at
     FROM leave_ledger WHERE user_id = $1 AND ($2::text IS NULL OR leave_type = $2) ORDER BY effective_on DESC, id DESC`,
    [userId, leaveType ?? null],
  );

/** The net days a request has moved on the ledger (−days once approved, 0 once given back). */
export const netOfLeave = (db: Db, leaveId: number) =>
  db.one<{ days: number; periods: string[] | null }>(
    `SELECT coalesce(sum(days), 0)::float8 AS days, array_agg(DISTINCT period) AS periods FROM leave_ledger WHERE leave_id = $1`,
    [leaveId],
  );

/** What a request took from each period, to give back the same days. */
export const takenByLeave = (db: Db, leaveId: number) =>
  db.query<{ period: string; days: number }>(
    `SELECT period, sum(days)::float8 AS days FROM leave_ledger WHERE leave_id = $1 GROUP BY period HAVING sum(days) <> 0`,
    [leaveId],
  );

/** Working days of a person's Pending requests of a type: they count against what is left. */
export const pendingDays = async (db: Db, userId: number, leaveType: string) =>
  (await db.one<{ days: number }>(
    `SELECT coalesce(sum(days), 0)::float8 AS days FROM leave_requests WHERE user_id = $1 AND tipe = $2 AND status = 'Pending'`,
    [userId, leaveType],
  ))!.days;

/** Working days of a type already requested (pending or approved) starting in [from, to). */
export const requestedBetween = async (db: Db, userId: number, leaveType: string, from: string, to: string) =>
  (await db.one<{ days: number }>(
    `SELECT coalesce(sum(days), 0)::float8 AS days FROM leave_requests
     WHERE user_id = $1 AND tipe = $2 AND status IN ('Pending', 'Approved') AND start_date >= $3::date AND start_date < $4::date`,
    [userId, leaveType, from, to],
  ))!.days;

/**
 * The nightly check (issue 26): every request an approval charged moved the ledger by exactly its
 * days (and by nothing once cancelled or never charged). Answers each request that breaks it.
 */
export const ledgerDrift = (db: Db) =>
  db.query<{ nik: number; leave_id: number; status: string; days: number; net: number }>(
    `SELECT u.nik, l.id AS leave_id, l.status, coalesce(l.days, 0)::float8 AS days, coalesce(sum(g.days), 0)::float8 AS net
     FROM leave_requests l JOIN users u ON u.id = l.user_id LEFT JOIN leave_ledger g ON g.leave_id = l.id
     WHERE l.days IS NOT NULL AND (l.charged_type IS NOT NULL OR EXISTS (SELECT 1 FROM leave_ledger x WHERE x.leave_id = l.id))
     GROUP BY u.nik, l.id, l.status, l.days, l.charged_type
     HAVING coalesce(sum(g.days), 0) <> CASE WHEN l.status = 'Approved' AND l.charged_type IS NOT NULL THEN -l.days ELSE 0 END
     ORDER BY u.nik, l.id`,
  );

/** Each person's sum per type, straight from the ledger (what the check compares the api's balances with). */
export const ledgerSums = (db: Db, userId: number) =>
  db.query<{ leave_type: string; days: number }>(
    'SELECT leave_type, sum(days)::float8 AS days FROM leave_ledger WHERE user_id = $1 GROUP BY leave_type',
    [userId],
  );

/** Every person's balance per type, the ledger's sum (the HR balances table and the check). */
export const companyBalances = (db: Db, company: string) =>
  db.query<{ user_id: number; nik: number; name: string; leave_type: string; balance: number }>(
    `SELECT u.id AS user_id, u.nik, u.name, g.leave_type, sum(g.days)::float8 AS balance
     FROM leave_ledger g JOIN users u ON u.id = g.user_id WHERE u.comp_kd = $1
     GROUP BY u.id, u.nik, u.name, g.leave_type ORDER BY u.nik, g.leave_type`,
    [company],
  );

export type { LeavePolicy };
