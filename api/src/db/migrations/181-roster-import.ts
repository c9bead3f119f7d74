/**
 * A roster grid is imported like employees and opening balances (issue 25): its dry run keeps the
 * file in hr_imports until it is confirmed, of its own kind so that no other import confirms it.
 */
export const rosterImport = {
  id: '181-roster-import',
  sql: `
ALTER TABLE hr_imports DROP CONSTRAINT hr_imports_kind_check;
ALTER TABLE hr_imports ADD CONSTRAINT hr_imports_kind_check CHECK (kind IN ('employees', 'leave_balances', 'rosters'));
`,
};
