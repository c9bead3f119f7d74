import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../errors.js';
import { jakartaDate } from '../../lib/jakarta.js';
import { companyHolidayRows, decreedDays, decreedOn } from '../../workdays/index.js';
import type { HrCaller } from '../../platform/access.js';
import { recordAudit, auditSummary, type AuditSummary } from '../../platform/audit.js';
import { personOf } from '../employees/presenter.js';
import { HOLIDAY_MESSAGES as M } from './messages.js';
import * as queries from './queries.js';
import type { HolidayBody } from './schemas.js';
import { forgetCompanyChecks } from '../../leave/index.js';

const audit = (
  caller: HrCaller,
  action: string,
  date: string,
  summary: AuditSummary,
  before: unknown,
  after: unknown,
) => ({
  compKd: caller.company,
  actor: personOf(caller.user),
  action,
  target: `holiday ${date}`,
  summary,
  changes: [{ field: 'holiday', before, after }],
});

/**
 * A year's decreed days — national holidays and the SKB's cuti bersama, each with its decree, marked
 * removed where the company does not observe them — and the company's own days.
 */
export async function listHolidays(
  ctx: AppContext,
  caller: HrCaller,
  year = Number(jakartaDate(ctx.clock.now()).slice(0, 4)),
) {
  const own = await companyHolidayRows(ctx.db, caller.company, `${year}-01-01`, `${year}-12-31`);
  // A national day is not observed where the company removed it, or where its own day (added after removing it) stands instead.
  const removed = new Set(own.map((row) => row.day));
  const days = [
    ...decreedDays(year).map((holiday) => ({ ...holiday, decreed: true, removed: removed.has(holiday.date) })),
    ...own
      .filter((row) => row.kind !== 'removed')
      .map((row) => ({
        date: row.day,
        name: row.name,
        kind: row.kind,
        counts_against_leave: row.counts_against_leave,
        source: null,
        decreed: false,
        removed: false,
      })),
  ];
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** A company day off or cuti bersama; a day that is already a holiday (national and observed, or the company's) is 409. */
export async function addHoliday(ctx: AppContext, caller: HrCaller, body: HolidayBody) {
  const existing = await queries.companyDay(ctx.db, caller.company, body.date);
  if ((existing && existing.kind !== 'removed') || (!existing && decreedOn(body.date)))
    throw conflict(M.exists, 'holiday_exists');
  const holiday = {
    date: body.date,
    name: body.name,
    kind: body.kind,
    counts_against_leave: body.kind === 'cuti_bersama' && body.counts_against_leave,
  };
  await ctx.db.transaction(async (tx) => {
    await queries.saveCompanyDay(tx, caller.company, holiday);
    await forgetCompanyChecks(tx, caller.company);
    await recordAudit(
      tx,
      audit(
        caller,
        'holiday.add',
        body.date,
        auditSummary(body.kind === 'company' ? 'holidayAddCompany' : 'holidayAddCutiBersama', {
          day: body.date,
          name: body.name,
        }),
        null,
        body.name,
      ),
    );
  });
  return { ...holiday, source: null, decreed: false, removed: false };
}

/** A company day is deleted; a decreed day (national or cuti bersama) is marked as not observed by this company. */
export async function removeHoliday(ctx: AppContext, caller: HrCaller, date: string) {
  const existing = await queries.companyDay(ctx.db, caller.company, date);
  const national = decreedOn(date);
  if (existing?.kind === 'removed' || (!existing && !national)) throw notFound(M.notFound, 'holiday_not_found');
  await ctx.db.transaction(async (tx) => {
    if (existing) await queries.deleteCompanyDay(tx, caller.company, date);
    await forgetCompanyChecks(tx, caller.company);
    // A company day on a national holiday's date was added after the national day was removed: it stays removed.
    if (national)
      await queries.saveCompanyDay(tx, caller.company, {
        date,
        kind: 'removed',
        name: national.name,
        counts_against_leave: false,
      });
    const name = existing?.name ?? national!.name;
    await recordAudit(
      tx,
      audit(caller, 'holiday.remove', date, auditSummary('holidayRemove', { day: date, name }), name, null),
    );
  });
}

/** A removed decreed day (national or cuti bersama) applies again. */
export async function restoreHoliday(ctx: AppContext, caller: HrCaller, date: string) {
  const existing = await queries.companyDay(ctx.db, caller.company, date);
  if (existing && existing.kind !== 'removed') throw conflict(M.shadowed, 'holiday_exists');
  if (existing?.kind !== 'removed') throw conflict(M.notRemoved, 'holiday_not_removed');
  await ctx.db.transaction(async (tx) => {
    await queries.deleteCompanyDay(tx, caller.company, date);
    await forgetCompanyChecks(tx, caller.company);
    await recordAudit(
      tx,
      audit(
        caller,
        'holiday.restore',
        date,
        auditSummary(decreedOn(date)?.kind === 'cuti_bersama' ? 'cutiBersamaRestore' : 'holidayRestore', {
          day: date,
          name: existing.name,
        }),
        null,
        existing.name,
      ),
    );
  });
  return { ...decreedOn(date)!, decreed: true, removed: false };
}
