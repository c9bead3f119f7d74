// The layout rules as one ESLint rule: it resolves each relative import against the importing
// file and checks where the two files live. Path arithmetic only (no type information), so it
// costs nothing next to parsing.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const TIERS = ['api', 'gateway', 'web', 'common'];

/**
 * The api's folders by layer. A domain owns a part of the product and shows other folders only its
 * public entry (<domain>/index.ts); hr/ is the HR console's routes; the platform (platform/ and the
 * plumbing beside it) is what every domain stands on; the composition roots wire all of them.
 */
const API_DOMAINS = new Set([
  'attendance',
  'auth',
  'correction',
  'face',
  'health',
  'home',
  'inbox',
  'language',
  'leave',
  'overtime',
  'profile',
  'recap',
  'swaps',
  'team',
  'users',
  'workdays',
]);
const API_ROOTS = new Set([
  'app.ts',
  'index.ts',
  'bootstrap.ts',
  'background.ts',
  'admin.ts',
  'leave-check.ts',
  'jobs',
  'metrics',
  'test',
  'test-clock',
]);

/** The layer of a file in api/src: 'root', 'hr', 'domain' (with its name) or 'platform'. */
function apiLayer(parts) {
  const [top, ...rest] = parts;
  const file = rest.at(-1) ?? top;
  if (API_ROOTS.has(top) || (top === 'db' && file.startsWith('seed')) || (top === 'storage' && file === 'cli.ts'))
    return { layer: 'root' };
  if (top === 'hr') return { layer: 'hr' };
  if (API_DOMAINS.has(top))
    return { layer: 'domain', domain: top, entry: rest.length === 1 && /^index\.[jt]s$/.test(file) };
  return { layer: 'platform', folder: top };
}

/** Where a file sits: its tier ('api', 'gateway', 'web' or null) and, in web/src, its area. */
function place(file) {
  const parts = relative(root, file).split(sep);
  const tier = TIERS.includes(parts[0]) ? parts[0] : null;
  if (tier === 'api' && parts[1] === 'src') return { tier, ...apiLayer(parts.slice(2)) };
  if (tier !== 'web' || parts[1] !== 'src') return { tier };
  // web/src/features/<name>/… → area 'feature', name; web/src/app/… → 'app'; components, lib, …
  if (parts[2] === 'features') return { tier, area: 'feature', feature: parts[3] };
  const test = /\.test\.tsx?$/.test(file);
  // first-paint/render.tsx draws the screens at build time: the one file of first-paint/ that may import them.
  if (parts[2] === 'first-paint')
    return { tier, area: 'first-paint', renderer: parts.length === 4 && /^render(\.tsx)?$/.test(parts[3]), test };
  return { tier, area: parts[2], test };
}

/** Why an import from `from` to `to` breaks the layout, or null when it is allowed. */
function violation(from, to) {
  // common/ is what the tiers agree on: any may use it (as the package @hadir/common, so a path into
  // it is refused below like any other tier's), and it uses none of them.
  if (from.tier && to.tier && from.tier !== to.tier) {
    return `${from.tier} imports ${to.tier}'s source: tiers talk over HTTP (or to a fake of the data source in tests)`;
  }
  if (from.tier === 'api' && to.tier === 'api') return apiViolation(from, to);
  if (from.tier !== 'web' || to.tier !== 'web') return null;
  if (from.area === 'feature' && to.area === 'feature' && from.feature !== to.feature) {
    return `feature '${from.feature}' imports feature '${to.feature}': move what both need to components/ or lib/, or let app/ compose them`;
  }
  if (from.area === 'feature' && to.area === 'app') {
    return `feature '${from.feature}' imports app/: app/ composes features, not the other way round`;
  }
  if ((from.area === 'components' || from.area === 'lib') && (to.area === 'feature' || to.area === 'app')) {
    return `shared ${from.area}/ imports ${to.area === 'app' ? 'app/' : `feature '${to.feature}'`}: shared code depends on no feature and not on app/`;
  }
  return firstPaintViolation(from, to);
}

/**
 * first-paint/ (web/src/first-paint/README.md) runs in index.html before the app and under the screens
 * that take its drawing over: it stands on lib/, i18n/ and config/ and imports no screen, except its
 * renderer (render.tsx), which draws the screens at build time and which only the build (and tests) import.
 */
function firstPaintViolation(from, to) {
  if (to.renderer && !from.renderer && !from.test) {
    return 'imports first-paint/render.tsx: it draws the screens into index.html at build time, and only the build runs it (web/build/first-paint-plugin.ts)';
  }
  if (
    from.area === 'first-paint' &&
    !from.renderer &&
    (to.area === 'feature' || to.area === 'app' || to.area === 'components')
  ) {
    return `first-paint/ imports ${to.area === 'feature' ? `feature '${to.feature}'` : `${to.area}/`}: it runs before the app and under every screen that takes its drawing over; only its renderer, render.tsx, imports screens`;
  }
  if (from.area === 'lib' && to.area === 'first-paint') {
    return 'shared lib/ imports first-paint/: first-paint/ stands on lib/, not the other way round';
  }
  return null;
}

/** Why an import inside api/src breaks its layers, or null. Tests and composition roots may import anything. */
function apiViolation(from, to) {
  if (from.layer === 'root' || !to.layer) return null;
  if (to.layer === 'hr' && from.layer !== 'hr') {
    return `${from.layer === 'domain' ? `domain '${from.domain}'` : 'the platform'} imports hr/: hr/ is the HR console's routes; move what others need to platform/ or to a domain's public entry`;
  }
  if (to.layer === 'domain' && to.domain !== from.domain && !to.entry) {
    return `imports domain '${to.domain}''s internals: import it from ${to.domain}/index.ts, its public entry (export it there if it is meant for others)`;
  }
  return null;
}

/** True for `import type …`, `export type …`, and an import whose every name is a type. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type')
  );
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'tiers, features and shared folders import only what the layout allows' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = place(file);
    const isTest = /\.test\.tsx?$/.test(file);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      // In the api only what runs counts: a type import leaves nothing behind, and a test may reach in.
      if (from.tier === 'api' && (isTest || typeOnly(node))) return;
      const message = violation(from, place(resolve(dirname(file), source)));
      if (message) context.report({ node: node.source, message });
    }
    return {
      // A components/ folder holds components (.tsx); rules, values and hooks live in lib/.
      Program(node) {
        if (
          from.tier === 'web' &&
          /[/\\]components[/\\][^/\\]+(?:[/\\][^/\\]+)*\.ts$/.test(file) &&
          !/\.test\.ts$/.test(file)
        ) {
          context.report({
            node,
            message:
              'a logic file in a components/ folder: move it to the lib/ of its feature (or web/src/lib/ when two features use it)',
          });
        }
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports: rule } };
