import type { AppContext } from '../context.js';
import type { UserRow } from '../users/presenter.js';
import { USER_SELECT } from '../users/queries.js';
import { balancesFor } from './balance.js';
import { ledgerDrift, ledgerSums } from './ledger-queries.js';
import { companyPolicies } from './policy-queries.js';

export interface LedgerReport {
  people: number;
  problems: string[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The nightly-style check of issue 26, for every active person: the ledger is brought up to date,
 * the balance every screen shows equals the ledger's sum per type, no balance is below zero where
 * its policy does not lend days, and every request an approval charged moved the ledger by exactly
 * its days. Answers the people checked and a sentence per problem (none when all is well).
 */
export async function checkLedger(ctx: AppContext): Promise<LedgerReport> {
  const people = await ctx.db.query<UserRow>(`${USER_SELECT} WHERE u.active ORDER BY u.nik`);
  const problems: string[] = [];
  for (const person of people) {
    const shown = await ctx.db.transaction((tx) => balancesFor(ctx, tx, person));
    const sums = new Map((await ledgerSums(ctx.db, person.id)).map((row) => [row.leave_type, round1(row.days)]));
    const policies = await companyPolicies(ctx.db, person.comp_kd);
    for (const balance of shown) {
      const sum = sums.get(balance.leave_type) ?? 0;
      if (balance.balance !== sum) problems.push(`${person.nik} ${balance.leave_type}: shown ${balance.balance}, ledger sum ${sum}`);
      const policy = policies.find((item) => item.leave_type === balance.leave_type);
      if (sum < 0 && !policy?.allow_negative) problems.push(`${person.nik} ${balance.leave_type}: balance ${sum} is below zero`);
    }
  }
  for (const drift of await ledgerDrift(ctx.db)) {
    problems.push(`${drift.nik} leave ${drift.leave_id} (${drift.status}, ${drift.days} days): the ledger moved ${drift.net}`);
  }
  return { people: people.length, problems };
}
