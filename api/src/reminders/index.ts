// Reminders (issue 47): the once-a-minute notices of a shift not clocked in or out, and the approvers' morning digest.
export { sendDueReminders } from './service.js';
export { REMINDER_SETTINGS, type ReminderSettings } from './queries.js';
