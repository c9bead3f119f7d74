/** Every message the attendance routes answer, so tests and callers name them instead of copying text. */
export const MESSAGES = {
  locations: 'Work locations',
  canClockIn: 'You can clock in now',
  canClockOut: 'You can clock out now',
  notClockedIn: 'You have not clocked in today',
  alreadyClockedIn: 'You have already clocked in, please clock out first',
  alreadyClockedOut: 'You have already clocked out, please clock in first',
  clockedIn: 'Clock In success',
  clockedOut: 'Clock Out success',
  outOfRadius: 'Your location is out of radius',
  clockingBusy: 'Your clock-in could not be saved just now, please send it again',
  positionImprecise: (metres: number) =>
    `Your position is only accurate to ±${metres} m. Step outside or wait a moment.`,
  sentTooLate:
    'This clock-in was made more than 12 hours ago and can no longer be sent. Ask for an attendance correction instead.',
  photoRequired: 'A selfie photo is required',
  photoNotImage: 'The photo must be a JPEG or PNG image',
  photoTooLarge: 'Photo size too large, maximum 5 Mb!',
  notYourNik: 'You can only record your own attendance',
  month: 'Attendance log',
  day: 'Attendance list',
  detail: 'Attendance detail',
  recordNotFound: 'Attendance record not found',
  notYourRecord: 'You are not allowed to see this attendance record',
  photoNotFound: 'Photo not found',
  nonce: 'Clock-in nonce',
  keyRegistered: 'Signing key registered',
  keyNotUsable: 'The signing key must be an EC P-256 public key',
  keys: 'Signing keys',
  keyRevoked: 'Signing key revoked',
  keyNotFound: 'That signing key is not registered to this person',
  reviewQueue: 'Clock-ins to review',
  reviewed: 'Review saved',
  notYourReview: 'Only their supervisor or HR can review this clock-in',
  alreadyReviewed: 'This clock-in has already been reviewed',
  /**
   * The owner's inbox item once a flagged clocking is decided; `at` is "dd-mm-yyyy HH:mm", Jakarta.
   * Each sentence is written whole: the web finds it by its English shape (inbox.messages) to say it
   * in the reader's language.
   */
  reviewAccepted: (clocking: boolean, at: string) =>
    clocking ? `Your clock-in of ${at} was accepted` : `Your clock-out of ${at} was accepted`,
  reviewRejected: (clocking: boolean, at: string, reason: string) =>
    clocking ? `Your clock-in of ${at} was rejected: ${reason}` : `Your clock-out of ${at} was rejected: ${reason}`,
} as const;
