/**
 * The day each person's leave ledger was last brought up to date (issue 26). HR's balances table
 * catches up only the people not yet caught up today (the twice-daily job and every personal read
 * mark them), so it answers in one read at 10,000 people instead of one transaction a person. A
 * change that moves entitlements (a policy, a holiday, a join date, a re-hire) forgets the marks.
 */
export const leaveLedgerChecked = {
  id: '151-leave-ledger-checked',
  sql: `
CREATE TABLE leave_ledger_checked (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL
);
`,
};
