export const AUDIT_MESSAGES = {
  list: 'Audit trail',
  nikInvalid: 'NIK must be a number',
  dateInvalid: 'Dates must be yyyy-mm-dd',
  actionInvalid: 'Unknown action',
  pageSizeInvalid: 'page_size must be between 1 and 100',
} as const;

/** Every action the trail records (docs/hr-api.md). */
export const AUDIT_ACTIONS = [
  'employee.create',
  'employee.update',
  'employee.deactivate',
  'employee.reactivate',
  'employee.require_password',
  'employee.send_reset',
  'employee.import',
  'unit.create',
  'unit.update',
  'unit.delete',
  'location.create',
  'location.update',
  'location.delete',
  'leave.approve',
  'leave.reject',
  'correction.approve',
  'correction.reject',
] as const;
