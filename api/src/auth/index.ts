// The auth domain's public entry: what other folders of the api may use of it. Anything not
// exported here is the domain's own (scripts/lint/layout.js).
export { activationLink, issueActivationCode, writeActivationCode } from './activation.js';
export { authenticate, type Caller, HR_END_REASONS, tokenCaller } from './authenticate.js';
export { deviceLabel } from './devices.js';
export { deviceTokens } from './routes.js';
export { nik } from './schemas.js';
export { endSessions } from './sessions.js';
export { spentNonce } from './tokens.js';
