/**
 * The exports each HR admin has running: one row per admin while their file is being written, so a
 * second request (another tab, a double click, another api instance) is refused rather than run
 * twice. A row older than an hour belongs to a process that died mid-export and no longer counts.
 */
export const hrExports = {
  id: '045-hr-exports',
  sql: `
CREATE TABLE hr_exports_running (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
);
`,
};
