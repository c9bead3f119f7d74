/**
 * An export job's kind names the file its worker writes (api/src/hr/exports/kinds.ts): the month's
 * recap, and since issue 48 the leave and the overtime recaps too, whose direct streamed routes are
 * gone. A kind no worker knows would only fail when run; the table refuses it when asked for.
 */
export const exportJobKinds = {
  id: '225-export-job-kinds',
  sql: `
ALTER TABLE hr_export_jobs ADD CONSTRAINT hr_export_jobs_kind CHECK (kind IN ('recap', 'leave-recap', 'overtime-recap'));
`,
};
