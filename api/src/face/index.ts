// The face domain's public entry (issue 49): what other folders of the api may use of it.
export { checkSelfie, clockFaceCheck, learnLook, sweepDepartedTemplates, type FaceVerdict } from './service.js';
export { faceNeedsReview } from './compare.js';
export { faceRoutes } from './routes.js';
export { companyFace, requireReenrolment, updateFaceSettings } from './hr.js';
export { FACE_MESSAGES } from './messages.js';
