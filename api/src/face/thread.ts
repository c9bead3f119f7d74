// The face engine's worker thread (issue 49): describing a selfie takes ~160 ms of CPU, which on
// the api's main thread would hold every other request for that long at 08:00. Here it runs beside
// the event loop, at a lower priority than the requests (as an export's thread does), one picture
// at a time; the models load on the first picture.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { createFaceEngine, type FaceReading } from './engine.js';

export interface FaceThreadRequest {
  id: number;
  bytes: Uint8Array;
}

export type FaceThreadReply = { id: number; reading: FaceReading } | { id: number; error: string };

/** Nice 10 on Linux (its kernel id is the last part of /proc/thread-self); elsewhere the process's priority. */
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // Not Linux, or no /proc.
}

const engine = createFaceEngine();
parentPort!.on('message', (request: FaceThreadRequest) => {
  engine.read(Buffer.from(request.bytes)).then(
    (reading) => parentPort!.postMessage({ id: request.id, reading } satisfies FaceThreadReply),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: String((error as Error)?.message ?? error),
      } satisfies FaceThreadReply),
  );
});
