/**
 * A person's recent clockings are held in memory by every api process (issue 48: the clock-in's
 * pre-check answers from them, attendance/held-clockings.ts), so every change to `attendance` is
 * told on the `hadir_changes` channel (migration 207's), whoever makes it — the clock-in, an
 * approved correction, HR, an import, a deletion or an operator's psql. A new row is told with what
 * the pre-check reads of it ("clocked:<user id>:<id>:<1|0>:<attend_date>:<attended_at in ms>"), so a
 * process adds it to what it holds rather than reading the person again; an update of what the
 * pre-check reads, or a deletion, drops the person ("attendance:<user id>"); a TRUNCATE drops
 * everyone ("attendance"). An update of anything else (the street address, the face check, the
 * review) tells nothing: the trigger is on the four columns only.
 */
export const clockingNotices = {
  id: '228-clocking-notices',
  sql: `
CREATE FUNCTION hadir_clocking_made() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('hadir_changes', 'clocked:' || NEW.user_id || ':' || NEW.id || ':' || NEW.clocking::int || ':' || NEW.attend_date::text || ':' || floor(extract(epoch FROM NEW.attended_at) * 1000)::bigint); RETURN NULL; END $$;
CREATE FUNCTION hadir_clocking_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('hadir_changes', 'attendance:' || OLD.user_id); IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN PERFORM pg_notify('hadir_changes', 'attendance:' || NEW.user_id); END IF; RETURN NULL; END $$;
CREATE TRIGGER attendance_made AFTER INSERT ON attendance FOR EACH ROW EXECUTE FUNCTION hadir_clocking_made();
CREATE TRIGGER attendance_changed AFTER UPDATE OF user_id, clocking, attended_at, attend_date OR DELETE ON attendance
  FOR EACH ROW EXECUTE FUNCTION hadir_clocking_changed();
CREATE TRIGGER attendance_truncated AFTER TRUNCATE ON attendance FOR EACH STATEMENT EXECUTE FUNCTION hadir_table_changed();
`,
};
