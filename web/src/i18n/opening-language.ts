import { phoneLanguage } from './phone-language';

/** The languages a person can choose; English (the spec's wording) is the default. */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The browser's copy of the choice, so the Login screen speaks it before anyone signs in. */
export const LANGUAGE_KEY = 'hadir.language';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language chosen on this browser, or null when nobody has chosen one here. */
export function chosenLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The phone's languages, most wanted first (a browser without the list names one). */
function phoneLanguages(): readonly string[] {
  try {
    return navigator.languages?.length ? navigator.languages : [navigator.language];
  } catch {
    return [];
  }
}

/**
 * The language the app opens in, read synchronously so the first paint is already in it: the one
 * chosen on this browser, else the phone's (an Indonesian phone opens in Indonesian) until the
 * person chooses. Apart from i18next (index.ts) so that index.html's own script, which draws the
 * first screen in this language before the app has arrived (first-paint/page-script.ts), is built
 * from it too.
 */
export const openingLanguage = (): Language => chosenLanguage() ?? phoneLanguage(phoneLanguages());
