export const leave = {
  id: '003-leave',
  sql: `
CREATE TABLE leave_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tipe text NOT NULL,
  reason text NOT NULL,
  leave_duration text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  start_time text,
  end_time text,
  attachment text NOT NULL,
  signature text NOT NULL,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  description text,
  replacement_date date,
  spv_signature text,
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  pdf_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX leave_requests_user ON leave_requests (user_id, start_date);

CREATE TABLE inbox (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message text NOT NULL,
  status text NOT NULL CHECK (status IN ('Pending', 'Approved', 'Success', 'Rejected')),
  redirect text,
  itemid text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inbox_user_created ON inbox (user_id, created_at);
`,
};
