import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** A part that has not answered in this long counts as unreachable (a balancer's probe must not hang). */
const CHECK_TIMEOUT_MS = 3000;

async function answers(check: () => Promise<unknown>): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: the process is alive (no call out; a liveness probe restarts it when this fails).
 * GET /readyz: the database, the file store and the job queue answer; 503 naming the part that
 * does not (a balancer or readiness probe sends it no traffic meanwhile). Outside /api/v1, as
 * they are for the operator's probes and not the provider contract.
 */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const [database, storage, queue] = await Promise.all([
      answers(() => ctx.db.query('SELECT 1')),
      answers(() => ctx.storage.check()),
      answers(() => ctx.queue.check()),
    ]);
    const checks = { database, storage, queue };
    const ready = Object.values(checks).every((state) => state === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
