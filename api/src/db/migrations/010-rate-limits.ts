/**
 * Login and reset attempts counted per key (a NIK, an e-mail, a client address) in a fixed window,
 * shared by every api instance on the database. Used when REDIS_URL is not set.
 */
export const rateLimits = {
  id: '010-rate-limits',
  sql: `
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
`,
};
