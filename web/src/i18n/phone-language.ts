/**
 * The language a phone opens in before the person has chosen one (DESIGN.md, Language): the first
 * of the browser's languages (navigator.languages, its Accept-Language order) that the app speaks,
 * by primary subtag ('in' is Indonesian's old code, which older Androids still send); else English.
 * The build copies it into index.html (web/build/first-paint.ts) so the screen drawn before the
 * JavaScript speaks the same language: so it runs in the page as is, and uses nothing from outside.
 */
export const phoneLanguage = function (languages: readonly string[] | null | undefined): 'en' | 'id' {
  for (const tag of languages ?? []) {
    const primary = String(tag).split(/[-_]/)[0].toLowerCase();
    if (primary === 'id' || primary === 'in') return 'id';
    if (primary === 'en') return 'en';
  }
  return 'en';
};
