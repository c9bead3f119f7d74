/**
 * HR's announcements on Home (issue 47). A company writes one for everyone or for some units: the
 * divisions and departments are kept as arrays of codes (both empty: the whole company), because a
 * reader's question is only "is my unit among them", answered in the one query that lists Home's
 * card. It shows from starts_on to ends_on (Jakarta days, ends_on optional) unless HR ended it
 * (ended_at). A picture or PDF is a stored file (kind 'announcement'), named here only. `push`
 * asks for an inbox item (and so a push) to each person in scope once it starts; pushed_at is set
 * in the same transaction as those items, so they are written exactly once however many api
 * processes try. A read is a row per person: read state is per person, and a deleted announcement
 * takes its reads with it.
 */
export const announcements = {
  id: '197-announcements',
  sql: `
CREATE TABLE announcements (
  id serial PRIMARY KEY,
  comp_kd text NOT NULL REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  divisions text[] NOT NULL DEFAULT '{}',
  departments text[] NOT NULL DEFAULT '{}',
  starts_on date NOT NULL,
  ends_on date CHECK (ends_on >= starts_on),
  ended_at timestamptz,
  attachment text,
  attachment_type text CHECK (attachment_type IN ('jpg', 'png', 'pdf')),
  push boolean NOT NULL DEFAULT false,
  pushed_at timestamptz,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((attachment IS NULL) = (attachment_type IS NULL))
);
CREATE INDEX announcements_company ON announcements (comp_kd, starts_on DESC);
CREATE INDEX announcements_to_push ON announcements (starts_on) WHERE push AND pushed_at IS NULL;

CREATE TABLE announcement_reads (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (announcement_id, user_id)
);
`,
};
