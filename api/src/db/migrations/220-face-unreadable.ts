/**
 * The face check's sweep (issue 49; jobs/face-sweep.ts) re-checks a clock-in whose in-process check
 * never ran (the api process died between storing it and checking it). A selfie the sweep cannot
 * read (its file gone from the store, or a picture the engine cannot decode) is stored as
 * 'unreadable', so it is not tried again at every run and cannot hold the queue. No index: the
 * sweep starts from the face templates (a company's enrolled people) and reads each one's last days
 * through attendance_user_day_latest (user_id, attend_date, …).
 */
export const faceUnreadable = {
  id: '220-face-unreadable',
  sql: `
ALTER TABLE attendance DROP CONSTRAINT attendance_face_outcome_check;
ALTER TABLE attendance ADD CONSTRAINT attendance_face_outcome_check
  CHECK (face_outcome IN ('match', 'uncertain', 'no_match', 'no_face', 'unreadable'));
`,
};
