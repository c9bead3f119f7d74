/** The languages the app speaks (issue 14); English is the default. */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language the api writes to a person in (their e-mails, an HR admin's exports): the one they
 * chose; English until they choose one (null: the web speaks their phone's language meanwhile).
 */
export const writingLanguage = (chosen: Language | null | undefined): Language => chosen ?? 'en';
