// The layout rule itself (scripts/lint/layout.js), and the api's folders free of run-time import circles.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import layout from './layout.js';

const root = resolve(import.meta.dirname, '../..');
const api = join(root, 'api/src');

/** The layout rule's messages for `code` written in the file at `path` (relative to the repository). */
function lint(path: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { layout },
          rules: { 'layout/imports': 'error' },
        },
      ],
      join(root, path),
    )
    .map((message) => message.message);
}

describe('layout/imports in the api', () => {
  it.each([
    [
      'a domain importing hr/',
      'api/src/leave/service.ts',
      "import { hrScope } from '../hr/recap/scope.js';",
      /domain 'leave' imports hr\//,
    ],
    [
      'the platform importing hr/',
      'api/src/platform/audit.ts',
      "import { hrRoutes } from '../hr/routes.js';",
      /the platform imports hr\//,
    ],
    [
      "a domain importing another domain's internals",
      'api/src/overtime/service.ts',
      "import { companyPolicies } from '../leave/policy-queries.js';",
      /domain 'leave''s internals: import it from leave\/index\.ts/,
    ],
    [
      "hr/ importing a domain's internals",
      'api/src/hr/recap/service.ts',
      "import { personMonth } from '../../recap/service.js';",
      /domain 'recap''s internals/,
    ],
    [
      "the platform importing a domain's internals",
      'api/src/platform/access.ts',
      "import { findSession } from '../auth/sessions.js';",
      /domain 'auth''s internals/,
    ],
    [
      'a re-export from inside another domain',
      'api/src/team/index.ts',
      "export { recapPage } from '../recap/service.js';",
      /domain 'recap''s internals/,
    ],
  ])('refuses %s', (_case, path, code, message) => {
    const messages = lint(path, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    [
      "a domain importing another's public entry",
      'api/src/overtime/service.ts',
      "import { companyPolicies } from '../leave/index.js';",
    ],
    [
      'a domain importing the platform',
      'api/src/leave/service.ts',
      "import { recordAudit } from '../platform/audit.js';",
    ],
    [
      'hr/ importing its own areas and a public entry',
      'api/src/hr/recap/routes.ts',
      "import { hrScope } from './scope.js';\nimport { recapPage } from '../../recap/index.js';",
    ],
    [
      'a file importing inside its own domain',
      'api/src/leave/service.ts',
      "import { fileLeave } from './decision.js';",
    ],
    [
      'a type-only import of internals (nothing of it runs)',
      'api/src/overtime/period.ts',
      "import type { Day } from '../workdays/day.js';\nimport { type Caller } from '../auth/authenticate.js';",
    ],
    ['a composition root wiring hr/', 'api/src/app.ts', "import { hrRoutes } from './hr/routes.js';"],
    [
      'a test reaching into another domain',
      'api/src/leave/ledger.test.ts',
      "import { findKey } from '../attendance/signing-keys.js';",
    ],
  ])('allows %s', (_case, path, code) => {
    expect(lint(path, code)).toEqual([]);
  });
});

/** Every production .ts file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.(test|d)\.ts$/.test(name) ? [path] : [];
  });
}

/** api/src's folders (a top-level file is its own node) and the run-time imports between them. */
function folderGraph(): Map<string, Set<string>> {
  const nodeOf = (path: string) => relative(api, path).split(sep)[0];
  const graph = new Map<string, Set<string>>();
  const importLine = /^(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+'(\.[^']+)'/gms;
  for (const file of sources(api)) {
    const from = nodeOf(file);
    for (const [, names, spec] of readFileSync(file, 'utf8').matchAll(importLine)) {
      if (
        /^\{[^}]*\}$/s.test(names) &&
        names
          .slice(1, -1)
          .split(',')
          .every((name) => !name.trim() || name.trim().startsWith('type '))
      )
        continue;
      const to = nodeOf(resolve(dirname(file), spec));
      if (to !== from && !to.startsWith('..')) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

describe("the api's folders", () => {
  it('have no run-time import circle between them', () => {
    const graph = folderGraph();
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (node: string, path: string[]) => {
      if (state.get(node) === 'done') return;
      if (state.get(node) === 'open') {
        circles.push([...path.slice(path.indexOf(node)), node].join(' → '));
        return;
      }
      state.set(node, 'open');
      for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
      state.set(node, 'done');
    };
    for (const node of graph.keys()) visit(node, []);
    expect(circles).toEqual([]);
    // The graph is read at all: the HR console stands on the platform and on domains' entries.
    expect(graph.get('hr')).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    expect([...graph.get('hr')!]).toEqual(expect.arrayContaining(['platform', 'recap', 'leave']));
  });
});

describe('layout/imports between the tiers and common/', () => {
  it('refuses a tier reaching into common/ by path (it is the package @hadir/common) and common/ importing a tier', () => {
    expect(
      lint('api/src/attendance/signing.ts', "import { fieldsText } from '../../../common/src/clocking.js';")[0],
    ).toMatch(/api imports common's source/);
    expect(
      lint('common/src/clocking.ts', "import { sha256Hex } from '../../api/src/attendance/signing.js';")[0],
    ).toMatch(/common imports api's source/);
  });

  it('allows a tier to use the package', () => {
    expect(
      lint('web/src/features/attendance/lib/clock-signing.ts', "import { fieldsText } from '@hadir/common/clocking';"),
    ).toEqual([]);
  });
});

describe('layout/imports around first paint in the web (web/src/first-paint/)', () => {
  it.each([
    [
      'first-paint/ importing a screen',
      'web/src/first-paint/use-first-paint.ts',
      "import { LoginScreen } from '../features/auth/components/login-screen';",
      /first-paint\/ imports feature 'auth'/,
    ],
    [
      'first-paint/ importing app/',
      'web/src/first-paint/page-script.ts',
      "import { theme } from '../app/theme';",
      /first-paint\/ imports app\//,
    ],
    [
      'first-paint/ importing components/',
      'web/src/first-paint/drawing.ts',
      "import { LanguageSelect } from '../components/language-select';",
      /first-paint\/ imports components\//,
    ],
    [
      'a screen importing the build-time renderer',
      'web/src/features/auth/components/login-screen.tsx',
      "import { drawnScreens } from '../../../first-paint/render';",
      /first-paint\/render\.tsx/,
    ],
    [
      'app/ importing the build-time renderer',
      'web/src/app/app.tsx',
      "import { drawnScreens } from '../first-paint/render';",
      /only the build runs it/,
    ],
    [
      'lib/ importing first-paint/',
      'web/src/lib/session-store.ts',
      "import { SIGNED_IN_KEY } from '../first-paint/first-screen';",
      /lib\/ imports first-paint\//,
    ],
  ])('refuses %s', (_case, path, code, message) => {
    const messages = lint(path, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    [
      'a screen taking its drawing over',
      'web/src/features/attendance/components/clock-screen.tsx',
      "import { useFirstPaint } from '../../../first-paint/use-first-paint';",
    ],
    [
      'a shared component taking the drawing over',
      'web/src/components/language-select.tsx',
      "import { useFirstPaint } from '../first-paint/use-first-paint';",
    ],
    [
      'first-paint/ standing on lib/ and i18n/',
      'web/src/first-paint/fill.ts',
      "import { displayName } from '../lib/display-name';\nimport { openingLanguage } from '../i18n/opening-language';",
    ],
    [
      'the renderer drawing the screens in the theme',
      'web/src/first-paint/render.tsx',
      "import { LoginScreen } from '../features/auth/components/login-screen';\nimport { theme } from '../app/theme';",
    ],
    ["the renderer's own test", 'web/src/first-paint/render.test.tsx', "import { drawnScreens } from './render';"],
  ])('allows %s', (_case, path, code) => {
    expect(lint(path, code)).toEqual([]);
  });
});
