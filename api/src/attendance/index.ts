// The attendance domain's public entry: what other folders of the api may use of it. Anything not
// exported here is the domain's own (scripts/lint/layout.js).
export { sweepUncheckedFaces } from './face-sweep.js';
export { GeocoderUnavailable } from './geocode.js';
export { MESSAGES } from './messages.js';
export { presentSigningKey } from './presenter.js';
export { signingKey } from './replies.js';
export { reviewCountsOf, waitingReviewCount } from './review.js';
export { isKeyId } from './schemas.js';
export { recordCorrectedClocking } from './service.js';
export { findKey, listKeys, revokeKey } from './signing-keys.js';
