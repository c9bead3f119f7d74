// Reminders (issue 47): the once-a-minute notices of a shift not clocked in or out, and the approvers' morning digest.
export { sendDueReminders } from './service.js';
export { REMINDER_SETTINGS, type ReminderSettings } from './queries.js';
export {
  changeNotificationSettings,
  hrNotificationSettings,
  notificationSettingsBody,
  type NotificationSettings,
} from './settings.js';
export { REMINDER_MESSAGES } from './messages.js';
