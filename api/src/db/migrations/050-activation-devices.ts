/**
 * Accounts are opened only by a one-time secret HR hands over (an activation code: the same
 * secret as a link and as a short code), never by anything derived from personal data. The code
 * is stored hashed; it dies when a password is set with it, when a newer one is issued, or after
 * seven days. Sessions keep the device and address they were started from, for Setting → Devices.
 */
export const activationDevices = {
  id: '050-activation-devices',
  sql: `
CREATE TABLE activation_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  issued_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activation_codes_user_live ON activation_codes (user_id) WHERE used_at IS NULL;

ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN client_address text;
`,
};
