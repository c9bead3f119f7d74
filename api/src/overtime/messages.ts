/** Every sentence a person reads from the overtime domain (docs/rules.md §13). */

/** Hours as a person reads them: "4", "2.5", "18". */
export const hoursText = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

export const OVERTIME_MESSAGES = {
  dateInvalid: 'Overtime date must be a date (yyyy-mm-dd)',
  shift: 'The shift of the day',
  timeInvalid: 'Overtime times must be HH:mm (24-hour)',
  reasonRequired: 'Overtime reason is required',
  reasonTooLong: 'Overtime reason may be at most 1000 characters',
  endNotAfterStart: 'Planned end must be after the planned start',
  dayLimit: (minutes: number) =>
    `Overtime on a working day may be at most 4 hours (PP 35/2021 art. 26); this request asks for ${hoursText(minutes)} hours`,
  weekLimit: (already: number, asked: number) =>
    `Overtime may be at most 18 hours a week (PP 35/2021 art. 26); this week already has ${hoursText(already)} hours, this request would add ${hoursText(asked)}`,
  overlap: 'There is already an overtime request on this day',
  notYourEmployee: 'You can only ask overtime for yourself or your own team',
  noSupervisor: 'You have no supervisor to approve overtime, please contact HR',
  excluded: 'Your position is excluded from overtime pay; please contact HR',
  notFound: 'Overtime request not found',
  consentOnlyEmployee: 'Only the employee can agree to their own overtime',
  alreadyConsented: 'You have already agreed to this overtime',
  consentFirst: 'The employee has not agreed to this overtime yet',
  alreadyDecided: 'This overtime request has already been decided',
  notApprover: 'Only the approver of this overtime request can decide it',
  pastDay: 'Overtime can be asked from today on',
  requested: 'Overtime request submitted',
  consented: 'Overtime agreed',
  withdrawn: 'Overtime request withdrawn',
  withdrawOnlyOwn: 'Only the employee, or whoever asked it, can withdraw this overtime request',
  approved: 'Overtime request approved',
  rejected: 'Overtime request rejected',
  list: 'Overtime requests',
  roundingInvalid: 'Rounding must be 0, 15, 30 or 60 minutes',
  weekdayInvalid: 'The shortest working day must be a weekday from 1 (Monday) to 6 (Saturday), or none',
  choiceInvalid: 'Each overtime choice is yes or no',
  excludedInvalid: 'excluded must be true or false',
  employeeNotFound: 'No employee has that NIK',
  settings: 'Overtime rules',
  settingsSaved: 'Overtime rules saved',
  exclusionSaved: 'Overtime exclusion saved',
  wageInvalid: 'The monthly wage must be a whole number of rupiah above 0, or none',
  wages: 'Monthly wages',
  wageSaved: 'Monthly wage saved',
} as const;
