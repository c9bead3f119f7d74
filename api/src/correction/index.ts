// The correction domain's public entry: what other folders of the api may use of it. Anything not
// exported here is the domain's own (scripts/lint/layout.js).
export { MESSAGES } from './messages.js';
export { changeCorrectionSettings, correctionSettingsBody, hrCorrectionSettings } from './settings.js';
