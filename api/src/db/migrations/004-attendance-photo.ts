/** GET /images/attendance/:file finds the record that owns a selfie by its file name. */
export const attendancePhoto = {
  id: '004-attendance-photo',
  sql: `
CREATE INDEX attendance_photo ON attendance (photo) WHERE photo IS NOT NULL;
`,
};
