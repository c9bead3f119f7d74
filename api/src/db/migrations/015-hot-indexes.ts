/**
 * Indexes of the per-request queries (issue 15): the day's last clocking, read under the lock of
 * every clock-in (ORDER BY attended_at DESC, id DESC LIMIT 1), becomes one index probe instead of a
 * sort of the day's rows; the index it replaces is its prefix. A profile photo is looked up by its
 * file name on every avatar shown.
 */
export const hotIndexes = {
  id: '015-hot-indexes',
  sql: `
CREATE INDEX attendance_user_day_latest ON attendance (user_id, attend_date, attended_at DESC, id DESC);
DROP INDEX attendance_user_date;
CREATE INDEX users_profile ON users (profile) WHERE profile IS NOT NULL;
`,
};
