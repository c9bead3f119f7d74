import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { hrEmployeeRoutes } from './employees/routes.js';

/** The HR console's provider routes, under /api/v1/hr; every one applies access.ts's hrAdmin rule. */
export async function hrRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (hr) => {
      hrEmployeeRoutes(hr, ctx);
    },
    { prefix: '/hr' },
  );
}
