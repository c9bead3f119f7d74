import base from '/work/main/eslint.config.js';
import tseslint from '/work/main/node_modules/typescript-eslint/dist/index.js';
export default [
  ...base,
  {
    files: ['api/src/**/*.ts', 'gateway/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: '/work/main' } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
];
