/** What the import reader says of a file it refuses, whichever import reads it. */
export const IMPORT_FILE_MESSAGES = {
  fileRequired: 'Choose a CSV or XLSX file',
  fileType: 'Only CSV or XLSX files can be imported',
  tooLarge: 'The file is larger than 5 MB',
  tooManyRows: 'The file has more than 10,000 rows',
  formulas: (where: string) => `The file contains formulas (first at ${where}); paste the values instead`,
  macros: 'Files with macros cannot be imported',
  unpacksTooLarge: (megabytes: string) =>
    `The file unpacks to ${megabytes} MB; an employee file may unpack to at most 40 MB`,
  partTooLarge: (part: string, megabytes: string) =>
    `The part ${part} of the file unpacks to ${megabytes} MB; at most 30 MB a part`,
  packedTooTightly: (part: string, ratio: number) =>
    `The part ${part} of the file is packed ${ratio} times smaller than it unpacks; a spreadsheet is packed at most 200 times`,
  partLies: (part: string) => `The part ${part} of the file does not unpack to the size the file declares`,
  tooManyParts: 'The file has more than 1,000 parts',
  externalLinks: 'The file links to other workbooks or data sources; paste the values instead',
  noSheet: 'The workbook has no sheet to import',
  badHeader: (missing: string[]) =>
    `The header row must name the columns ${missing.join(', ')} (download the template to see them all)`,
  unknownColumns: (columns: string[]) =>
    `Unknown columns: ${columns.join(', ')} (download the template to see them all)`,
} as const;
