// The workdays domain's public entry: what other folders of the api may use of it. Anything not
// exported here is the domain's own (scripts/lint/layout.js).
export {
  companyHolidayRows,
  type DecreedDay,
  decreedDays,
  decreedOn,
  holidaysBetween,
  nationalHolidays,
} from './holidays.js';
export {
  CHECK_IN_BEFORE_MINUTES,
  CHECK_OUT_AFTER_MINUTES,
  instanceDayOf,
  nextDay,
  previousDay,
  type ShiftInstance,
} from './instance.js';
export { type Day } from './day.js';
export { daysBetween, daysOf, type Person } from './month.js';
export { instancesAround } from './person.js';
export {
  companyAssignments,
  PERSON_ZONE,
  personSchedules,
  personZone,
  rosterOf,
  SCHEDULE_COLUMNS,
  scheduleOf,
  timeZones,
} from './queries.js';
export { assignmentsOf, defaultSchedule, isoWeekday, rosterKey, type Schedule, scheduleOn } from './schedule.js';
export { totalsOf } from './totals.js';
