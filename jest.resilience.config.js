// The resilience suite (tests/resilience): the real stack as `npm start` runs it, disrupted. Its
// own config so that `npm run test:unit` stays quick; `npm test` runs it (scripts/test.mjs).
import base from './jest.config.js';

const gateway = base.projects.find((project) => project.displayName === 'gateway');

export default {
  testTimeout: 180000,
  projects: [{ ...gateway, displayName: 'resilience', roots: ['<rootDir>/tests/resilience'] }],
};
