// What reaches the database, counted on the wire (issue 48): a TCP relay between the api and
// PostgreSQL that reads the frontend's messages and counts each statement sent — a simple Query
// ('Q') or an extended-protocol Execute ('E') — and each round trip (a 'Q' or a Sync 'S', after which
// the client waits for ReadyForQuery). The api is not changed or asked: whatever its code does,
// pooled, prepared or in a transaction, is what is counted. The relay runs in the bench's process,
// so its CPU is not counted as the api's.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface StatementCounter {
  /** The server URL with the relay's port in place of PostgreSQL's. */
  url: string;
  statements(): number;
  roundTrips(): number;
  /** Stops BENCH_STATEMENTS_LOG's printing (once the statements counted one at a time are seen). */
  quiet(): void;
  loud(): void;
  close(): Promise<void>;
}

/** Counts one connection's frontend messages: the startup packet (no type byte) first, then typed messages. */
function frontendReader(count: (type: number, body: Buffer) => void) {
  let buffer: Buffer = Buffer.alloc(0);
  let started = false;
  return (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        // An SSLRequest (80877103) or GSSENCRequest is answered before the real startup packet.
        const code = buffer.readInt32BE(4);
        if (code !== 80877103 && code !== 80877104) started = true;
        buffer = buffer.subarray(length);
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      count(buffer[0], buffer.subarray(5, 1 + length));
      buffer = buffer.subarray(1 + length);
    }
  };
}

/**
 * BENCH_STATEMENTS_LOG=1 prints each statement's text as it goes by (a Bind of a statement prepared
 * earlier on that connection: its name), to see which they are.
 */
const log = process.env.BENCH_STATEMENTS_LOG
  ? (type: number, body: Buffer) => {
      const text = (at: number) => body.toString('utf8', at, body.indexOf(0, at));
      const portal = text(0);
      const shown =
        type === 0x42
          ? `bind ${text(portal.length + 1) || '(unnamed)'}`
          : type === 0x50
            ? `parse ${portal}: ${text(portal.length + 1)}`
            : text(0);
      console.log(`  [sql] ${shown.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  : null;

export async function statementCounter(serverUrl: string): Promise<StatementCounter> {
  const target = new URL(serverUrl);
  const host = target.hostname;
  const port = Number(target.port || 5432);
  let statements = 0;
  let roundTrips = 0;
  let logging = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, host);
    sockets.add(client).add(upstream);
    const read = frontendReader((type, body) => {
      if (type === 0x51 /* Q */ || type === 0x45 /* E */) statements += 1;
      if (logging && log && (type === 0x51 || type === 0x50 /* P */ || type === 0x42) /* B */) log(type, body);
      if (type === 0x51 || type === 0x53 /* S */) roundTrips += 1;
    });
    client.on('data', (chunk: Buffer) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const relayed = new URL(serverUrl);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: relayed.toString(),
    statements: () => statements,
    roundTrips: () => roundTrips,
    quiet: () => {
      logging = false;
    },
    loud: () => {
      logging = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
