/**
 * The audit trail's sentences (issue 46), by key. An entry stores its key and values beside the
 * English sentence, so the web writes it in the reader's language from its own catalogues
 * (`hr.audit.summaries.<key>` in web/src/i18n/locales/{en,id}/hr.json, the same placeholders), as
 * it does an error id; the English one stays the row's `summary` for any other reader, and is
 * what an entry stored before keys were (migration 213) still shows.
 */
export const AUDIT_SUMMARIES = {
  announcementPublish: 'Published "{{title}}"',
  faceSettings: 'Changed the face check settings',
  faceReenrol: 'Asked {{employee}} to enrol their face again',
  announcementEdit: 'Edited "{{title}}"',
  announcementEnd: 'Ended "{{title}}"',
  announcementDelete: 'Deleted "{{title}}"',
  overtimeWithdraw: '{{name}} withdrew the overtime request on {{span}}',
  reviewInAccepted: 'Clock In of {{day}} {{time}} accepted: {{reason}}',
  reviewInRejected: 'Clock In of {{day}} {{time}} rejected: {{reason}}',
  reviewOutAccepted: 'Clock Out of {{day}} {{time}} accepted: {{reason}}',
  reviewOutRejected: 'Clock Out of {{day}} {{time}} rejected: {{reason}}',
  swapAsk: '{{requester}} asked {{colleague}} to swap shifts on {{day}}: {{mine}} ↔ {{theirs}}',
  swapAccept: '{{colleague}} accepted the shift swap of {{day}} with {{requester}}',
  swapDecline: '{{colleague}} declined the shift swap of {{day}} with {{requester}}',
  swapApprove: '{{supervisor}} approved the shift swap of {{day}} between {{requester}} and {{colleague}}',
  swapReject: '{{supervisor}} rejected the shift swap of {{day}} between {{requester}} and {{colleague}}',
  overtimeRulesEveryNone: 'Set overtime rounding to every minute and the shortest working day to none',
  overtimeRulesEveryDay:
    'Set overtime rounding to every minute and the shortest working day to ISO weekday {{weekday}}',
  overtimeRulesBlocksNone:
    'Set overtime rounding to whole {{minutes}}-minute blocks and the shortest working day to none',
  overtimeRulesBlocksDay:
    'Set overtime rounding to whole {{minutes}}-minute blocks and the shortest working day to ISO weekday {{weekday}}',
  overtimeExclude: 'Excluded {{employee}} from overtime pay',
  overtimeInclude: '{{employee}} may be paid overtime again',
  overtimeRequest: '{{supervisor}} asked overtime for {{employee}} on {{span}}',
  overtimeConsent: '{{employee}} agreed to overtime on {{span}}',
  overtimeApprove: "Approved {{employee}}'s overtime on {{span}}",
  overtimeReject: "Rejected {{employee}}'s overtime on {{span}}",
  wageSet: "Set {{employee}}'s monthly wage",
  wageRemove: "Removed {{employee}}'s monthly wage",
  scheduleCreate: 'Created schedule {{schedule}}',
  scheduleUpdate: 'Changed schedule {{schedule}}',
  scheduleDelete: 'Deleted schedule {{schedule}}',
  scheduleAssignEmployee: 'Assigned schedule {{schedule}} to employee {{target}} from {{from}}',
  scheduleAssignDivision: 'Assigned schedule {{schedule}} to division {{target}} from {{from}}',
  scheduleAssignSubdivision: 'Assigned schedule {{schedule}} to subdivision {{target}} from {{from}}',
  scheduleAssignDepartment: 'Assigned schedule {{schedule}} to department {{target}} from {{from}}',
  scheduleUnassignEmployee: 'Removed schedule {{schedule}} of employee {{target}} from {{from}}',
  scheduleUnassignDivision: 'Removed schedule {{schedule}} of division {{target}} from {{from}}',
  scheduleUnassignSubdivision: 'Removed schedule {{schedule}} of subdivision {{target}} from {{from}}',
  scheduleUnassignDepartment: 'Removed schedule {{schedule}} of department {{target}} from {{from}}',
  employeeCreate: 'Created {{employee}} ({{nik}})',
  employeeUpdate: 'Changed {{fields}}',
  employeeRehire: 'Re-hired {{employee}} from {{day}}',
  employeeReactivate: 'Reactivated {{employee}}',
  employeeDeactivate: 'Deactivated {{employee}}, last working day {{day}}; their sessions ended',
  employeeRequirePassword: 'Required {{employee}} to set a new password; their sessions ended',
  employeeEndSessions: 'Signed {{employee}} out on every device',
  employeeRevokeKey: "Revoked the signing key of {{employee}}'s {{device}} (registered {{day}})",
  employeeActivationMailed: 'Issued an activation code and e-mailed it to {{email}}',
  employeeActivation: 'Issued an activation code',
  employeeImportCreate: 'Created from {{file}}, row {{row}}',
  employeeImportUpdate: 'Updated from {{file}}, row {{row}}',
  locationCreate: 'Created location {{code}} {{name}}',
  locationUpdate: 'Changed location {{code}}',
  locationDelete: 'Deleted location {{code}} {{name}}',
  unitCreateDivision: 'Created division {{code}} {{name}}',
  unitCreateSubdivision: 'Created subdivision {{code}} {{name}}',
  unitCreateDepartment: 'Created department {{code}} {{name}}',
  unitUpdateDivision: 'Changed division {{code}}',
  unitUpdateSubdivision: 'Changed subdivision {{code}}',
  unitUpdateDepartment: 'Changed department {{code}}',
  unitDeleteDivision: 'Deleted division {{code}} {{name}}',
  unitDeleteSubdivision: 'Deleted subdivision {{code}} {{name}}',
  unitDeleteDepartment: 'Deleted department {{code}} {{name}}',
  rosterUpdate: 'Changed the roster of {{employee}}',
  holidayAddCompany: 'Added company day off {{day}} {{name}}',
  holidayAddCutiBersama: 'Added cuti bersama {{day}} {{name}}',
  holidayRemove: 'Removed holiday {{day}} {{name}}',
  holidayRestore: 'Restored national holiday {{day}} {{name}}',
  cutiBersamaRestore: 'Restored cuti bersama {{day}} {{name}}',
  leaveAdjust: "Adjusted {{employee}}'s {{type}} by {{days}} days: {{reason}}",
  leavePolicyCreate: 'Added the {{type}} leave policy',
  leavePolicyUpdate: 'Changed the {{type}} leave policy',
  leaveSettings: 'Changed the leave settings',
  leaveImport: "Set {{employee}}'s {{type}} to {{days}} days from {{file}}, row {{row}}: {{reason}}",
  leaveImportOpening:
    "Set {{employee}}'s {{type}} to {{days}} days from {{file}}, row {{row}}: Opening balance from {{file}}, row {{row}}",
  correctionWindowCutoff: 'Set the correction window to the monthly cut-off day {{day}}',
  correctionWindowDays: 'Set the correction window to {{count}} days',
  correctionWindowDay: 'Set the correction window to 1 day',
  notificationSettingsUpdate: 'Changed the reminder and notification settings',
  correctionApproveIn: "Approved {{employee}}'s attendance correction (Clock In on {{day}} at {{time}})",
  correctionApproveOut: "Approved {{employee}}'s attendance correction (Clock Out on {{day}} at {{time}})",
  correctionRejectIn: "Rejected {{employee}}'s attendance correction (Clock In on {{day}} at {{time}})",
  correctionRejectOut: "Rejected {{employee}}'s attendance correction (Clock Out on {{day}} at {{time}})",
  correctionWithdrawIn: '{{employee}} withdrew their attendance correction request (Clock In on {{day}} at {{time}})',
  correctionWithdrawOut: '{{employee}} withdrew their attendance correction request (Clock Out on {{day}} at {{time}})',
  leaveApprove: "Approved {{employee}}'s {{type}} request ({{days}})",
  leaveReject: "Rejected {{employee}}'s {{type}} request ({{days}})",
  leaveCancel: '{{employee}} cancelled their {{type}} request ({{days}})',
} as const;

export type AuditSummaryKey = keyof typeof AUDIT_SUMMARIES;
export type AuditValues = Record<string, string | number>;

/** An entry's sentence: its key and the values its placeholders take. */
export interface AuditSummary {
  key: AuditSummaryKey;
  values: AuditValues;
}

export const auditSummary = (key: AuditSummaryKey, values: AuditValues = {}): AuditSummary => ({ key, values });

/** The English sentence, as the row's `summary` keeps it. */
export const summaryText = ({ key, values }: AuditSummary): string =>
  AUDIT_SUMMARIES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** A unit kind's part of a key (division → Division). */
export const kindKey = <Kind extends 'division' | 'subdivision' | 'department' | 'employee'>(kind: Kind) =>
  (kind.charAt(0).toUpperCase() + kind.slice(1)) as Capitalize<Kind>;
