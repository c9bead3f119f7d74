/**
 * The clock screen's face check (issue 49): what the browser saw in the selfie before it was sent
 * (one face, none, several, a spoof, or not run), kept with the record beside the server's own
 * check (215-face-check.ts). Null where the company does not check faces or the person is not enrolled.
 */
export const faceBrowser = {
  id: '219-face-browser',
  sql: `
ALTER TABLE attendance ADD COLUMN face_browser text
  CHECK (face_browser IN ('one_face', 'no_face', 'many_faces', 'spoof', 'not_run'));
`,
};
