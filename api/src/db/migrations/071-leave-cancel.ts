/**
 * A person may cancel their own leave request (issue 26): a Pending one, or an Approved one that
 * has not started; the days an approval took go back to the ledger ('returned' lines).
 */
export const leaveCancel = {
  id: '071-leave-cancel',
  sql: `
ALTER TABLE leave_requests DROP CONSTRAINT leave_requests_status_check;
ALTER TABLE leave_requests ADD CONSTRAINT leave_requests_status_check
  CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Cancelled'));
`,
};
