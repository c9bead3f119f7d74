import ts from 'typescript';

/**
 * The checks behind catalogue.test.ts (test-only: it reads files through the TypeScript compiler,
 * so it never reaches the app's bundle). Each returns the problems it found, one sentence each.
 */

type Catalogue = { [key: string]: string | Catalogue };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** key → text, with nested sections joined by dots as t() takes them. */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** The {{name}} placeholders of a text (a format such as {{km, number}} counts as km). */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

interface Entry {
  /** Plural categories present (empty for a key that is not plural). */
  forms: Set<string>;
  placeholders: Set<string>;
}

function entries(catalogue: Catalogue): Map<string, Entry> {
  const byBase = new Map<string, Entry>();
  const flat = flatten(catalogue);
  for (const [key, text] of flat) {
    const suffix = PLURAL_SUFFIX.exec(key);
    // Only a key whose family has an _other form is a plural; "time_one" alone would be a plain key.
    const plural = suffix && flat.has(key.replace(PLURAL_SUFFIX, '_other'));
    const base = plural ? key.replace(PLURAL_SUFFIX, '') : key;
    const entry = byBase.get(base) ?? { forms: new Set<string>(), placeholders: new Set<string>() };
    if (plural) entry.forms.add(suffix[1]);
    for (const name of placeholders(text)) entry.placeholders.add(name);
    byBase.set(base, entry);
  }
  return byBase;
}

/** Keys, placeholders and plural forms that one language has and another does not. */
export function catalogueProblems(languages: Record<string, Catalogue>): string[] {
  const problems: string[] = [];
  const all = Object.entries(languages).map(([language, catalogue]) => ({ language, entries: entries(catalogue) }));
  for (const { language, entries: mine } of all) {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const { language: other, entries: theirs } of all) {
      if (other === language) continue;
      for (const [key, entry] of mine) {
        const counterpart = theirs.get(key);
        if (!counterpart) {
          problems.push(`${key} is in ${language} but not in ${other}`);
          continue;
        }
        for (const name of entry.placeholders)
          if (!counterpart.placeholders.has(name))
            problems.push(`${key}: {{${name}}} is in ${language} but not in ${other}`);
        if (entry.forms.size > 0 && counterpart.forms.size === 0)
          problems.push(`${key} is plural in ${language} but not in ${other}`);
      }
    }
    for (const [key, entry] of mine) {
      if (entry.forms.size === 0) continue;
      for (const form of needed) if (!entry.forms.has(form)) problems.push(`${key} has no ${form} form in ${language}`);
    }
  }
  return problems;
}

/** Props whose literal value a person reads (or hears, for aria-label). */
const READ_PROPS = new Set([
  'aria-label',
  'label',
  'placeholder',
  'title',
  'helperText',
  'alt',
  'aria-valuetext',
  'primary',
  'secondary',
]);

/** Text with a letter in it is prose; "—", "·", numbers and spacing are not. */
const isProse = (text: string) => /\p{L}/u.test(text);

/** The string literals a person would read in a .tsx file: JSX text and literal read props. */
export function literalProse(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const literalText = (expression: ts.Expression | undefined): string | null => {
    if (!expression) return null;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
    if (ts.isTemplateExpression(expression))
      return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' ');
    if (ts.isConditionalExpression(expression))
      return [literalText(expression.whenTrue), literalText(expression.whenFalse)].join(' ');
    if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
      return literalText(expression.right);
    if (ts.isParenthesizedExpression(expression)) return literalText(expression.expression);
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isProse(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literalText(node.expression);
      if (text && isProse(text)) found.push(`${where(node)} text "${text.trim()}"`);
    }
    if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText())) {
      const initializer = node.initializer;
      const text =
        initializer &&
        (ts.isStringLiteral(initializer)
          ? initializer.text
          : ts.isJsxExpression(initializer)
            ? literalText(initializer.expression)
            : null);
      if (text && isProse(text)) found.push(`${where(node)} ${node.name.getText()}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The components of the web (tests excluded: they assert the words, they do not show them). */
export function componentFiles(root: string): { name: string; source: string }[] {
  return ts.sys
    .readDirectory(root, ['.tsx'])
    .filter((name) => !/\.test\.tsx$/.test(name) && !name.includes('/test/'))
    .map((name) => ({ name, source: ts.sys.readFile(name) ?? '' }));
}

/** The JSON catalogues of one language: file name → its sections. */
export function catalogueFiles(root: string, language: string): Map<string, Catalogue> {
  const files = new Map<string, Catalogue>();
  for (const name of ts.sys.readDirectory(`${root}/${language}`, ['.json']))
    files.set(name.slice(name.lastIndexOf('/') + 1), JSON.parse(ts.sys.readFile(name) ?? '{}') as Catalogue);
  return files;
}

/** The api's error factories and the id each gives when none is passed (api/src/errors.ts). */
const ERROR_FACTORIES: Record<string, string | null> = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  sessionEnded: 'session_ended',
  payloadTooLarge: 'too_large',
  tooManyRequests: 'rate_limited',
  nikMismatch: 'nik_mismatch',
  fileTooLarge: 'file_too_large',
  HttpError: null,
};
const ERROR_ID = /^[a-z]+(_[a-z]+)*$/;

const apiSources = (root: string) =>
  ts.sys
    .readDirectory(root, ['.ts'])
    .filter((name) => !name.endsWith('.test.ts'))
    .map((name) => ts.createSourceFile(name, ts.sys.readFile(name) ?? '', ts.ScriptTarget.Latest, true));

/**
 * Every `error` id the api's sources can answer with: the id argument of each error factory call
 * (or the factory's own id when none is passed), and the ids written as `error: '…'` or
 * `…Error: '…'` values that reach a factory through a variable.
 */
export function apiErrorIds(root: string): Set<string> {
  const ids = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text in ERROR_FACTORIES
    ) {
      const name = node.expression.text;
      const argument = node.arguments?.[1];
      if (argument && ts.isStringLiteral(argument)) ids.add(argument.text);
      else if (!argument && ERROR_FACTORIES[name]) ids.add(ERROR_FACTORIES[name]);
    }
    if (
      ts.isPropertyAssignment(node) &&
      /^(error|\w+Error)$/.test(node.name.getText()) &&
      ts.isStringLiteral(node.initializer) &&
      ERROR_ID.test(node.initializer.text)
    ) {
      ids.add(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  for (const source of apiSources(root)) visit(source);
  return ids;
}

/**
 * The api's texts as shapes: each string literal as written, and each template literal with its
 * `${…}` parts as {{}} — what a catalogue pattern for an api message must match.
 */
export function apiTextShapes(root: string): Set<string> {
  const shapes = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) shapes.add(node.text);
    if (ts.isTemplateExpression(node))
      shapes.add(node.head.text + node.templateSpans.map((span) => `{{}}${span.literal.text}`).join(''));
    ts.forEachChild(node, visit);
  };
  for (const source of apiSources(root)) visit(source);
  return shapes;
}

/** A catalogue text as the shape apiTextShapes gives: every {{name}} as {{}}. */
export const textShape = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '{{}}');
