/**
 * Leave opening balances are imported like employees (issue 26): a dry run keeps its file in
 * hr_imports until it is confirmed. The kind says which import a stored file is for, so a dry run
 * of one kind can never be confirmed as the other.
 */
export const leaveBalanceImport = {
  id: '150-leave-balance-import',
  sql: `
ALTER TABLE hr_imports ADD COLUMN kind text NOT NULL DEFAULT 'employees' CHECK (kind IN ('employees', 'leave_balances'));
`,
};
