/**
 * Who may read a user's attendance records and photos: the user, and the supervisor the user
 * reports to (users.supervisor_id). Everyone else is refused.
 */
export function mayReadAttendanceOf(reader: { id: number }, owner: { id: number; supervisor_id: number | null }): boolean {
  return reader.id === owner.id || (owner.supervisor_id !== null && owner.supervisor_id === reader.id);
}
