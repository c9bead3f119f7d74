// The users domain's public entry: what other folders of the api may use of it. Anything not
// exported here is the domain's own (scripts/lint/layout.js).
export { HR_ADMIN_ROLE, supervises, SUPERVISOR_ROLE } from './access.js';
export { presentUser, type UserRow } from './presenter.js';
export {
  findUserByEmail,
  findUserById,
  findUserByNik,
  lockUser,
  USER_NAMES,
  USER_NAMES_JOIN,
  USER_SELECT,
} from './queries.js';
export { session, user } from './replies.js';
