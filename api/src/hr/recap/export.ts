import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import { reviewCountsOf } from '../../attendance/index.js';
import type { DataContext } from '../../context.js';
import { annualLeaveFrom, reportLeaveTypes } from '../../leave/index.js';
import { writingLanguage } from '../../lib/languages.js';
import { overtimeOf, overtimeTotals } from '../../overtime/index.js';
import { overtimePay, wagesOf } from '../../overtime/index.js';
import { totalsOf } from '../../workdays/index.js';
import type { HrCaller } from '../../platform/access.js';
import type { ExportProgress, ExportWriter } from '../../platform/exports/send.js';
import { dailyCells, dailyColumns, SHEETS, summaryCells, summaryColumns } from './columns.js';
import { RECAP_MESSAGES as M } from './messages.js';
import { monthPeriod } from '../../platform/period.js';
import { allPeople, recapRow } from '../../recap/index.js';
import { scopeSuffix } from '../../recap/index.js';
import { hrScope } from './scope.js';
import { rowSpool } from './spool.js';
import type { recapExportQuery } from '../../recap/schemas.js';

/**
 * The month's recap as a file, written while the people's days are read a batch at a time. XLSX:
 * the Daily sheet streams out as the days are counted, then the Summary sheet (one small row per
 * person, kept on disk until then: spool.ts), which the workbook opens on. CSV: the summary, or with detail=1 the
 * daily rows.
 */
export async function recapExport(ctx: DataContext, caller: HrCaller, query: z.infer<typeof recapExportQuery>) {
  const now = ctx.clock.now();
  const period = monthPeriod(query.month, now);
  const scope = await hrScope(ctx, caller, query);
  const language = writingLanguage(caller.user.language);
  const write = async (writer: ExportWriter, progress?: ExportProgress) => {
    const people = await allPeople(ctx.db, scope, period);
    // A column per leave type the company has a policy for, an HR-added one too (DESIGN.md: a report's
    // columns come from the rows that decide what may be filed).
    const leaveTypes = await reportLeaveTypes(ctx.db, scope.company);
    await progress?.total(people.length);
    // Every person's review counts in one grouped read (a few rows: only people with a flagged clock-in).
    const reviews = await reviewCountsOf(
      ctx.db,
      people.map((person) => person.id),
      period,
    );
    // The wages HR entered (a few bytes a person), for the overtime pay column.
    const wages = await wagesOf(
      ctx.db,
      people.map((person) => person.id),
    );
    // From when each has annual leave: a cuti bersama day before it takes nothing (issue 45).
    const annualFrom = await annualLeaveFrom(
      ctx.db,
      scope.company,
      people.map((person) => person.id),
    );
    const summaryOf = (
      person: (typeof people)[number],
      days: Parameters<typeof totalsOf>[0],
      lines: Parameters<typeof overtimeTotals>[0],
    ) => {
      const overtime = overtimeTotals(lines);
      const row = recapRow(person, totalsOf(days, annualFrom.get(person.id) ?? null), overtime, reviews(person.id));
      return summaryCells(row, leaveTypes, overtimePay(overtime.overtime_minutes_by_multiplier, wages.get(person.id)));
    };
    const months = overtimeOf(ctx, { company: scope.company, people, from: period.from, to: period.to, now });
    if (writer.format === 'csv') {
      const detail = query.detail === '1';
      await writer.csv.row(
        (detail ? dailyColumns(language) : summaryColumns(language, leaveTypes)).map((column) => column.header),
      );
      for await (const { person, days, lines } of months) {
        if (!detail) await writer.csv.row(summaryOf(person, days, lines));
        else {
          const byDate = new Map(lines.map((line) => [line.date, line]));
          for (const day of days) await writer.csv.row(dailyCells(language, person, day, byDate.get(day.date)));
        }
        await progress?.item();
        await nextTurn();
      }
      return;
    }
    const daily = writer.xlsx.sheet(SHEETS[language].daily, dailyColumns(language));
    // Each person's summary row waits on disk, not in memory, for the Daily sheet to end (issue 48).
    const spool = await rowSpool(ctx.config);
    try {
      for await (const { person, days, lines } of months) {
        const byDate = new Map(lines.map((line) => [line.date, line]));
        for (const day of days) await daily.row(dailyCells(language, person, day, byDate.get(day.date)));
        await spool.add(summaryOf(person, days, lines));
        await progress?.item();
        // PGlite answers in this thread: without a turn of the event loop between people, nothing
        // would reach the socket (nor the back-pressure) until the whole file was written.
        await nextTurn();
      }
      daily.done();
      const summary = writer.xlsx.sheet(SHEETS[language].summary, summaryColumns(language, leaveTypes));
      for await (const row of spool.rows()) await summary.row(row);
      summary.done();
    } finally {
      await spool.remove();
    }
    return 1;
  };
  return { name: M.fileName(period.month, scopeSuffix(scope)), month: period.month, write };
}
