// The layout rules as one ESLint rule: it resolves each relative import against the importing
// file and checks where the two files live. Path arithmetic only (no type information), so it
// costs nothing next to parsing.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const TIERS = ['api', 'gateway', 'web'];

/** Where a file sits: its tier ('api', 'gateway', 'web' or null) and, in web/src, its area. */
function place(file) {
  const parts = relative(root, file).split(sep);
  const tier = TIERS.includes(parts[0]) ? parts[0] : null;
  if (tier !== 'web' || parts[1] !== 'src') return { tier };
  // web/src/features/<name>/… → area 'feature', name; web/src/app/… → 'app'; components, lib, …
  if (parts[2] === 'features') return { tier, area: 'feature', feature: parts[3] };
  return { tier, area: parts[2] };
}

/** Why an import from `from` to `to` breaks the layout, or null when it is allowed. */
function violation(from, to) {
  if (from.tier && to.tier && from.tier !== to.tier) {
    return `${from.tier} imports ${to.tier}'s source: tiers talk over HTTP (or to a fake of the data source in tests)`;
  }
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
  return null;
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
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = violation(from, place(resolve(dirname(file), source)));
      if (message) context.report({ node: node.source, message });
    }
    return {
      // A components/ folder holds components (.tsx); rules, values and hooks live in lib/.
      Program(node) {
        if (from.tier === 'web' && /[/\\]components[/\\][^/\\]+(?:[/\\][^/\\]+)*\.ts$/.test(file) && !/\.test\.ts$/.test(file)) {
          context.report({ node, message: 'a logic file in a components/ folder: move it to the lib/ of its feature (or web/src/lib/ when two features use it)' });
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
