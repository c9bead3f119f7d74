import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Thrown into an export's loop when the person closed the download: stop reading the database. */
export class DownloadAborted extends Error {
  constructor() {
    super('The download was closed before the file was complete');
  }
}

/** Writes a chunk and, when the stream's buffer is full, waits until the reader has taken it. */
export async function writeChunk(out: Writable, chunk: string | Buffer): Promise<void> {
  if (out.destroyed) throw new DownloadAborted();
  if (out.write(chunk)) return;
  await waitForDrain(out);
}

/** Resolves when the stream wants more, rejects with DownloadAborted when it is closed first. */
export async function waitForDrain(out: Writable): Promise<void> {
  if (out.destroyed) throw new DownloadAborted();
  if (!out.writableNeedDrain) return;
  const ac = new AbortController();
  try {
    await Promise.race([
      once(out, 'drain', { signal: ac.signal }),
      once(out, 'close', { signal: ac.signal }).then(() => {
        throw new DownloadAborted();
      }),
    ]);
  } finally {
    ac.abort();
  }
}
