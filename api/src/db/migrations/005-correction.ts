export const correction = {
  id: '005-correction',
  sql: `
CREATE TABLE attendance_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL,
  clocking boolean NOT NULL,
  reason text NOT NULL,
  attachment text,
  photo text NOT NULL,
  latitude double precision,
  longitude double precision,
  lok_nm text,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  attendance_id bigint REFERENCES attendance (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attendance_requests_user ON attendance_requests (user_id, created_at);
CREATE INDEX attendance_requests_photo ON attendance_requests (photo);
CREATE INDEX attendance_requests_attachment ON attendance_requests (attachment) WHERE attachment IS NOT NULL;
`,
};
