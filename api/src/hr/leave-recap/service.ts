import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import type { AppContext, DataContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { reportLeaveTypes } from '../../leave/index.js';
import { writingLanguage } from '../../lib/languages.js';
import type { HrCaller } from '../../platform/access.js';
import { monthPeriod } from '../../platform/period.js';
import { scopeSuffix } from '../../recap/index.js';
import { hrScope } from '../recap/scope.js';
import type { ExportProgress, ExportWriter } from '../../platform/exports/send.js';
import { leaveCells, leaveColumns, SHEET_NAME } from './columns.js';
import { LEAVE_RECAP_MESSAGES as M } from './messages.js';
import * as queries from './queries.js';
import type { leaveFilterQuery, leaveRecapQuery } from './schemas.js';

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** The period asked for (an end not given is the current month's, Jakarta), and a type only of `leaveTypes`. */
function filterOf(
  query: z.infer<typeof leaveFilterQuery>,
  now: Date,
  leaveTypes: readonly string[],
): queries.LeaveFilter {
  const month = monthPeriod(undefined, now);
  const from = query.from ?? month.from;
  const to = query.to ?? month.to;
  if (to < from) throw badRequest(M.periodBackwards, 'invalid_input', { field: 'to' });
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_DAYS)
    throw badRequest(M.periodTooLong, 'invalid_input', { field: 'to' });
  if (query.type !== undefined && !leaveTypes.includes(query.type))
    throw badRequest(M.typeInvalid, 'invalid_input', { field: 'type' });
  return { from, to, status: query.status, type: query.type };
}

const present = (row: queries.LeaveRecapRow) => ({
  id: row.id,
  nik: row.nik,
  name: row.name,
  division: row.divisi_kd,
  department: row.dept_kd,
  type: row.tipe,
  duration: row.leave_duration,
  start_date: row.start_date,
  end_date: row.end_date,
  days: row.days,
  status: row.status,
  description: row.description,
  decided_by: row.decider_nik === null ? null : { nik: row.decider_nik, name: row.decider_name },
  decided_at: row.decided_at,
});

/**
 * GET /hr/leave-recap: a page of the requests in the period, their counts by status and type, and the
 * types a filter may name — the company's policies, an HR-added type too (DESIGN.md: a report's filters
 * come from the rows that decide what may be filed).
 */
export async function leaveRecap(ctx: AppContext, caller: HrCaller, query: z.infer<typeof leaveRecapQuery>, now: Date) {
  const leaveTypes = await reportLeaveTypes(ctx.db, caller.company);
  const filter = filterOf(query, now, leaveTypes);
  const scope = await hrScope(ctx, caller, query);
  const { rows, counts } = await queries.pageLeave(ctx.db, scope, filter, {
    page: query.page,
    pageSize: query.page_size,
  });
  const tally = (key: 'status' | 'tipe') =>
    counts.reduce<Record<string, number>>(
      (sum, row) => ({ ...sum, [row[key]]: (sum[row[key]] ?? 0) + row.requests }),
      {},
    );
  return {
    from: filter.from,
    to: filter.to,
    items: rows.map(present),
    total: counts.reduce((sum, row) => sum + row.requests, 0),
    page: query.page,
    page_size: query.page_size,
    by_status: tally('status'),
    by_type: tally('tipe'),
    leave_types: leaveTypes,
  };
}

/**
 * The export's file name, the period it covers (decided now: an export run later writes the period
 * its name says) and the function that writes it, batch by batch. Refuses a bad filter here, so an
 * export job asked with one is a 400 at once rather than a failed job.
 */
export async function leaveExport(
  ctx: DataContext,
  caller: HrCaller,
  query: z.infer<typeof leaveFilterQuery>,
  now: Date,
) {
  const filter = filterOf(query, now, await reportLeaveTypes(ctx.db, caller.company));
  const scope = await hrScope(ctx, caller, query);
  const language = writingLanguage(caller.user.language);
  const write = async (writer: ExportWriter, progress?: ExportProgress) => {
    const columns = leaveColumns(language);
    await progress?.total(await queries.countLeave(ctx.db, scope, filter));
    const sheet = writer.format === 'xlsx' ? writer.xlsx.sheet(SHEET_NAME[language], columns) : null;
    if (writer.format === 'csv') await writer.csv.row(columns.map((column) => column.header));
    for await (const batch of queries.leaveBatches(ctx.db, scope, filter)) {
      for (const row of batch) {
        if (sheet) await sheet.row(leaveCells(row));
        else if (writer.format === 'csv') await writer.csv.row(leaveCells(row));
        await progress?.item();
      }
      await nextTurn(); // let other work in: PGlite answers in this thread
    }
    sheet?.done();
  };
  return { name: M.fileName(filter.from, filter.to, scopeSuffix(scope)), from: filter.from, to: filter.to, write };
}
