/** What the roster routes say (issue 25). */
export const ROSTER_MESSAGES = {
  grid: 'Roster',
  saved: (cells: number) => `Roster saved: ${cells} cells changed`,
  monthInvalid: 'month must be a month as yyyy-mm',
  changesInvalid: 'Send between 1 and 20000 changes, each a NIK, a day (yyyy-mm-dd) and a cell (shift with a schedule, off, or empty)',
  scheduleNotFound: (id: number) => `There is no schedule ${id} in your company`,
  employeeNotFound: (nik: number) => `No employee has NIK ${nik}`,
  otherCompany: (nik: number) => `Employee ${nik} belongs to another company`,
} as const;
