/** Every message the face routes answer (issue 49), so tests and callers name them instead of copying text. */
export const FACE_MESSAGES = {
  status: 'Face check',
  consentGiven: 'Consent recorded',
  consentWithdrawn: 'Consent withdrawn; your face template has been deleted',
  enrolled: 'Face enrolled',
  featureOff: 'Your company does not use the face check',
  consentRequired: 'Please agree to the face check notice first: your face template is only made with your consent',
  framesCount: (min: number, max: number) => `Please send ${min} to ${max} pictures of your face`,
  frameNotImage: 'Each picture must be a JPEG or PNG image',
  frameTooLarge: 'Picture size too large, maximum 5 Mb!',
  noFace: (frame: number) => `No face was found in picture ${frame}. Face the camera in good light and try again.`,
  settings: 'Face check settings',
  thresholdsOrder: 'The uncertain threshold cannot be above the match threshold',
  personNotFound: (nik: number) => `Employee ${nik} not found`,
  notEnrolled: 'This person has not enrolled their face',
  manyFaces: (frame: number) => `Picture ${frame} shows more than one face. Only your face, please.`,
} as const;

/**
 * The version of the notice a person agrees to (web: faceCheck.notice.*); a new text gets a new
 * version, a date with a suffix when it changes twice a day (compared as text: later sorts after).
 */
export const FACE_NOTICE_VERSION = '2026-12-07.2';

/**
 * The first notice that says accepted clock-in selfies can refine the template (faceCheck.notice.refine):
 * a look is learned only from a person whose consent in force is to it or a later one (UU PDP art. 20-22:
 * consent to what the notice says, no more). A person who agreed to an earlier notice keeps their
 * template as it was made.
 */
export const LOOKS_NOTICE_SINCE = '2026-12-07.2';
