/** What the holiday routes say. */
export const HOLIDAY_MESSAGES = {
  list: 'Holidays',
  added: 'Holiday added',
  removed: 'Holiday removed',
  restored: 'Holiday restored',
  yearInvalid: 'year must be a year from 2000 to 2100',
  dateInvalid: 'date must be a date as yyyy-mm-dd',
  nameRequired: 'Give the day a name',
  nameTooLong: 'A holiday name has at most 100 characters',
  kindInvalid: 'kind must be company or cuti_bersama',
  flagInvalid: 'counts_against_leave must be true or false',
  exists: 'That day is already a holiday',
  notFound: 'That day is not a holiday of this company',
  notRemoved: 'That national holiday already applies',
  shadowed: 'The company has its own day off on that date. Delete it first, then restore the national holiday',
} as const;
