/**
 * The street address of a clocking's position (issue 28), looked up once after the record is stored
 * from the company's own Nominatim server when GEOCODER_URL is set (attendance/geocode.ts); null
 * while off, when the geocoder did not answer in time, and for every record made before.
 */
export const attendanceAddress = {
  id: '121-attendance-address',
  sql: `
ALTER TABLE attendance ADD COLUMN address text;
`,
};
