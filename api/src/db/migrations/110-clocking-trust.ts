/**
 * Clock-ins HR can trust (issue 29). Every record keeps the GPS fixes it was decided on (lat, lon,
 * accuracy, altitude, speed, time), the browser's device id for its owner, its risk score and the
 * signals behind it in words; a score at or above the company's threshold marks it "Needs review"
 * (review_status), and a supervisor or HR accepts or rejects it with a reason. A rejected record
 * stays for the record but does not count. A company may set its own largest accuracy circle
 * (max_accuracy_m; else the location's radius decides) and its threshold.
 */
export const clockingTrust = {
  id: '110-clocking-trust',
  sql: `
ALTER TABLE attendance ADD COLUMN fixes jsonb;
ALTER TABLE attendance ADD COLUMN accuracy double precision;
ALTER TABLE attendance ADD COLUMN device_id text;
ALTER TABLE attendance ADD COLUMN risk_score integer NOT NULL DEFAULT 0;
ALTER TABLE attendance ADD COLUMN risk_signals jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE attendance ADD COLUMN review_status text CHECK (review_status IN ('needs_review', 'accepted', 'rejected'));
ALTER TABLE attendance ADD COLUMN reviewed_by integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE attendance ADD COLUMN reviewed_at timestamptz;
ALTER TABLE attendance ADD COLUMN review_reason text;
CREATE INDEX attendance_needs_review ON attendance (attend_date) WHERE review_status = 'needs_review';
CREATE INDEX attendance_user_device ON attendance (user_id, device_id) WHERE device_id IS NOT NULL;

ALTER TABLE companies ADD COLUMN max_accuracy_m double precision CHECK (max_accuracy_m > 0);
ALTER TABLE companies ADD COLUMN risk_threshold integer NOT NULL DEFAULT 50 CHECK (risk_threshold > 0);
`,
};
