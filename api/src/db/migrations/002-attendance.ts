export const attendance = {
  id: '002-attendance',
  sql: `
CREATE TABLE work_locations (
  lok_kd text PRIMARY KEY,
  lok_nm text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  radius double precision NOT NULL CHECK (radius > 0),
  divisi_kd text,
  subdivisi_kd text,
  dept_kd text
);

CREATE TABLE attendance (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  clocking boolean NOT NULL,
  attended_at timestamptz NOT NULL,
  attend_date date NOT NULL,
  latitude double precision,
  longitude double precision,
  lok_kd text,
  lok_nm text,
  photo text,
  description text,
  client_date text,
  client_time text,
  is_correction boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attendance_user_date ON attendance (user_id, attend_date);
`,
};
