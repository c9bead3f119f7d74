import { HR_ADMIN_ROLE, supervises } from '../users/index.js';

/**
 * Who may read a user's attendance records and photos: the user, the supervisor (role 2) the user
 * reports to (users.supervisor_id), and an HR admin of the user's company (the recap's person
 * month opens them). Everyone else is refused.
 */
export function mayReadAttendanceOf(
  reader: { id: number; role_id: number; comp_kd: string | null },
  owner: { id: number; supervisor_id: number | null; comp_kd: string | null },
): boolean {
  const hrOfCompany = reader.role_id === HR_ADMIN_ROLE && reader.comp_kd !== null && reader.comp_kd === owner.comp_kd;
  return reader.id === owner.id || supervises(reader, owner) || hrOfCompany;
}
