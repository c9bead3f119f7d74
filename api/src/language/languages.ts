/** The languages the app speaks (issue 14); English is the default. */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
