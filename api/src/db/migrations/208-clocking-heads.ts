/**
 * A clock-in decided without a lock held across round trips (issue 48): each person's clockings
 * are counted here, and a clock-in is written only if the count is still the one its rule was
 * decided on (attendance/queries.ts writeClocking: one statement advances it, spends the nonce and
 * inserts the row). Two sent at once read the same count; the second's advance finds it moved and
 * writes nothing, and that clock-in is decided again on what the first wrote — as the lock on the
 * person's row made it wait before.
 */
export const clockingHeads = {
  id: '208-clocking-heads',
  sql: `
CREATE TABLE clocking_heads (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  clockings bigint NOT NULL
);
`,
};
