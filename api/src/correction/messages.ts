/** Every message of the correction domain; the spec's (section 5, Attendance request modal) word for word. */
export const MESSAGES = {
  dateRequired: 'Request Date field is required',
  reasonRequired: 'Request reason is required',
  clockingRequired: 'Clock In / Out is required',
  attachmentTooLarge: 'Attachment size too large, maximum 5 Mb!',
  dateInvalid: 'Request date is not a valid date and time',
  dateOutOfWindow: 'Request date must be between yesterday and now',
  settings: "The company's correction settings",
  settingsSaved: 'Correction settings saved',
  window: 'The correction window',
  reasonTooLong: 'Request reason may be at most 255 characters',
  nikInvalid: 'NIK must be a number',
  nikMismatch: 'You can only request a correction for yourself',
  locationTooLong: 'Location name may be at most 255 characters',
  latitudeInvalid: 'Latitude must be a number between -90 and 90',
  longitudeInvalid: 'Longitude must be a number between -180 and 180',
  photoRequired: 'Photo is required',
  photoType: 'File not supported, please attach PNG or JPG format!',
  attachmentType: 'File not supported, please attach PDF, PNG or JPG format!',
  noSupervisor: 'You have no supervisor to send this request to',
  sent: 'Attendance correction request sent',
  found: 'Attendance correction request',
  approved: 'Attendance correction approved',
  rejected: 'Attendance correction rejected',
  decisionInvalid: 'Decision must be Approved or Rejected',
  idInvalid: 'Request id must be a number',
  alreadyDecided: 'This request has already been decided',
  mine: 'Your attendance correction requests waiting for a decision',
  withdrawn: 'Attendance correction request withdrawn',
  withdrawOnlyOwn: 'You can only withdraw your own correction request',
} as const;

/** The reasons the modal offers; "Other" sends its own text instead, so any text up to 255 goes. */
export const REASONS = [
  'Ganti Jadwal',
  'Handphone Bermasalah',
  'Tidak Bisa Login',
  'Aplikasi Bermasalah',
  'Lupa Clock In / Clock Out',
] as const;

export const ATTACHMENT_MAX_BYTES = 5_242_880;
export const REASON_MAX_LENGTH = 255;

/** The refusal of a date outside the window: the spec's words for 1 day, the window's width for more (issue 25). */
export const outOfWindowMessage = (days: number) =>
  days === 1 ? MESSAGES.dateOutOfWindow : `Request date must be within the last ${days} days, up to now`;

/** The refusal of a date before a monthly cut-off's window (issue 25): from when, and which day closes a month. */
export const cutoffMessage = (from: string, day: number) =>
  `Request date must be from ${from} to now: corrections for a month close after day ${day} of the next month`;
