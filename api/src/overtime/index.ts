// The overtime domain's public entry: what other folders of the api may use of it. Anything not
// exported here is the domain's own (scripts/lint/layout.js).
export { OVERTIME_MESSAGES } from './messages.js';
export { type OvertimeDayLine, overtimeOf, overtimeTotals } from './period.js';
export { presentLine } from './presenter.js';
export { overtimeSettings, wage, wages } from './replies.js';
export {
  changeExclusion,
  changeOvertimeSettings,
  exclusionBody,
  hrOvertimeSettings,
  overtimeSettingsBody,
} from './settings.js';
export { changeWage, companyWages, overtimePay, wageBody, wagesOf } from './wages.js';
