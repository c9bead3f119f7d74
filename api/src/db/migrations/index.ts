import { auth } from './001-auth.js';
import { changeNotices } from './207-change-notices.js';
import { clockingHeads } from './208-clocking-heads.js';
import { exportHeartbeat } from './209-export-heartbeat.js';
import { attendance } from './002-attendance.js';
import { leave } from './003-leave.js';
import { attendancePhoto } from './004-attendance-photo.js';
import { correction } from './005-correction.js';
import { rateLimits } from './010-rate-limits.js';
import { hotIndexes } from './015-hot-indexes.js';
import { userLanguage } from './020-user-language.js';
import { organisation } from './030-organisation.js';
import { audit } from './031-audit.js';
import { hrImports } from './032-hr-imports.js';
import { employeeSort } from './033-employee-sort.js';
import { workSchedules } from './040-work-schedules.js';
import { companyHolidays } from './041-company-holidays.js';
import { hrExports } from './045-hr-exports.js';
import { activationDevices } from './050-activation-devices.js';
import { shiftWindows } from './060-shift-windows.js';
import { exportJobs } from './090-export-jobs.js';
import { leaveLedger } from './070-leave-ledger.js';
import { leaveCancel } from './071-leave-cancel.js';
import { leaveEscalation } from './072-leave-escalation.js';
import { employmentDates } from './061-employment-dates.js';
import { clockingTrust } from './110-clocking-trust.js';
import { overtime } from './100-overtime.js';
import { languageNotChosen } from './120-language-not-chosen.js';
import { attendanceAddress } from './121-attendance-address.js';
import { clockingClientId } from './130-clocking-client-id.js';
import { correctionWindow } from './140-correction-window.js';
import { leaveBalanceImport } from './150-leave-balance-import.js';
import { leaveLedgerChecked } from './151-leave-ledger-checked.js';
import { deviceKeys } from './160-device-keys.js';
import { timeZones } from './170-time-zones.js';
import { rosters } from './180-rosters.js';
import { rosterImport } from './181-roster-import.js';
import { overtimeRules } from './190-overtime-rules.js';
import { overtimeEscalation } from './191-overtime-escalation.js';
import { monthlyWages } from './192-monthly-wages.js';
import { notifications } from './193-notifications.js';
import { announcements } from './197-announcements.js';
import { overtimeChoices } from './200-overtime-choices.js';
import { auditSummaryKeys } from './213-audit-summary-keys.js';
import { reminders } from './214-reminders.js';
import { faceCheck } from './215-face-check.js';
import { inboxMessageKeys } from './216-inbox-message-keys.js';
import { outboxNotices } from './217-outbox-notices.js';
import { faceBrowser } from './219-face-browser.js';
import { faceUnreadable } from './220-face-unreadable.js';
import { faceBrowserBlink } from './224-face-browser-blink.js';
import { exportJobKinds } from './225-export-job-kinds.js';
import { faceLooks } from './226-face-looks.js';
import { nonceOnClocking } from './227-nonce-on-clocking.js';
import { clockingNotices } from './228-clocking-notices.js';

export interface Migration {
  id: string;
  sql: string;
}

/** Every migration, in the order it runs. Add new ones at the end; never edit one that has shipped. */
export const migrations: Migration[] = [
  auth,
  attendance,
  leave,
  attendancePhoto,
  correction,
  rateLimits,
  hotIndexes,
  userLanguage,
  organisation,
  audit,
  hrImports,
  employeeSort,
  workSchedules,
  companyHolidays,
  hrExports,
  activationDevices,
  shiftWindows,
  exportJobs,
  leaveLedger,
  leaveCancel,
  leaveEscalation,
  employmentDates,
  clockingTrust,
  overtime,
  languageNotChosen,
  attendanceAddress,
  clockingClientId,
  correctionWindow,
  leaveBalanceImport,
  leaveLedgerChecked,
  deviceKeys,
  timeZones,
  rosters,
  rosterImport,
  overtimeRules,
  overtimeEscalation,
  monthlyWages,
  notifications,
  announcements,
  overtimeChoices,
  auditSummaryKeys,
  changeNotices,
  clockingHeads,
  exportHeartbeat,
  reminders,
  faceCheck,
  inboxMessageKeys,
  outboxNotices,
  faceBrowser,
  faceUnreadable,
  faceBrowserBlink,
  exportJobKinds,
  faceLooks,
  nonceOnClocking,
  clockingNotices,
];
