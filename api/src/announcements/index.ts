// The announcements domain's public entry (issue 47): what other folders of the api may use of it.
export { announcementFileRoutes, announcementRoutes } from './routes.js';
export { ANNOUNCEMENT_FILE_MAX_BYTES, ANNOUNCEMENT_MESSAGES } from './messages.js';
export { announcementFields } from './schemas.js';
export { announcementId } from './schemas.js';
export { hrAnnouncementReply } from './replies.js';
export {
  ANNOUNCEMENT_PUSH_JOB,
  deleteAnnouncement,
  editAnnouncement,
  endAnnouncement,
  hrAnnouncements,
  publishAnnouncement,
  pushAnnouncement,
  pushDueAnnouncements,
} from './service.js';
