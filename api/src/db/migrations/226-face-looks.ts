/**
 * Learned looks (issue 49): a genuine clock-in with dark glasses, a hijab worn another way or a mask
 * scores "uncertain" against the enrolment's template every day. When a reviewer accepts such a
 * record, and the face is all that sent it to review, its selfie's descriptor becomes one more look
 * of the person (face/service.ts learnLook); a selfie is compared with the template and the looks
 * and the best similarity counts. Only the 1,024 numbers are kept, never the picture, at most three
 * a person (the oldest replaced), and only for the template in force: the looks hang on the template
 * (deleted with it: withdrawal, retention, a user deleted) and a re-enrolment deletes them
 * (face/queries.ts saveTemplate). attendance_id names the accepted record that taught it (one look a
 * record; deleting the record deletes what it taught).
 */
export const faceLooks = {
  id: '226-face-looks',
  sql: `
CREATE TABLE face_looks (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES face_templates (user_id) ON DELETE CASCADE,
  attendance_id bigint NOT NULL UNIQUE REFERENCES attendance (id) ON DELETE CASCADE,
  descriptor real[] NOT NULL,
  model text NOT NULL,
  learned_at timestamptz NOT NULL
);
CREATE INDEX face_looks_user ON face_looks (user_id, learned_at);
`,
};
