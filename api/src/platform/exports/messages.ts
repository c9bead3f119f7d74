/** What the HR exports say. */
export const EXPORT_MESSAGES = {
  running: 'An export of yours is still being prepared. Wait for it to finish.',
  formatInvalid: 'format must be xlsx or csv',
} as const;

/** What the exports run as jobs say (jobs.ts). */
export const EXPORT_JOB_MESSAGES = {
  queued: 'Your export is being prepared',
  list: 'Your exports',
  cancelled: 'The export was cancelled',
  notFound: 'Export not found',
  notReady: 'This export is not ready to download',
  ended: 'This export has already ended',
} as const;
