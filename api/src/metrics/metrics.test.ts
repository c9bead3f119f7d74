import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createContext, createLogger } from '../bootstrap.js';
import { loadConfig } from '../config/env.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from '../db/seed.js';
import { startMaintenance } from '../jobs/maintenance.js';
import { loginAs, openTestDb } from '../test/harness.js';
import { instrument, serveMetrics } from './metrics.js';

// The api as index.ts builds it: instrumented before it is ready, with the scrape on its own port.
let app: FastifyInstance;
let db: Db & { jobsSchema?: string };
let server: Server;
let dataDir: string;
let url: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hadir-metrics-'));
  db = await openTestDb();
  await migrate(db);
  await seedDemo(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...(db.jobsSchema ? { JOBS_SCHEMA: db.jobsSchema } : {}),
  });
  const ctx = createContext(config, db, createLogger(config));
  app = await buildApp(ctx);
  server = await serveMetrics(instrument(app, ctx), '127.0.0.1', 0);
  await app.ready();
  // The queue's tables exist once a process has started its jobs, as index.ts does.
  await (
    await startMaintenance(ctx.queue, createLogger(config), 3600, async () => {})
  )();
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  server.close();
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /metrics (its own port)', () => {
  it('counts requests per route pattern and status, and shows the job queue and the event loop', async () => {
    const bearer = await loginAs(app, 10001);
    await app.inject({ url: '/api/v1/attendance/detail/999999', headers: { authorization: bearer } });
    await app.inject({ url: '/api/v1/attendance/detail/999998', headers: { authorization: bearer } });
    await app.inject({ url: '/nowhere' });

    const reply = await fetch(`${url}/metrics`);
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expect(text).toMatch(
      /hadir_api_request_duration_seconds_count\{method="GET",route="\/api\/v1\/attendance\/detail\/:id",status="404"\} 2/,
    );
    expect(text).toMatch(
      /hadir_api_request_duration_seconds_count\{method="POST",route="\/api\/v1\/relogin",status="200"\} 1/,
    );
    expect(text).toMatch(/hadir_api_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/);
    expect(text).toMatch(/hadir_jobs_waiting\{queue="hr-export"\} 0/);
    expect(text).toMatch(/hadir_jobs_failed\{queue="maintenance"\} 0/);
    expect(text).toMatch(/hadir_api_nodejs_eventloop_lag_seconds \d/);
    // Only /metrics, and never on the api's own port.
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
