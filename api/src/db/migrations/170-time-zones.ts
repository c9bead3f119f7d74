/**
 * Time zones (issue 25): each work location has an IANA zone (Asia/Jakarta WIB, Asia/Makassar WITA,
 * Asia/Jayapura WIT), Jakarta unless HR chooses another; a person may be given their own zone by HR
 * (null: their location's). And the correction window may end at a monthly cut-off day instead of
 * reaching a number of days back (null: days back, as before).
 */
export const timeZones = {
  id: '170-time-zones',
  sql: `
ALTER TABLE work_locations ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Jakarta'
  CHECK (time_zone IN ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));
ALTER TABLE users ADD COLUMN time_zone text
  CHECK (time_zone IN ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));
ALTER TABLE companies ADD COLUMN correction_cutoff_day integer
  CHECK (correction_cutoff_day BETWEEN 1 AND 28);
`,
};
