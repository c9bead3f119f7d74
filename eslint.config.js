// `npm run lint`: the layout rules (scripts/lint/layout.js), configuration read only in config/,
// the plain recommended sets, and two type-aware rules on the TypeScript sources: a promise nobody
// awaits or catches (its failure is lost, or crashes the process) and a promise handed where a
// plain function is expected (an onClick, a listener) are refused. `npm run typecheck` does the rest
// of the types.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layout from './scripts/lint/layout.js';

const ENV_MESSAGE = "read configuration in the tier's config/ folder (one place that validates it), and pass it in";

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '.tmp/',
    'data/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'gateway/src/__generated__/',
    'web/src/**/gql/',
    'web/dev-dist/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { layout },
    rules: {
      'layout/imports': 'error',
      // `_`-prefixed names are deliberately unused (a required parameter, a discarded element).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['{api,gateway,common}/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS files (Jest environments and stubs Jest loads with require) are CommonJS on purpose.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A test reads a reply (GraphQL `data`, a database row) whose shape its own assertions then
    // check; typing each reply would restate the assertion. App code keeps no-explicit-any.
    files: ['**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The tiers' own code reads its environment only through config/ (validated once, at start).
    files: ['api/src/**', 'gateway/src/**', 'web/src/**'],
    ignores: [
      '**/config/**',
      // Test harnesses pick the database a test run uses (TEST_DATABASE_URL); they are the tests'
      // config, not the app's, and never ship.
      '**/src/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: ENV_MESSAGE },
        { selector: "MemberExpression[object.type='MetaProperty'][property.name='env']", message: ENV_MESSAGE },
      ],
    },
  },
  // Not restricted: scripts/, tests/e2e/ and the jest/playwright/vite configs are the commands that
  // start processes and choose ports, databases and browsers; reading the environment is their job.
]);
