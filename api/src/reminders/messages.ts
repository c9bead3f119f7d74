/** The replies of HR's reminder and notification settings (web/src/i18n/locales/{en,id}/api.json). */
export const REMINDER_MESSAGES = {
  settings: "The company's reminder and notification settings",
  settingsSaved: 'Reminder and notification settings saved',
} as const;
