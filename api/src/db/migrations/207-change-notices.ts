/**
 * What the api holds in memory (issue 48: sessions with their person, work locations, companies'
 * rules, schedules) is dropped when it changes, in every api process: each change to those tables
 * is told on the `hadir_changes` channel (LISTEN/NOTIFY; lib/read-cache.ts listens), whoever
 * writes it — the api, a job, a migration or an operator's psql. Sessions and users by row
 * ("sessions:<id>", "users:<id>": a touch of one session or an edit of one person drops only theirs);
 * the rest by table ("work_locations"): they change rarely, and an import changes many rows in one
 * statement. PostgreSQL sends a notice at commit and only then (a rolled-back change tells nothing),
 * the same text once per transaction.
 */
export const changeNotices = {
  id: '207-change-notices',
  sql: `
CREATE FUNCTION hadir_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('hadir_changes', TG_TABLE_NAME || ':' || OLD.id::text); RETURN NULL; END $$;
CREATE FUNCTION hadir_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('hadir_changes', TG_TABLE_NAME); RETURN NULL; END $$;
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION hadir_row_changed();
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION hadir_row_changed();
CREATE TRIGGER companies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION hadir_table_changed();
CREATE TRIGGER divisions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON divisions FOR EACH STATEMENT EXECUTE FUNCTION hadir_table_changed();
CREATE TRIGGER subdivisions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subdivisions FOR EACH STATEMENT EXECUTE FUNCTION hadir_table_changed();
CREATE TRIGGER departments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments FOR EACH STATEMENT EXECUTE FUNCTION hadir_table_changed();
CREATE TRIGGER work_locations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON work_locations FOR EACH STATEMENT EXECUTE FUNCTION hadir_table_changed();
CREATE TRIGGER work_schedules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON work_schedules FOR EACH STATEMENT EXECUTE FUNCTION hadir_table_changed();
CREATE TRIGGER schedule_assignments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_assignments FOR EACH STATEMENT EXECUTE FUNCTION hadir_table_changed();
CREATE TRIGGER roster_cells_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roster_cells FOR EACH STATEMENT EXECUTE FUNCTION hadir_table_changed();
`,
};
