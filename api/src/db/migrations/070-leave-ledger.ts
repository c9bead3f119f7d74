/**
 * Leave balances (issue 26). `leave_policies` holds a company's policy per leave type once HR has
 * changed one (until then the company has the Indonesia preset of api/src/leave/policy.ts);
 * `leave_ledger` is the append-only record of every day granted, accrued, expired, taken, given
 * back or adjusted — a balance is its sum, and the database refuses UPDATE, DELETE and TRUNCATE as
 * it does for the audit trail. A request keeps the working days it counts (`days`), so every
 * screen and export shows the one number; its attachment is needed only where the policy says.
 * `leave_delegations` names a supervisor's stand-in for a period.
 */
export const leaveLedger = {
  id: '070-leave-ledger',
  sql: `
CREATE TABLE leave_policies (
  comp_kd text NOT NULL REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  leave_type text NOT NULL CHECK (length(trim(leave_type)) > 0),
  position integer NOT NULL DEFAULT 0,
  kind text NOT NULL CHECK (kind IN ('annual', 'special', 'maternity', 'miscarriage', 'menstrual', 'sick', 'unpaid', 'other')),
  tracks_balance boolean NOT NULL DEFAULT false,
  days_per_year numeric(5, 1) NOT NULL DEFAULT 0 CHECK (days_per_year >= 0),
  accrual text NOT NULL DEFAULT 'yearly' CHECK (accrual IN ('yearly', 'monthly')),
  service_months integer NOT NULL DEFAULT 0 CHECK (service_months >= 0),
  carry_over_cap numeric(5, 1) NOT NULL DEFAULT 0 CHECK (carry_over_cap >= 0),
  carry_over_months integer NOT NULL DEFAULT 0 CHECK (carry_over_months >= 0),
  max_days numeric(5, 1) CHECK (max_days > 0),
  max_months numeric(4, 1) CHECK (max_months > 0),
  extra_months_with_letter numeric(4, 1) NOT NULL DEFAULT 0 CHECK (extra_months_with_letter >= 0),
  max_days_per_month numeric(4, 1) CHECK (max_days_per_month > 0),
  attachment_after_days numeric(5, 1) CHECK (attachment_after_days >= 0),
  paid boolean NOT NULL DEFAULT true,
  allow_negative boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (comp_kd, leave_type)
);

ALTER TABLE leave_requests ADD COLUMN days numeric(6, 1);
-- The balance an approval charged (the Keterangan decides), so a cancellation gives the same days back.
ALTER TABLE leave_requests ADD COLUMN charged_type text;
ALTER TABLE leave_requests ALTER COLUMN attachment DROP NOT NULL;

CREATE TABLE leave_ledger (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  leave_type text NOT NULL,
  period text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('granted', 'accrued', 'carried_over', 'expired', 'taken', 'returned', 'adjusted')),
  days numeric(6, 1) NOT NULL CHECK (days <> 0),
  effective_on date NOT NULL,
  leave_id integer REFERENCES leave_requests (id),
  source text,
  reason text,
  actor_id integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'adjusted' OR length(trim(coalesce(reason, ''))) > 0)
);
CREATE UNIQUE INDEX leave_ledger_source ON leave_ledger (user_id, leave_type, source) WHERE source IS NOT NULL;
CREATE INDEX leave_ledger_person ON leave_ledger (user_id, leave_type, period);

-- A supervisor's stand-in for a period: approvals that would reach them go to the stand-in.
CREATE TABLE leave_delegations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stand_in_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  from_date date NOT NULL,
  to_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (to_date >= from_date),
  CHECK (stand_in_id <> user_id)
);
CREATE INDEX leave_delegations_user ON leave_delegations (user_id, from_date);

CREATE FUNCTION leave_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'leave_ledger is append-only: % is not allowed', TG_OP; END $$;
CREATE TRIGGER leave_ledger_no_change BEFORE UPDATE OR DELETE ON leave_ledger
  FOR EACH ROW EXECUTE FUNCTION leave_ledger_append_only();
CREATE TRIGGER leave_ledger_no_truncate BEFORE TRUNCATE ON leave_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION leave_ledger_append_only();
`,
};
