import type { Resolvers } from './__generated__/resolvers-types.js';
import { announcementResolvers } from './announcements/resolvers.js';
import { attendanceResolvers } from './attendance/resolvers.js';
import { authResolvers } from './auth/resolvers.js';
import { correctionResolvers } from './correction/resolvers.js';
import { faceResolvers } from './face/resolvers.js';
import { homeResolvers } from './home/resolvers.js';
import { exportJobResolvers } from './hr/export-jobs.js';
import { recapResolvers } from './hr/recap-resolvers.js';
import { hrFaceResolvers } from './hr/face.js';
import { hrResolvers } from './hr/resolvers.js';
import { hrTimeRulesResolvers } from './hr/time-rules-resolvers.js';
import { inboxResolvers } from './inbox/resolvers.js';
import { leaveBalanceResolvers } from './leave/balances.js';
import { leaveResolvers } from './leave/resolvers.js';
import { notificationResolvers } from './notifications/resolvers.js';
import { overtimeResolvers } from './overtime/resolvers.js';
import { profileResolvers } from './profile/resolvers.js';
import { rosterResolvers } from './rosters/resolvers.js';

/** Every domain's resolvers, merged per root type. */
const domains: Resolvers[] = [
  authResolvers,
  homeResolvers,
  attendanceResolvers,
  correctionResolvers,
  profileResolvers,
  leaveResolvers,
  leaveBalanceResolvers,
  overtimeResolvers,
  inboxResolvers,
  hrResolvers,
  hrTimeRulesResolvers,
  recapResolvers,
  exportJobResolvers,
  rosterResolvers,
  announcementResolvers,
  notificationResolvers,
  faceResolvers,
  hrFaceResolvers,
];

export const resolvers = domains.reduce<Record<string, Record<string, unknown>>>((merged, domain) => {
  for (const [type, fields] of Object.entries(domain)) merged[type] = { ...merged[type], ...(fields as object) };
  return merged;
}, {}) as Resolvers;
