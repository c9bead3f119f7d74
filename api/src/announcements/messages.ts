/** Every sentence a person reads from the announcements (issue 47), word for word. */
export const ANNOUNCEMENT_MESSAGES = {
  list: 'Announcements',
  read: 'Announcement read',
  published: 'Announcement published',
  saved: 'Announcement saved',
  ended: 'Announcement ended',
  deleted: 'Announcement deleted',
  titleRequired: 'Give the announcement a title',
  titleTooLong: 'A title has at most 120 characters',
  bodyRequired: 'Write what the announcement says',
  bodyTooLong: 'An announcement has at most 4000 characters',
  startsInvalid: 'From must be a date as yyyy-mm-dd',
  endsInvalid: 'Until must be a date as yyyy-mm-dd',
  endsBeforeStart: 'Until cannot be before From',
  unitsInvalid: 'Units must be codes separated by commas',
  unknownUnit: 'Choose divisions and departments of your company',
  attachmentType: 'The attachment must be a picture (JPG or PNG) or a PDF',
  attachmentTooLarge: 'The attachment must be 5 MB or smaller',
  notFound: 'That announcement does not exist',
  alreadyEnded: 'That announcement has already ended',
} as const;

/** An attachment's size limit: the leave and correction attachments' 5 MB. */
export const ANNOUNCEMENT_FILE_MAX_BYTES = 5_242_880;
