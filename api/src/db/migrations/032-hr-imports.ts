/**
 * An uploaded import file between its dry run and its confirm. The bytes live here rather than in
 * file storage: the file is at most 5 MB, lives an hour, is read once more, and a row in the same
 * database as the people it creates needs no orphan sweep and works with several api instances.
 */
export const hrImports = {
  id: '032-hr-imports',
  sql: `
CREATE TABLE hr_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  comp_kd text NOT NULL REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  created_by integer NOT NULL REFERENCES users (id),
  file_name text NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  content bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
`,
};
