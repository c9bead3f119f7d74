import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { seedDemo } from '../../db/seed.js';
import { openTestDb } from '../../test/harness.js';
import type { HrCaller } from '../access.js';
import { sendExport, type ExportWriter } from './send.js';

// The one-export-per-admin claim around a real download over HTTP: held while the file is being
// written, refused to a second request meanwhile, released when the file is complete, when writing
// it fails, and when the person closes the download half way.

let db: Db;
let app: FastifyInstance;
let port: number;
let caller: HrCaller;
/** What the next export's body does after its first row. */
let afterFirstRow: (writer: ExportWriter) => Promise<void> = async () => {};

beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
  await seedDemo(db);
  const admin = (await db.one<{ id: number }>('SELECT id FROM users WHERE nik = 10009'))!;
  caller = { user: { id: admin.id } } as HrCaller;
  app = Fastify();
  app.get('/export', (request, reply) => {
    const rest = afterFirstRow;
    return sendExport(
      { db } as AppContext,
      caller,
      request,
      reply,
      { kind: 'recap', name: 'test', format: 'csv' },
      async (writer) => {
        if (writer.format !== 'csv') throw new Error('csv expected');
        await writer.csv.row(['first']);
        await rest(writer);
      },
    );
  });
  app.setErrorHandler((error: Error & { status?: number }, _request, reply) => {
    void reply.status(error.status ?? 500).send({ message: error.message });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await app.close();
  await db.close();
});

const claims = () => db.query('SELECT user_id FROM hr_exports_running');

/** Resolves once no claim is left (the release runs after the reply has begun). */
async function released() {
  for (let tries = 0; tries < 100 && (await claims()).length > 0; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return claims();
}

/** Starts a download and resolves with the request once its first bytes have arrived. */
function startDownload(): Promise<{ request: http.ClientRequest; first: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/export' }, (response) => {
      response.once('data', (chunk: Buffer) => resolve({ request, first: chunk.toString('utf8') }));
    });
    request.on('error', reject);
  });
}

describe('sendExport', () => {
  it('refuses a second export while the first is being written, and releases the claim when it is complete', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    afterFirstRow = async (writer) => {
      await gate;
      if (writer.format === 'csv') await writer.csv.row(['last']);
    };
    const body = new Promise<string>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/export' }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve(text));
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await claims()).toHaveLength(1);
    const second = await app.inject({ method: 'GET', url: '/export' });
    expect(second.statusCode).toBe(409);
    finish();
    expect(await body).toBe('\uFEFFfirst\r\nlast\r\n');
    expect(await released()).toEqual([]);
  });

  it('releases the claim when writing fails after the first byte', async () => {
    afterFirstRow = async () => {
      throw new Error('the database went away');
    };
    // The download is cut short: the connection closes without the file's end.
    const cut = await new Promise<boolean>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/export' }, (response) => {
        response.on('error', () => resolve(true));
        response.on('end', () => resolve(false));
        response.resume();
      });
      request.on('error', () => resolve(true));
    });
    expect(cut).toBe(true);
    expect(await released()).toEqual([]);
  });

  it('releases the claim when the person closes the download half way, and stops writing', async () => {
    let rows = 0;
    afterFirstRow = async (writer) => {
      // Far more than any socket buffers: the loop has to wait for the reader, who goes away.
      for (; rows < 1_000_000; rows += 1)
        if (writer.format === 'csv') await writer.csv.row([`row ${rows}`, 'x'.repeat(200)]);
    };
    const { request, first } = await startDownload();
    expect(first.startsWith('\uFEFFfirst')).toBe(true);
    request.destroy();
    expect(await released()).toEqual([]);
    expect(rows).toBeLessThan(1_000_000);
    afterFirstRow = async () => {};
    expect((await app.inject({ method: 'GET', url: '/export' })).statusCode).toBe(200);
  });
});
