/**
 * Approvals that never stall (issue 26): a company says after how many working hours an undecided
 * leave request moves up one level (0: never), and a request remembers when it last moved and how
 * often, so each level is reached once.
 */
export const leaveEscalation = {
  id: '072-leave-escalation',
  sql: `
ALTER TABLE companies ADD COLUMN leave_escalate_hours integer NOT NULL DEFAULT 48
  CHECK (leave_escalate_hours BETWEEN 0 AND 720);
ALTER TABLE leave_requests ADD COLUMN escalated_at timestamptz;
ALTER TABLE leave_requests ADD COLUMN escalations integer NOT NULL DEFAULT 0;
CREATE INDEX leave_requests_pending ON leave_requests (created_at) WHERE status = 'Pending';
`,
};
