import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { contract } from '../../http/openapi.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { AUDIT_MESSAGES as M } from './messages.js';
import { presentAuditEntry } from './presenter.js';
import { pageAudit } from './queries.js';
import { auditEntryReply, auditQuery } from './schemas.js';
import { pageReply } from '../../platform/paging.js';

const tag = 'hr';

export function hrAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/audit',
    {
      schema: contract({
        tag,
        summary: 'The audit trail of HR’s and supervisors’ changes, newest first, paged and filtered',
        querystring: auditQuery,
        data: pageReply(auditEntryReply),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const { page, page_size: pageSize, ...filter } = parse(auditQuery, request.query);
      const { items, total } = await pageAudit(ctx.db, caller.company, filter, page, pageSize);
      return ok(M.list, { items: items.map(presentAuditEntry), total, page, page_size: pageSize });
    },
  );
}
