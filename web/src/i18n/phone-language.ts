/**
 * The language a phone opens in before the person has chosen one (DESIGN.md, Language): the first
 * of the browser's languages (navigator.languages, its Accept-Language order) that the app speaks,
 * by primary subtag ('in' is Indonesian's old code, which older Androids still send); else English.
 */
export function phoneLanguage(languages: readonly string[] | null | undefined): 'en' | 'id' {
  for (const tag of languages ?? []) {
    const primary = String(tag).split(/[-_]/)[0].toLowerCase();
    if (primary === 'id' || primary === 'in') return 'id';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
