/**
 * The clock screen's blink challenge (issue 49): before Capture the browser asks for a blink on the
 * live camera, so what it saw may also be one face that blinked (`blinked`) or one face asked to
 * blink that did not (`no_blink`, sent to review: a photo held to the camera does not blink).
 */
export const faceBrowserBlink = {
  id: '224-face-browser-blink',
  sql: `
ALTER TABLE attendance DROP CONSTRAINT attendance_face_browser_check;
ALTER TABLE attendance ADD CONSTRAINT attendance_face_browser_check
  CHECK (face_browser IN ('one_face', 'blinked', 'no_blink', 'no_face', 'many_faces', 'spoof', 'not_run'));
`,
};
