/** roleId 2 is a supervisor (DESIGN.md, Roles). */
export const SUPERVISOR_ROLE = 2;
/** roleId 3 is an HR admin of their own company (DESIGN.md, The company side); also an employee. */
export const HR_ADMIN_ROLE = 3;

/**
 * True when `reader` supervises `owner`: a supervisor (role 2) whose id is the owner's
 * users.supervisor_id. Neither the role alone nor supervisor_id alone is enough.
 */
export const supervises = (reader: { id: number; role_id: number }, owner: { supervisor_id: number | null }) =>
  reader.role_id === SUPERVISOR_ROLE && owner.supervisor_id !== null && owner.supervisor_id === reader.id;
