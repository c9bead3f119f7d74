/** What the HR exports say. */
export const EXPORT_MESSAGES = {
  running: 'An export of yours is still being prepared. Wait for it to finish.',
  formatInvalid: 'format must be xlsx or csv',
} as const;
