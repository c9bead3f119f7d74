/**
 * Exports run as jobs (issue 30): HR asks, the queue runs it, HR sees its progress and downloads
 * the file from the file store until expires_at. One row per export asked for; `file` names the
 * stored file (kind 'export') once it is done.
 */
export const exportJobs = {
  id: '090-export-jobs',
  sql: `
CREATE TABLE hr_export_jobs (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  format text NOT NULL CHECK (format IN ('xlsx', 'csv')),
  query jsonb NOT NULL,
  name text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  done integer NOT NULL DEFAULT 0,
  total integer,
  file text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  expires_at timestamptz
);
CREATE INDEX hr_export_jobs_user ON hr_export_jobs (user_id, created_at DESC);
`,
};
