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
  /** Why an export failed, as HR reads it on the job (issue 48). */
  failedStalled:
    'The export stopped twice before it was finished (the server preparing it went away). Please ask for it again; if it keeps failing, contact support.',
  failedError: 'The export could not be finished because of an error on the server. Please ask for it again.',
  failedNoCompany: 'The export could not be prepared: the account that asked for it no longer belongs to a company.',
} as const;
