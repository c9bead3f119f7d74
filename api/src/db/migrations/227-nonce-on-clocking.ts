/**
 * A spent nonce is kept on the clock-in that spent it (issue 48), no longer in a table of its own:
 * attendance.nonce, written by the clock-in's own INSERT (attendance/queries.ts writeClocking), and
 * unique, so a nonce is spent once whatever races. clocking_nonces cost every signed clock-in a row,
 * two indexes and a foreign-key check that locked the person's users row; the column costs one
 * partial index. Kept as the nonce's 12 random bytes (auth/tokens.ts spentNonce), not its 46
 * characters: about 50 bytes a signed clock-in in the row and the index, kept with the record for
 * good (nothing else to clear). A replay still reads as one (clockingFacts' nonce_used) and is
 * stored flagged, without the nonce.
 *
 * The nonces spent before still unexpired (five minutes at most; an expired one is refused as
 * expired before it is looked up) move to the clock-in that spent them: the same person's record
 * that arrived at the instant it was spent (writeClocking spent it and inserted the record in one
 * statement, at one clock: attended_at, or received_at for one sent late, at most 12 hours after
 * its attended_at, hence the days read). An hour's margin on now() spares a database clock behind
 * the api's. The expired ones go with the table.
 */
export const nonceOnClocking = {
  id: '227-nonce-on-clocking',
  sql: `
ALTER TABLE attendance ADD COLUMN nonce bytea;

UPDATE attendance a SET nonce = substring(decode(translate(spent.nonce, '-_', '+/') || '==', 'base64') FROM 1 FOR 12)
FROM (
  SELECT DISTINCT ON (r.id) n.nonce, r.id
  FROM clocking_nonces n
  CROSS JOIN LATERAL (
    SELECT id FROM attendance
    WHERE user_id = n.user_id
      AND attend_date BETWEEN (n.used_at AT TIME ZONE 'UTC')::date - 3 AND (n.used_at AT TIME ZONE 'UTC')::date + 1
      AND COALESCE(received_at, attended_at) = n.used_at AND signature IS NOT NULL
    ORDER BY id LIMIT 1
  ) r
  WHERE n.used_at IS NOT NULL AND n.expires_at > now() - interval '1 hour' AND n.nonce ~ '^[A-Za-z0-9_-]{46}$'
  ORDER BY r.id, n.nonce
) spent
WHERE a.id = spent.id;

CREATE UNIQUE INDEX attendance_nonce ON attendance (nonce) WHERE nonce IS NOT NULL;

DROP TABLE clocking_nonces;
`,
};
