/**
 * Face match at clock-in (issue 49). Off for every company until HR turns face_check on. The two
 * thresholds are cosine similarities of the 1024-number face descriptor (face/compare.ts): at or
 * above face_match_threshold the selfie matches; between the two it is uncertain; below
 * face_uncertain_threshold it does not match. Uncertain and no match flag the record; nothing is
 * refused for the face. Biometric data is specific personal data (UU PDP 27/2022 art. 4(2)(b)):
 * a template is only stored after explicit consent (face_consents, one row per consent given, with
 * the notice's version and when it was withdrawn), is deleted on withdrawal and, after a person's
 * employment ends, once face_retention_days have passed. The frames are kept only when the company
 * chooses (face_keep_frames); by default only the averaged descriptor is.
 */
export const faceCheck = {
  id: '215-face-check',
  sql: `
ALTER TABLE companies ADD COLUMN face_check boolean NOT NULL DEFAULT false;
ALTER TABLE companies ADD COLUMN face_match_threshold real NOT NULL DEFAULT 0.6
  CHECK (face_match_threshold > 0 AND face_match_threshold <= 1);
ALTER TABLE companies ADD COLUMN face_uncertain_threshold real NOT NULL DEFAULT 0.45
  CHECK (face_uncertain_threshold > 0 AND face_uncertain_threshold <= 1);
ALTER TABLE companies ADD CONSTRAINT companies_face_thresholds_order CHECK (face_uncertain_threshold <= face_match_threshold);
ALTER TABLE companies ADD COLUMN face_keep_frames boolean NOT NULL DEFAULT false;
ALTER TABLE companies ADD COLUMN face_retention_days integer NOT NULL DEFAULT 0 CHECK (face_retention_days >= 0);

CREATE TABLE face_consents (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notice_version text NOT NULL,
  given_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  CHECK (withdrawn_at IS NULL OR withdrawn_at >= given_at)
);
CREATE UNIQUE INDEX face_consents_one_open ON face_consents (user_id) WHERE withdrawn_at IS NULL;

CREATE TABLE face_templates (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  descriptor real[] NOT NULL,
  model text NOT NULL,
  frames integer NOT NULL CHECK (frames BETWEEN 3 AND 5),
  frame_files text[] NOT NULL DEFAULT '{}',
  enrolled_at timestamptz NOT NULL,
  reenrol_required boolean NOT NULL DEFAULT false
);

ALTER TABLE attendance ADD COLUMN face_score real;
ALTER TABLE attendance ADD COLUMN face_model text;
ALTER TABLE attendance ADD COLUMN face_outcome text CHECK (face_outcome IN ('match', 'uncertain', 'no_match', 'no_face'));
`,
};
