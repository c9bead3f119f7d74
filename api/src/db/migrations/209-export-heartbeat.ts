/**
 * An export whose worker died is seen within a minute (issue 48): a running export beats
 * (`beat_at`, every few seconds and with each progress write); one whose beat is older than
 * hr/exports/jobs.ts STALLED_AFTER_SECONDS is taken back by any api process's sweep and queued
 * again once (`attempts` counts its starts), or failed with `failure`, words HR reads.
 */
export const exportHeartbeat = {
  id: '209-export-heartbeat',
  sql: `
ALTER TABLE hr_export_jobs ADD COLUMN beat_at timestamptz;
ALTER TABLE hr_export_jobs ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE hr_export_jobs ADD COLUMN failure text;
`,
};
