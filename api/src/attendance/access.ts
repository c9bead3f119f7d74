import { supervises } from '../users/access.js';

/**
 * Who may read a user's attendance records and photos: the user, and the supervisor (role 2) the
 * user reports to (users.supervisor_id). Everyone else is refused.
 */
export function mayReadAttendanceOf(
  reader: { id: number; role_id: number },
  owner: { id: number; supervisor_id: number | null },
): boolean {
  return reader.id === owner.id || supervises(reader, owner);
}
