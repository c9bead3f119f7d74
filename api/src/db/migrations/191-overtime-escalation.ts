/**
 * Overtime requests escalate like leave (issue 27: "the same nobody-stalls rules as leave approvals",
 * docs/rules.md §13): when one last moved up a level, and how many times it has.
 */
export const overtimeEscalation = {
  id: '191-overtime-escalation',
  sql: `
ALTER TABLE overtime_requests ADD COLUMN escalated_at timestamptz;
ALTER TABLE overtime_requests ADD COLUMN escalations integer NOT NULL DEFAULT 0;
`,
};
