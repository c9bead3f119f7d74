import type { AppContext } from '../context.js';
import { jakartaDate } from '../lib/jakarta.js';
import type { UserRow } from '../users/presenter.js';
import { USER_SELECT } from '../users/index.js';
import { catchUpLedger } from './balance.js';
import { ledgerDrift } from './ledger-queries.js';
import { companyPolicies } from './policy-queries.js';

export interface LedgerReport {
  people: number;
  problems: string[];
  /** What the carry-over run before the check did: the people it caught up and the lines it wrote. */
  caughtUp: { people: number; lines: number };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The carry-over run (issue 26): every active person's ledger brought up to today, so a service
 * year's grant, the days over the carry-over cap and the carried days past their expiry are written
 * on the day they fall, not only when someone next looks at a balance. Each person in a transaction
 * of their own; each line has a source the ledger holds once, so a second run writes nothing.
 * People whose ledger was already caught up today (a balance read, an earlier run: ledger-checks.ts)
 * are left out — every change that moves entitlements forgets that mark. Between people the event
 * loop gets a turn: on PGlite the run shares the api's thread, and a clock-in must not wait for
 * 10,000 ledgers. Answers the people caught up and the lines written.
 */
export async function catchUpEveryone(ctx: AppContext) {
  const today = jakartaDate(ctx.clock.now());
  const people = await ctx.db.query<UserRow>(
    `${USER_SELECT} WHERE u.active AND u.comp_kd IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM leave_ledger_checked c WHERE c.user_id = u.id AND c.day = $1::date)
     ORDER BY u.id`,
    [today],
  );
  let lines = 0;
  for (const person of people) {
    lines += await ctx.db.transaction((tx) => catchUpLedger(ctx, tx, person, today));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { people: people.length, lines };
}

/**
 * The nightly-style check of issue 26, for every active person: the ledger is brought up to date,
 * the balance every screen shows (balance.ts: each period's sum, added up and rounded) equals the
 * ledger's sum per type, no balance is below zero where its policy does not lend days, and every
 * request an approval charged moved the ledger by exactly its days. A few set-based reads per
 * company, not a dozen per person: at 10,000 people it runs beside clock-ins. Answers the people
 * checked and a sentence per problem (none when all is well).
 */
export async function checkLedger(ctx: AppContext): Promise<LedgerReport> {
  const caughtUp = await catchUpEveryone(ctx);
  const problems: string[] = [];
  const companies = await ctx.db.query<{ comp_kd: string | null; people: number }>(
    'SELECT comp_kd, count(*)::int AS people FROM users WHERE active GROUP BY comp_kd ORDER BY comp_kd',
  );
  for (const { comp_kd: company } of companies) {
    const policies = (await companyPolicies(ctx.db, company)).filter(
      (policy) => policy.tracks_balance && policy.active,
    );
    if (policies.length === 0) continue;
    // Each active person's period sums of the types with a balance, in NIK order.
    const rows = await ctx.db.query<{ nik: number; leave_type: string; period_sums: number[]; total: number }>(
      `SELECT u.nik, g.leave_type, array_agg(g.days ORDER BY g.period) AS period_sums, sum(g.days)::float8 AS total
       FROM users u JOIN (SELECT user_id, leave_type, period, sum(days)::float8 AS days FROM leave_ledger GROUP BY user_id, leave_type, period) g
         ON g.user_id = u.id
       WHERE u.active AND u.comp_kd IS NOT DISTINCT FROM $1 AND g.leave_type = ANY($2::text[])
       GROUP BY u.nik, g.leave_type ORDER BY u.nik, g.leave_type`,
      [company, policies.map((policy) => policy.leave_type)],
    );
    for (const row of rows) {
      const shown = round1(row.period_sums.reduce((sum, days) => sum + Number(days), 0));
      const sum = round1(row.total);
      if (shown !== sum) problems.push(`${row.nik} ${row.leave_type}: shown ${shown}, ledger sum ${sum}`);
      const policy = policies.find((item) => item.leave_type === row.leave_type);
      if (sum < 0 && !policy?.allow_negative)
        problems.push(`${row.nik} ${row.leave_type}: balance ${sum} is below zero`);
    }
  }
  for (const drift of await ledgerDrift(ctx.db)) {
    problems.push(
      `${drift.nik} leave ${drift.leave_id} (${drift.status}, ${drift.days} days): the ledger moved ${drift.net}`,
    );
  }
  return { people: companies.reduce((sum, row) => sum + row.people, 0), problems, caughtUp };
}
