import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import type { Config } from '../../config/env.js';
import { PRIVATE_FILE_MODE, privateDir } from '../../lib/private-files.js';
import { writeChunk } from '../../platform/exports/sink.js';
import type { Cell } from '../../platform/exports/xlsx.js';

/**
 * Rows kept on disk until a later sheet of the same workbook takes them (issue 48): the recap's
 * Summary sheet follows its Daily sheet, and holding a row a person until the Daily sheet ends
 * made an export's memory grow with the company. One JSON line a row, owner-only, in
 * DATA_DIR/exports-partial (where an export killed mid-way leaves nothing for long: the api's
 * start removes what is older than ten minutes there).
 */
export async function rowSpool(config: Pick<Config, 'DATA_DIR'>) {
  const dir = join(config.DATA_DIR, 'exports-partial');
  await privateDir(dir);
  const path = join(dir, `${randomUUID()}.rows`);
  const out = createWriteStream(path, { mode: PRIVATE_FILE_MODE });
  // Lines go to the file some 64 KB at a time, not a write each (10,000 people were 10,000 writes).
  let pending = '';
  return {
    async add(row: Cell[]) {
      pending += `${JSON.stringify(row)}\n`;
      if (pending.length < 65_536) return;
      const chunk = pending;
      pending = '';
      await writeChunk(out, chunk);
    },
    /** The rows in the order they were added (the spool takes no more once read). */
    async *rows(): AsyncGenerator<Cell[]> {
      out.end(pending);
      pending = '';
      await finished(out);
      const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
      for await (const line of lines) yield JSON.parse(line) as Cell[];
    },
    /** Closes and removes the file; a write still under way (the export stopped mid-row) finishes first, unheard. */
    async remove() {
      out.on('error', () => undefined);
      if (!out.writableEnded) out.end();
      await finished(out).catch(() => undefined);
      await rm(path, { force: true });
    },
  };
}
