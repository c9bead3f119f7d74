import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_KEY,
  LANGUAGES,
  openingLanguage,
  type Language,
} from './opening-language';

export {
  chosenLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  openingLanguage,
  type Language,
} from './opening-language';

/** The one i18next instance of the web; non-React code (validation rules) calls i18n.t at the time it runs. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: openingLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  // The bundles are in memory: init finishes before the first render.
  initAsync: false,
  // React escapes what it renders; escaping here would show &amp; to the person.
  interpolation: { escapeValue: false },
});

/**
 * Words that load with the screens that use them, not with the entry (the HR console's, which no
 * staff member ever opens). Each is one JSON file per language holding one section.
 */
const AREAS = {
  hr: {
    en: () => import('./locales/en/hr.json', { with: { type: 'json' } }),
    id: () => import('./locales/id/hr.json', { with: { type: 'json' } }),
  },
  // The refusals only the console meets (its imports, overtime rules, zones), loaded with it.
  hrFailures: {
    en: () => import('./locales/en/failures-hr.json', { with: { type: 'json' } }),
    id: () => import('./locales/id/failures-hr.json', { with: { type: 'json' } }),
  },
  // Schedules, holidays and the month recap: the HR console's and a supervisor's team view.
  time: {
    en: () => import('./locales/en/time.json', { with: { type: 'json' } }),
    id: () => import('./locales/id/time.json', { with: { type: 'json' } }),
  },
  // Setting → Stand-in (issue 26), a screen only those who decide requests open.
  standIn: {
    en: () => import('./locales/en/stand-in.json', { with: { type: 'json' } }),
    id: () => import('./locales/id/stand-in.json', { with: { type: 'json' } }),
  },
  // Attendance corrections: Home's Request modal and the decision screen opened from the inbox.
  correction: {
    en: () => import('./locales/en/correction.json', { with: { type: 'json' } }),
    id: () => import('./locales/id/correction.json', { with: { type: 'json' } }),
  },
  // Overtime (issue 27): its screens open from Home's shortcut or the inbox, never first.
  overtime: {
    en: () => import('./locales/en/overtime.json', { with: { type: 'json' } }),
    id: () => import('./locales/id/overtime.json', { with: { type: 'json' } }),
  },
  // Setting → Face check (issue 49): the notice and the enrolment, opened only where the company uses it.
  face: {
    en: () => import('./locales/en/face.json', { with: { type: 'json' } }),
    id: () => import('./locales/id/face.json', { with: { type: 'json' } }),
  },
  // Shift swaps (issue 25), a screen opened from Setting or the inbox, not from the first screens.
  swap: {
    en: () => import('./locales/en/swap.json', { with: { type: 'json' } }),
    id: () => import('./locales/id/swap.json', { with: { type: 'json' } }),
  },
  // The api's refusals beyond the spec's (HR, field reasons, limits): fetched once the first screen
  // has loaded (app.tsx), so a refusal is in the chosen language without weighing on /login.
  failures: {
    en: () => import('./locales/en/failures.json', { with: { type: 'json' } }),
    id: () => import('./locales/id/failures.json', { with: { type: 'json' } }),
  },
} as const;
export type Area = keyof typeof AREAS;
const loadedAreas = new Set<Area>();

async function addArea(area: Area, language: Language) {
  const { default: words } = await AREAS[area][language]();
  i18n.addResourceBundle(language, 'translation', words, true, true);
}

/** Loads an area's words in the language being spoken (and English, the fallback). */
export async function loadArea(area: Area): Promise<void> {
  if (loadedAreas.has(area)) return;
  await Promise.all([...new Set([DEFAULT_LANGUAGE, currentLanguage()])].map((language) => addArea(area, language)));
  loadedAreas.add(area);
}

/** English is in the entry; Bahasa Indonesia is its own chunk, fetched only when it is chosen. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const { id } = await import('./locales/id');
    i18n.addResourceBundle('id', 'translation', id, true, true);
  }
  await Promise.all([...loadedAreas].map((area) => addArea(area, language)));
}

/** Speaks `language` from now on, and remembers it on this browser. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice still holds until the tab closes.
  }
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
  // The api speaks English: its refusals need the catalogue's words in any other language (app.tsx).
  if (language !== DEFAULT_LANGUAGE) void loadArea('failures');
}

/** The language being spoken now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
