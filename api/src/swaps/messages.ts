/** What the shift swap routes say (issue 25). */
export const SWAP_MESSAGES = {
  asked: 'Shift swap asked',
  accepted: 'Shift swap accepted',
  declined: 'Shift swap declined',
  approved: 'Shift swap approved',
  rejected: 'Shift swap rejected',
  list: 'Shift swaps',
  notFound: 'There is no such shift swap',
  dayInvalid: 'day must be a date as yyyy-mm-dd',
  colleagueNotFound: 'No colleague has that NIK',
  dayPast: 'That day has passed; only a day still to come can be swapped',
  notSameTeam: 'You can swap only with a colleague of your own team (the same supervisor)',
  notScheduled: 'Both of you must have a shift on that day to swap it',
  notYours: 'This shift swap is not yours to decide',
  notAccepted: 'Your colleague has not accepted this shift swap yet',
  alreadyDecided: 'This shift swap has already been decided',
} as const;
