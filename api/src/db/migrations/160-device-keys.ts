/**
 * A signing key per phone (issue 29). The clock screen makes a non-extractable ECDSA P-256 key pair
 * in the browser on first use and registers its public half here, for the person signed in
 * (device_keys: the JWK and its RFC 7638 thumbprint, key_id); every clock-in is then signed. A
 * clock-in sent at once signs a nonce the api issued (clocking_nonces: short-lived, single use, for
 * one person); one kept offline signs its own client_id and captured_at instead. HR may revoke a
 * key (audited): its signatures are flagged from then on. attendance.signature says how the record
 * was signed (signed, unsigned, bad_signature, key_revoked) and key_id by which key.
 */
export const deviceKeys = {
  id: '160-device-keys',
  sql: `
CREATE TABLE device_keys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_id text NOT NULL,
  public_key jsonb NOT NULL,
  device_id text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by integer REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (user_id, key_id)
);

CREATE TABLE clocking_nonces (
  nonce text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX clocking_nonces_user ON clocking_nonces (user_id, expires_at);

ALTER TABLE attendance ADD COLUMN signature text CHECK (signature IN ('signed', 'unsigned', 'bad_signature', 'key_revoked'));
ALTER TABLE attendance ADD COLUMN key_id text;
CREATE INDEX attendance_user_key ON attendance (user_id, key_id) WHERE key_id IS NOT NULL;
`,
};
