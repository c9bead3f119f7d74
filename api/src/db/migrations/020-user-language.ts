/** The language a person chose (issue 14): it follows them to another phone, and picks the reset e-mail's words. */
export const userLanguage = {
  id: '020-user-language',
  sql: `
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'id'));
`,
};
