export const auth = {
  id: '001-auth',
  sql: `
CREATE TABLE users (
  id serial PRIMARY KEY,
  nik bigint NOT NULL UNIQUE,
  name text NOT NULL,
  gender text,
  email text UNIQUE,
  phone text,
  address text,
  birth_date date,
  birth_place text,
  comp_kd text,
  divisi_kd text,
  subdivisi_kd text,
  dept_kd text,
  profile text,
  role_id integer NOT NULL DEFAULT 1,
  blood text,
  supervisor_id integer REFERENCES users (id),
  password_hash text NOT NULL,
  must_reset_password boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text
);
CREATE INDEX sessions_user_active ON sessions (user_id) WHERE ended_at IS NULL;

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
};
