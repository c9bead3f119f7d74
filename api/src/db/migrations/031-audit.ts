/**
 * The audit trail: who changed what, when, before → after. The application only adds to it; a
 * trigger makes the database itself refuse UPDATE, DELETE and TRUNCATE (on PGlite and PostgreSQL).
 * Actor and subject keep their NIK and name as they were at the time, so the trail reads the same
 * after a rename.
 */
export const audit = {
  id: '031-audit',
  sql: `
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  comp_kd text,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer REFERENCES users (id),
  actor_nik bigint,
  actor_name text,
  action text NOT NULL,
  target text NOT NULL,
  subject_id integer REFERENCES users (id),
  subject_nik bigint,
  subject_name text,
  summary text NOT NULL,
  changes jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX audit_log_company_at ON audit_log (comp_kd, at DESC, id DESC);
CREATE INDEX audit_log_company_subject ON audit_log (comp_kd, subject_nik, at DESC);
CREATE INDEX audit_log_company_actor ON audit_log (comp_kd, actor_nik, at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP; END $$;

CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
`,
};
