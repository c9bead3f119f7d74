import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../config/env.js';

/** How s3rver names an object's bytes on disk: `<key>._S3rver_object` (its FilesystemStore). */
const OBJECT_SUFFIX = '._S3rver_object';

/** s3rver's one account (it checks every request's signature against it). */
const ACCESS_KEY = 'S3RVER';

export interface TestS3 {
  /** The api's configuration for this bucket, through the proxy. */
  env: Partial<Record<keyof Config, string>>;
  /** While true, the proxy cuts every upload (PUT) halfway through its body, both ways. */
  cutUploads(on: boolean): void;
  /**
   * The names of the objects under a prefix (a file kind), read from s3rver's folder on disk: what
   * its own listing answers, without its listing's race (it stats each object as it lists, and
   * fails as a whole, 500, when one is written or removed meanwhile: jamhall/s3rver#788).
   */
  storedNames(prefix: string): string[];
  close(): Promise<void>;
}

/**
 * A real S3 server (s3rver, files under a temporary folder) on loopback with one bucket, reached
 * through a TCP proxy that can break an upload halfway, as a dropped connection to S3 would.
 */
export async function startTestS3(bucket = 'hadir-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'hadir-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();

  let cutting = false;
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    sockets.add(client).add(upstream);
    // During a cut upload: how many more body bytes may pass (null until the headers have passed).
    let allowed: number | null | undefined;
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (cutting && chunk.subarray(0, 4).toString() === 'PUT ') allowed = null;
      if (allowed === undefined) return void upstream.write(chunk);
      let start = 0;
      if (allowed === null) {
        const headersEnd = chunk.indexOf('\r\n\r\n');
        if (headersEnd < 0) return void upstream.write(chunk);
        start = headersEnd + 4;
        const length = /\r\ncontent-length: *(\d+)/i.exec(chunk.subarray(0, headersEnd).toString());
        allowed = Math.floor(Number(length?.[1] ?? 2) / 2);
      }
      // The headers and the first half of the body reach the server; the rest never does.
      const passing = Math.min(allowed, chunk.length - start);
      allowed -= passing;
      upstream.write(chunk.subarray(0, start + passing), () => {
        if (allowed === 0) cut();
      });
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', cut);
      socket.on('close', () => {
        sockets.delete(socket);
        cut();
      });
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;

  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${proxyPort}`,
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    cutUploads(on) {
      cutting = on;
    },
    storedNames(prefix) {
      const folder = join(directory, bucket, prefix);
      if (!existsSync(folder)) return [];
      return readdirSync(folder)
        .filter((entry) => entry.endsWith(OBJECT_SUFFIX))
        .map((entry) => entry.slice(0, -OBJECT_SUFFIX.length));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
