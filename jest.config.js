// One Jest run for the three tiers. Native ESM (run through `npm run test:unit`, which passes
// --experimental-vm-modules), TypeScript compiled by SWC, `.js` import suffixes mapped to sources.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
      // `with { type: 'json' }` kept for Jest's ESM loader, which warns on each JSON import without it.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

// cookie 2 and content-disposition 3 ship only ESM but are required from CommonJS
// (light-my-request; @fastify/static under swagger-ui); Node 20.19 allows that, Jest's module
// loader does not, so they are compiled to CommonJS for the tests.
const esmOnlyRequiredFromCjs = ['cookie', 'content-disposition'];

const cjsTransform = {
  [`/node_modules/(${esmOnlyRequiredFromCjs.join('|')})/.+\\.js$`]: [
    '@swc/jest',
    { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // Nested copies too (@fastify/static has its own content-disposition).
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmOnlyRequiredFromCjs.join('|')})/).*/node_modules/`],
  // @hadir/common is read from its sources, so a test needs no build of it first.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^@hadir/common/(.*)$': '<rootDir>/common/src/$1' },
};

export default {
  // A guard against a hang, not a wait: a file's setup starts a database, builds the whole api and
  // signs people in (argon2), several seconds of CPU that take five times as long on a CI machine
  // at load 10. Passing tests never wait for it.
  testTimeout: 90000,
  projects: [
    {
      // The repository's own checks (the layout rule, the docs' links, the contract's drift) and
      // common/, what the web and the api share.
      ...common,
      displayName: 'repo',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts', '<rootDir>/common/src'],
      // Only test files: scripts/test.mjs is `npm test` itself.
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': swc(false), ...cjsTransform },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      transform: { '^.+\\.ts$': swc(false), ...cjsTransform },
    },
    {
      ...common,
      displayName: 'gateway',
      testEnvironment: 'node',
      roots: ['<rootDir>/gateway/src'],
      transform: { '^.+\\.ts$': swc(false), ...cjsTransform },
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/web/src/test/jsdom-environment.cjs',
      roots: ['<rootDir>/web/src'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '\\.(css|png|jpg|svg|webp)(\\?.*)?$': '<rootDir>/web/src/test/file-stub.cjs',
      },
    },
  ],
};
