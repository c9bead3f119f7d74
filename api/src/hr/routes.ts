import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { hrAnnouncementRoutes } from './announcements/routes.js';
import { hrAuditRoutes } from './audit/routes.js';
import { hrCorrectionRoutes } from './corrections/routes.js';
import { hrNotificationRoutes } from './notifications/routes.js';
import { hrEmployeeRoutes } from './employees/routes.js';
import { hrExportJobRoutes } from './exports/job-routes.js';
import { hrHolidayRoutes } from './holidays/routes.js';
import { hrImportRoutes } from './import/routes.js';
import { hrLeaveRoutes } from './leave/routes.js';
import { hrLeaveRecapRoutes } from './leave-recap/routes.js';
import { hrLocationRoutes } from './locations/routes.js';
import { hrOvertimeRoutes } from './overtime/routes.js';
import { hrOvertimeRecapRoutes } from './overtime-recap/routes.js';
import { hrRecapRoutes } from './recap/routes.js';
import { hrRosterRoutes } from './rosters/routes.js';
import { hrScheduleRoutes } from './schedules/routes.js';
import { hrOrganisationRoutes } from './organisation/routes.js';
import { hrFaceRoutes } from './face/routes.js';

/** The HR console's provider routes, under /api/v1/hr; every one applies platform/access.ts's hrAdmin rule; each area's routes live in hr/<area>/. */
export async function hrRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (hr) => {
      hrEmployeeRoutes(hr, ctx);
      hrOrganisationRoutes(hr, ctx);
      hrLocationRoutes(hr, ctx);
      hrAuditRoutes(hr, ctx);
      hrImportRoutes(hr, ctx);
      hrLeaveRecapRoutes(hr, ctx);
      hrOvertimeRecapRoutes(hr, ctx);
      hrRecapRoutes(hr, ctx);
      hrExportJobRoutes(hr, ctx);
      hrScheduleRoutes(hr, ctx);
      hrRosterRoutes(hr, ctx);
      hrHolidayRoutes(hr, ctx);
      hrLeaveRoutes(hr, ctx);
      hrOvertimeRoutes(hr, ctx);
      hrCorrectionRoutes(hr, ctx);
      hrNotificationRoutes(hr, ctx);
      hrAnnouncementRoutes(hr, ctx);
      hrFaceRoutes(hr, ctx);
    },
    { prefix: '/hr' },
  );
}
