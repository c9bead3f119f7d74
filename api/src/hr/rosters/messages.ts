/** What the roster routes say (issue 25). */
export const ROSTER_MESSAGES = {
  grid: 'Roster',
  saved: (cells: number) => `Roster saved: ${cells} cells changed`,
  monthInvalid: 'month must be a month as yyyy-mm',
  changesInvalid:
    'Send between 1 and 20000 changes, each a NIK, a day (yyyy-mm-dd) and a cell (shift with a schedule, off, or empty)',
  scheduleNotFound: (id: number) => `There is no schedule ${id} in your company`,
  employeeNotFound: (nik: number) => `No employee has NIK ${nik}`,
  otherCompany: (nik: number) => `Employee ${nik} belongs to another company`,
} as const;

/** What the roster file's export and import say (issue 25); every row problem is a sentence HR can act on. */
export const ROSTER_FILE_MESSAGES = {
  dryRun: 'Dry run: nothing has been written yet',
  done: (cells: number) => `Roster imported: ${cells} ${cells === 1 ? 'cell' : 'cells'} changed`,
  empty: 'The file has no people under its header row',
  badHeader: 'The header row must start with NIK, then optionally Name, then one column per day (yyyy-mm-dd)',
  notADay: (header: string) => `The column ${header} is not a day (yyyy-mm-dd)`,
  dayNotInMonth: (day: string, month: string) => `The day ${day} is not in the month ${month} of the file`,
  duplicateDay: (day: string) => `The day ${day} has more than one column`,
  nikInvalid: 'NIK must be digits',
  nulByte: 'The row contains a NUL character',
  duplicateNik: (nik: number, row: number) => `NIK ${nik} appears more than once in the file (also row ${row})`,
  unknownNik: (nik: number) => `No employee has NIK ${nik}`,
  otherCompanyNik: (nik: number) => `NIK ${nik} belongs to another company`,
  unknownSchedule: (day: string, name: string) => `${day}: there is no schedule named "${name}" in your company`,
  hasErrors: 'The file has errors; nothing was written',
} as const;
