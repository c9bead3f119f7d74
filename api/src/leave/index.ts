// The leave domain's public entry: what other folders of the api may use of it. Anything not
// exported here is the domain's own (scripts/lint/layout.js).
export { routed, routeRequest } from './approvers.js';
export { catchUpLedger } from './balance.js';
export { displayDay, leaveDays } from './dates.js';
export { escalateStalled, type StalledRequest } from './escalation.js';
export { checkedOn, forgetCheck, forgetCompanyChecks } from './ledger-checks.js';
export { appendLines, companyBalances, ledgerState } from './ledger-queries.js';
export { LEAVE_IMPORT_MESSAGES, LEAVE_MESSAGES } from './messages.js';
export {
  OPENING_COLUMNS,
  OPENING_REQUIRED,
  OPENING_ROWS_SHOWN,
  type OpeningColumn,
  type OpeningContext,
  type OpeningPlan,
  planOpening,
} from './opening-plan.js';
export { annualLeaveFrom, companyPolicies, reportLeaveTypes, savePolicy } from './policy-queries.js';
