import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import type { AppContext, DataContext } from '../../context.js';
import { writingLanguage } from '../../lib/languages.js';
import { jakartaHourMinute } from '../../lib/jakarta.js';
import { overtimeOf, type OvertimeDayLine } from '../../overtime/index.js';
import { presentLine } from '../../overtime/index.js';
import { overtimePay, wagesOf } from '../../overtime/index.js';
import type { HrCaller } from '../../platform/access.js';
import type { ExportProgress, ExportWriter } from '../../platform/exports/send.js';
import { monthPeriod, type MonthPeriod } from '../../platform/period.js';
import { scopeSuffix, type Scope } from '../../recap/index.js';
import { hrScope } from '../recap/scope.js';
import { overtimeCells, overtimeColumns, SHEET_NAME } from './columns.js';
import { OVERTIME_RECAP_MESSAGES as M } from './messages.js';
import * as queries from './queries.js';
import type { overtimeFilterQuery, overtimeRecapQuery } from './schemas.js';

/**
 * Each request of the batch beside what the day engine counts for it (docs/rules.md §13): the people's
 * days are read once for the month, as the recap and its export read them, so every number is the same.
 */
async function counted(ctx: DataContext, scope: Scope, period: MonthPeriod, rows: queries.OvertimeRecapRow[]) {
  const people = [...new Map(rows.map((row) => [row.person.id, row.person])).values()];
  const lines = new Map<number, OvertimeDayLine>();
  const wages = await wagesOf(
    ctx.db,
    people.map((person) => person.id),
  );
  if (people.length === 0) return { lines, wages };
  for await (const month of overtimeOf(ctx, {
    company: scope.company,
    people,
    from: period.from,
    to: period.to,
    now: ctx.clock.now(),
  })) {
    for (const line of month.lines) lines.set(line.request.id, line);
  }
  return { lines, wages };
}

const NOTHING = { '1.5': 0, '2': 0, '3': 0, '4': 0 };

/** A request as one line of the recap; a rejected one (or a day not yet in the engine's month) counts nothing. */
export function presentRecapLine(
  row: queries.OvertimeRecapRow,
  line: OvertimeDayLine | undefined,
  wage: number | undefined,
) {
  const planned = Math.round((row.planned_end.getTime() - row.planned_start.getTime()) / 60_000);
  const shown = line ? presentLine(line) : null;
  return {
    id: row.id,
    nik: row.person.nik,
    name: row.person.name,
    department: row.person.dept_kd,
    date: row.work_date,
    start: jakartaHourMinute(row.planned_start, row.time_zone),
    end: jakartaHourMinute(row.planned_end, row.time_zone),
    status: row.status,
    consented: row.consented_at !== null,
    reason: row.reason,
    day_type: shown?.day_type ?? (row.working_day ? 'working' : 'rest'),
    requested_minutes: planned,
    approved_minutes: shown?.approved_minutes ?? 0,
    worked_minutes: shown?.worked_minutes ?? 0,
    counted_minutes: shown?.counted_minutes ?? 0,
    minutes_by_multiplier: shown?.minutes_by_multiplier ?? NOTHING,
    multiplier_hours: shown?.multiplier_hours ?? 0,
    /** Multiplier-hours × the monthly wage / 173, when HR entered the person's wage (art. 32(2)). */
    overtime_pay: overtimePay(line?.count.minutes_by_multiplier ?? {}, wage),
  } as const;
}

/** GET /hr/overtime-recap: a page of the month's requests with what each counts, and the counts by status. */
export async function overtimeRecap(ctx: AppContext, caller: HrCaller, query: z.infer<typeof overtimeRecapQuery>) {
  const period = monthPeriod(query.month, ctx.clock.now());
  const scope = await hrScope(ctx, caller, query);
  const { rows, counts } = await queries.pageOvertime(
    ctx.db,
    scope,
    { from: period.from, to: period.to, status: query.status },
    { page: query.page, pageSize: query.page_size },
  );
  const { lines, wages } = await counted(ctx, scope, period, rows);
  return {
    ...period,
    total: counts.reduce((sum, row) => sum + row.requests, 0),
    page: query.page,
    page_size: query.page_size,
    by_status: Object.fromEntries(counts.map((row) => [row.status, row.requests])),
    items: rows.map((row) => presentRecapLine(row, lines.get(row.id), wages.get(row.person.id))),
  };
}

/**
 * The export's file name, its month (decided now: an export run later writes the month its name
 * says) and the function that writes it, batch by batch.
 */
export async function overtimeExport(ctx: DataContext, caller: HrCaller, query: z.infer<typeof overtimeFilterQuery>) {
  const period = monthPeriod(query.month, ctx.clock.now());
  const scope = await hrScope(ctx, caller, query);
  const language = writingLanguage(caller.user.language);
  const filter = { from: period.from, to: period.to, status: query.status };
  const write = async (writer: ExportWriter, progress?: ExportProgress) => {
    const columns = overtimeColumns(language);
    await progress?.total(await queries.countOvertime(ctx.db, scope, filter));
    const sheet = writer.format === 'xlsx' ? writer.xlsx.sheet(SHEET_NAME[language], columns) : null;
    if (writer.format === 'csv') await writer.csv.row(columns.map((column) => column.header));
    for await (const batch of queries.overtimeBatches(ctx.db, scope, filter)) {
      const { lines, wages } = await counted(ctx, scope, period, batch);
      for (const row of batch) {
        const cells = overtimeCells(language, presentRecapLine(row, lines.get(row.id), wages.get(row.person.id)));
        if (sheet) await sheet.row(cells);
        else if (writer.format === 'csv') await writer.csv.row(cells);
        await progress?.item();
      }
      await nextTurn(); // let other work in: PGlite answers in this thread
    }
    sheet?.done();
  };
  return { name: M.fileName(period.month, scopeSuffix(scope)), month: period.month, write };
}
