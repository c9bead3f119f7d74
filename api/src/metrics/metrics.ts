import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import client from 'prom-client';
import type { AppContext } from '../context.js';
import { EXPORT_JOB } from '../hr/exports/jobs.js';
import { MAINTENANCE_JOB } from '../jobs/maintenance.js';

const QUEUES = [EXPORT_JOB, MAINTENANCE_JOB];

/**
 * What operators watch, per api process, in Prometheus' text format: request rate, errors and
 * latency per route (one histogram: count, and status as a label), the job queue's depth and its
 * failed jobs, and Node's own (event-loop lag, heap, GC, open handles). Served on a private port
 * (serveMetrics), never on the api's.
 */
export function instrument(app: FastifyInstance, ctx: Pick<AppContext, 'queue' | 'db' | 'config'>): client.Registry {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'hadir_api_' });
  const requests = new client.Histogram({
    name: 'hadir_api_request_duration_seconds',
    help: 'Requests by method, route (the pattern, not the path) and status, and how long they took',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  new client.Gauge({
    name: 'hadir_jobs_waiting',
    help: 'Jobs queued and not yet taken, per queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const boss = await ctx.queue.boss();
      for (const queue of QUEUES) this.set({ queue }, await boss.getQueueSize(queue).catch(() => 0));
    },
  });
  new client.Gauge({
    name: 'hadir_jobs_failed',
    help: 'Jobs that failed (kept until the queue archives them), per queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const rows = await ctx.db.query<{ name: string; failed: number }>(
        `SELECT name, count(*)::int AS failed FROM ${ctx.config.JOBS_SCHEMA}.job WHERE state = 'failed' GROUP BY name`,
      );
      for (const queue of QUEUES) this.set({ queue }, rows.find((row) => row.name === queue)?.failed ?? 0);
    },
  });
  return registry;
}

/** GET /metrics on its own server (METRICS_HOST:METRICS_PORT), for Prometheus only. */
export async function serveMetrics(registry: client.Registry, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
