/**
 * A language nobody chose is not stored (issue 28): a new account starts with none (NULL), so the
 * phone's language speaks until the person chooses, and the e-mails fall back to English. Nothing
 * tells an 'en' someone chose from the old default, so the rows that have a language keep it.
 */
export const languageNotChosen = {
  id: '120-language-not-chosen',
  sql: `
ALTER TABLE users ALTER COLUMN language DROP DEFAULT;
ALTER TABLE users ALTER COLUMN language DROP NOT NULL;
`,
};
