import type { ExportKindName as KindName } from '@hadir/common/inbox-link';
import type { z } from 'zod';
import type { DataContext } from '../../context.js';
import type { HrCaller } from '../../platform/access.js';
import type { ExportFormat, ExportProgress, ExportWriter } from '../../platform/exports/send.js';
import { recapExportQuery } from '../../recap/index.js';
import { leaveExportQuery } from '../leave-recap/schemas.js';
import { leaveExport } from '../leave-recap/service.js';
import { overtimeExportQuery } from '../overtime-recap/schemas.js';
import { overtimeExport } from '../overtime-recap/service.js';
import { recapExport } from '../recap/export.js';

/** A file an export job writes, prepared from its query. */
export interface ExportFile {
  format: ExportFormat;
  /** The file's name without its extension, e.g. hadir-leave-2026-11-01-to-2026-11-30-OPS. */
  name: string;
  /**
   * What the query left to "now" (the month, the period), as decided when HR asked: stored with the
   * job, so an export run after midnight at a month's end, or run again, writes what its name says.
   */
  pinned: Record<string, string>;
  /** Writes the file; answers the tab the workbook opens on (XLSX), if not the first. */
  write(writer: ExportWriter, progress?: ExportProgress): Promise<number | void>;
}

export interface ExportKind {
  /** The query HR asks with (the route describes and parses it: a bad one is a 400 at once). */
  query: z.ZodType<{ format: ExportFormat }>;
  /**
   * The file of a query as it was asked for (the route's query string, or the job's stored query).
   * Throws the request's 4xx for what the query's shape cannot say is wrong (another company's
   * unit, a leave type the company does not have, a period backwards).
   */
  prepare(ctx: DataContext, caller: HrCaller, query: Record<string, string>): Promise<ExportFile>;
}

/** A kind from its query schema and the function that prepares its file from the parsed query. */
function kind<Q extends z.ZodType<{ format: ExportFormat }>>(
  query: Q,
  file: (
    ctx: DataContext,
    caller: HrCaller,
    query: z.infer<Q>,
  ) => Promise<Pick<ExportFile, 'name' | 'pinned' | 'write'>>,
): ExportKind {
  return {
    query,
    async prepare(ctx, caller, raw) {
      const parsed = query.parse(raw);
      return { format: parsed.format, ...(await file(ctx, caller, parsed)) };
    },
  };
}

/**
 * What HR can export as a job (issue 48: one way to an export file), by the kind its row keeps
 * (hr_export_jobs.kind, checked by migration 225): each writes with the same progress, heartbeat,
 * retry and cancel (jobs.ts), in the same worker thread (thread.ts).
 */
export const EXPORT_KINDS = {
  /** The month's recap: a row per person (and per person and day). */
  recap: kind(recapExportQuery, async (ctx, caller, query) => {
    const file = await recapExport(ctx, caller, query);
    return { name: file.name, pinned: { month: file.month }, write: file.write };
  }),
  /** The leave requests of a period (the leave recap's filter). */
  'leave-recap': kind(leaveExportQuery, async (ctx, caller, query) => {
    const file = await leaveExport(ctx, caller, query, ctx.clock.now());
    return { name: file.name, pinned: { from: file.from, to: file.to }, write: file.write };
  }),
  /** The month's overtime requests, each beside what it counts. */
  'overtime-recap': kind(overtimeExportQuery, async (ctx, caller, query) => {
    const file = await overtimeExport(ctx, caller, query);
    return { name: file.name, pinned: { month: file.month }, write: file.write };
  }),
  // The kinds @hadir/common leads a finished export's inbox item by (exportRedirect): the same names.
} satisfies Record<KindName, ExportKind>;

export type ExportKindName = keyof typeof EXPORT_KINDS;

export const EXPORT_KIND_NAMES = Object.keys(EXPORT_KINDS) as [ExportKindName, ...ExportKindName[]];
