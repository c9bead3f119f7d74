import { IMPORT_FILE_MESSAGES } from '../../platform/import/messages.js';

/** Every message of the HR import; row problems are sentences a person can act on. */
export const IMPORT_MESSAGES = {
  ...IMPORT_FILE_MESSAGES,
  dryRun: 'Dry run: nothing has been written yet',
  done: (counts: { create: number; update: number; unchanged: number }) =>
    `Import done: ${counts.create} created, ${counts.update} updated, ${counts.unchanged} unchanged`,
  empty: 'The file has no employees under its header row',
  hasErrors: 'The file has errors; nothing was written',
  notFound: 'This dry run has expired; upload the file again',
  importIdRequired: 'import_id is required',
  required: (column: string) => `${column} is required for a new employee`,
  duplicateNik: (nik: number, row: number) => `NIK ${nik} appears more than once in the file (also row ${row})`,
  otherCompanyNik: (nik: number) => `NIK ${nik} belongs to another company`,
  duplicateEmail: (email: string, row: number) => `The e-mail ${email} is also in row ${row}`,
  emailTaken: (email: string, nik: number) => `The e-mail ${email} is already used by NIK ${nik}`,
  supervisorUnknown: (nik: number) => `Supervisor NIK ${nik} is not an employee of this company or this file`,
  supervisorNotRole2: (nik: number) => `Supervisor NIK ${nik} is not a supervisor (role 2)`,
  supervisorInactive: (nik: number) => `Supervisor NIK ${nik} is deactivated`,
  supervisorSelf: 'An employee cannot be their own supervisor',
  cycle: (chain: number[]) => `The supervisors make a loop: ${chain.join(' → ')}`,
  stillSupervises: (count: number) =>
    `This person would no longer be a supervisor but still supervises ${count} ${count === 1 ? 'employee' : 'employees'}`,
  templateName: (format: string) => `hadir-employees-template.${format}`,
  formatInvalid: 'The template is available as xlsx or csv',
} as const;
