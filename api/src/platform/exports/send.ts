import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import type { AppContext } from '../../context.js';
import type { HrCaller } from '../access.js';
import { CsvWriter } from './csv.js';
import { claimExport } from './lock.js';
import { DownloadAborted } from './sink.js';
import { XlsxWriter } from './xlsx.js';

export type ExportFormat = 'xlsx' | 'csv';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * Told how many items an export holds (the recap's people, the leave or overtime recap's requests),
 * then once per item written (an export run as a job; see hr/exports/jobs.ts).
 */
export interface ExportProgress {
  total(items: number): Promise<void>;
  /** May throw to stop the export (it was cancelled). */
  item(): Promise<void>;
}

/** The writer a format gets: a streaming workbook, or a CSV file. */
export type ExportWriter = { format: 'xlsx'; xlsx: XlsxWriter } | { format: 'csv'; csv: CsvWriter };

/**
 * Streams an export: the admin's one-at-a-time claim is taken first (a refusal is an ordinary 409),
 * then the headers go out and `write` fills the file while it reads the database, batch by batch.
 * A failure after the first byte can only cut the download short (the browser reports it failed);
 * it is logged. The claim is released in every case, before the file's last byte.
 */
export async function sendExport(
  ctx: AppContext,
  caller: HrCaller,
  request: FastifyRequest,
  reply: FastifyReply,
  file: { kind: string; name: string; format: ExportFormat },
  /** Writes the file; answers the tab the workbook opens on (XLSX), if not the first. */
  write: (writer: ExportWriter) => Promise<number | void>,
) {
  const release = await claimExport(ctx.db, caller.user.id, file.kind);
  const out = new PassThrough();
  const writer: ExportWriter =
    file.format === 'xlsx' ? { format: 'xlsx', xlsx: new XlsxWriter(out) } : { format: 'csv', csv: new CsvWriter(out) };
  const released = () =>
    release().catch((error: unknown) => request.log.error({ err: error }, 'export claim not released'));
  // The claim goes before the last byte, so that the admin's next export is never refused by this one.
  const run = async () => {
    try {
      const activeTab = await write(writer);
      await released();
      if (writer.format === 'xlsx') await writer.xlsx.end(activeTab ?? 0);
      else writer.csv.end();
    } catch (error) {
      await released();
      if (!(error instanceof DownloadAborted)) request.log.error({ err: error }, 'export failed after its first byte');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void run();
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[file.format])
    .header('content-disposition', `attachment; filename="${file.name}.${file.format}"`)
    .header('cache-control', 'no-store')
    .send(out);
}
