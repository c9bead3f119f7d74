import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the next matching request's connection is cut: before any reply, half-way through the body, or never answered (a hung api). */
export type Cut = 'before-reply' | 'mid-body' | 'no-reply';

export interface ApiRecorder {
  url: string;
  /** `METHOD /path` of every request that went to the api, in order. */
  log: string[];
  /** The headers of each of those requests, in the same order. */
  headers: IncomingHttpHeaders[];
  /** Requests sent to the api and not yet answered or closed: a leaked connection stays here. */
  inFlight(): number;
  /** The next request whose path starts with `prefix` has its connection dropped as `cut` says. */
  cutNext(prefix: string, cut: Cut): void;
  close(): Promise<void>;
}

/**
 * A pass-through between the gateway and the real api on loopback, which records what the gateway
 * asks and can drop one connection the way a dying api or a reset would. However the api runs
 * (in this process or its own), the tests see the gateway→api traffic the same way.
 */
export async function startApiRecorder(apiUrl: string): Promise<ApiRecorder> {
  const log: string[] = [];
  const headers: IncomingHttpHeaders[] = [];
  const cuts: { prefix: string; cut: Cut }[] = [];
  let inFlight = 0;
  const server: Server = createServer((incoming, outgoing) => {
    log.push(`${incoming.method} ${incoming.url}`);
    headers.push(incoming.headers);
    inFlight += 1;
    outgoing.once('close', () => (inFlight -= 1));
    const index = cuts.findIndex(({ prefix }) => incoming.url?.startsWith(prefix));
    const cut = index >= 0 ? cuts.splice(index, 1)[0].cut : null;
    if (cut === 'before-reply') return void incoming.socket.destroy();
    if (cut === 'no-reply') return void incoming.resume();
    const upstream = httpRequest(
      new URL(incoming.url!, apiUrl),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.headers);
        if (cut !== 'mid-body') return void answer.pipe(outgoing);
        answer.once('data', (chunk: Buffer) => {
          outgoing.write(chunk.subarray(0, chunk.length >> 1));
          setTimeout(() => outgoing.socket?.destroy(), 20);
        });
      },
    );
    upstream.on('error', () => outgoing.socket?.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    headers,
    inFlight: () => inFlight,
    cutNext: (prefix, cut) => void cuts.push({ prefix, cut }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
