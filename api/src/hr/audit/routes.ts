import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../access.js';
import { AUDIT_MESSAGES as M } from './messages.js';
import { presentAuditEntry } from './presenter.js';
import { pageAudit } from './queries.js';
import { auditQuery } from './schemas.js';

export function hrAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/audit', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    const { page, page_size: pageSize, ...filter } = parse(auditQuery, request.query);
    const { items, total } = await pageAudit(ctx.db, caller.company, filter, page, pageSize);
    return ok(M.list, { items: items.map(presentAuditEntry), total, page, page_size: pageSize });
  });
}
