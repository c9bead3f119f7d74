/**
 * An offline clock-in (issue 29): the phone keeps a clock-in it could not send and sends it again
 * when the network returns, perhaps more than once (a reply lost on the way, two tabs, a reload).
 * client_id is the key the phone made for that clock-in (a UUID); one record per person and key,
 * so a repeat answers the first record instead of storing another (another person's key is
 * theirs). received_at is the api's own time of arrival when the record was sent late (a queued
 * clock-in recorded at the time the phone took it); null for a clocking sent as it was made.
 */
export const clockingClientId = {
  id: '130-clocking-client-id',
  sql: `
ALTER TABLE attendance ADD COLUMN client_id text;
ALTER TABLE attendance ADD COLUMN received_at timestamptz;
CREATE UNIQUE INDEX attendance_user_client_id ON attendance (user_id, client_id) WHERE client_id IS NOT NULL;
`,
};
