import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { catalogueFiles, catalogueProblems, componentFiles, literalProse } from './catalogue-checks';
import { LANGUAGES } from './index';

const SRC = `${ts.sys.getCurrentDirectory()}/web/src`;
const LOCALES = `${SRC}/i18n/locales`;

describe('the message catalogues', () => {
  it('have the same files in every language, and no section in two files', () => {
    const files = LANGUAGES.map((language) => catalogueFiles(LOCALES, language));
    const names = files.map((byName) => [...byName.keys()].sort());
    for (const other of names.slice(1)) expect(other).toEqual(names[0]);
    for (const byName of files) {
      const sections = [...byName.values()].flatMap((catalogue) => Object.keys(catalogue));
      expect(sections.filter((section, index) => sections.indexOf(section) !== index)).toEqual([]);
    }
  });

  it('have the same keys, placeholders and plural forms in English and Bahasa Indonesia', () => {
    const merged = Object.fromEntries(
      LANGUAGES.map((language) => [language, Object.assign({}, ...catalogueFiles(LOCALES, language).values())]),
    );
    expect(catalogueProblems(merged)).toEqual([]);
  });

  it('catch a missing key, a missing placeholder and a missing plural form', () => {
    const en = {
      a: {
        gone: 'Gone',
        hello: 'Hello {{name}}',
        day_one: '{{count}} day',
        day_other: '{{count}} days',
        week_one: '1 week',
        week_other: '{{count}} weeks',
      },
    };
    const id = { a: { hello: 'Halo', day: '{{count}} hari', week_other: '{{count}} minggu' } };
    expect(catalogueProblems({ en, id }).sort()).toEqual(
      [
        'a.gone is in en but not in id',
        'a.hello: {{name}} is in en but not in id',
        'a.day is plural in en but not in id',
      ].sort(),
    );
    expect(
      catalogueProblems({
        en: { a: { week_other: '{{count}} weeks' } },
        id: { a: { week_other: '{{count}} minggu' } },
      }),
    ).toEqual(['a.week has no one form in en']);
  });
});

describe('the components', () => {
  it('hold no words a person reads: they all come from the catalogue', () => {
    const files = componentFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap(({ name, source }) => literalProse(name.slice(SRC.length + 1), source));
    expect(found).toEqual([]);
  });

  it('catch JSX text and literal labels, and let symbols and numbers through', () => {
    const source = `export const X = () => (
      <div title="Nice">
        Hello
        <Button aria-label={'Close'} helperText={\`At most \${5} MB\`} label={open ? 'Open' : 'Shut'}>—</Button>
        <span>{' '}{'·'}{42}</span>
        <TextField helperText=" " placeholder="12:00" />
      </div>
    );`;
    expect(literalProse('x.tsx', source)).toEqual([
      'x.tsx:2 title="Nice"',
      'x.tsx:3 text "Hello"',
      'x.tsx:4 aria-label="Close"',
      'x.tsx:4 helperText="At most   MB"',
      'x.tsx:4 label="Open Shut"',
    ]);
  });
});
