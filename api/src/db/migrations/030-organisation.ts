/**
 * Companies and their units (divisions, subdivisions, departments), HR admins (role 3), an
 * active flag on people, and work locations that belong to a company and can be switched off.
 * Units are three tables of the same shape so that users and locations can point at them with
 * plain composite foreign keys: the database itself refuses an unknown unit and carries a
 * renamed code over (ON UPDATE CASCADE). Existing rows are backfilled from the codes in use.
 */
export const organisation = {
  id: '030-organisation',
  sql: `
CREATE TABLE companies (
  comp_kd text PRIMARY KEY,
  name text NOT NULL
);
INSERT INTO companies (comp_kd, name)
  SELECT DISTINCT comp_kd, comp_kd FROM users WHERE comp_kd IS NOT NULL;

CREATE TABLE divisions (
  comp_kd text NOT NULL REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (comp_kd, code)
);
CREATE TABLE subdivisions (
  comp_kd text NOT NULL REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (comp_kd, code)
);
CREATE TABLE departments (
  comp_kd text NOT NULL REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (comp_kd, code)
);

ALTER TABLE work_locations ADD COLUMN comp_kd text;
ALTER TABLE work_locations ADD COLUMN active boolean NOT NULL DEFAULT true;
-- A location written before companies existed belongs to the company most people work for.
UPDATE work_locations SET comp_kd = (
  SELECT comp_kd FROM users WHERE comp_kd IS NOT NULL GROUP BY comp_kd ORDER BY count(*) DESC, comp_kd LIMIT 1
);
INSERT INTO companies (comp_kd, name)
  SELECT 'HADIR', 'Hadir' WHERE EXISTS (SELECT 1 FROM work_locations WHERE comp_kd IS NULL)
  ON CONFLICT DO NOTHING;
UPDATE work_locations SET comp_kd = 'HADIR' WHERE comp_kd IS NULL;
ALTER TABLE work_locations ALTER COLUMN comp_kd SET NOT NULL;

INSERT INTO divisions (comp_kd, code, name)
  SELECT DISTINCT comp_kd, divisi_kd, divisi_kd FROM users WHERE comp_kd IS NOT NULL AND divisi_kd IS NOT NULL
  UNION SELECT comp_kd, divisi_kd, divisi_kd FROM work_locations WHERE divisi_kd IS NOT NULL;
INSERT INTO subdivisions (comp_kd, code, name)
  SELECT DISTINCT comp_kd, subdivisi_kd, subdivisi_kd FROM users WHERE comp_kd IS NOT NULL AND subdivisi_kd IS NOT NULL
  UNION SELECT comp_kd, subdivisi_kd, subdivisi_kd FROM work_locations WHERE subdivisi_kd IS NOT NULL;
INSERT INTO departments (comp_kd, code, name)
  SELECT DISTINCT comp_kd, dept_kd, dept_kd FROM users WHERE comp_kd IS NOT NULL AND dept_kd IS NOT NULL
  UNION SELECT comp_kd, dept_kd, dept_kd FROM work_locations WHERE dept_kd IS NOT NULL;

ALTER TABLE work_locations ADD FOREIGN KEY (comp_kd) REFERENCES companies (comp_kd) ON UPDATE CASCADE;
ALTER TABLE work_locations ADD FOREIGN KEY (comp_kd, divisi_kd) REFERENCES divisions (comp_kd, code) ON UPDATE CASCADE;
ALTER TABLE work_locations ADD FOREIGN KEY (comp_kd, subdivisi_kd) REFERENCES subdivisions (comp_kd, code) ON UPDATE CASCADE;
ALTER TABLE work_locations ADD FOREIGN KEY (comp_kd, dept_kd) REFERENCES departments (comp_kd, code) ON UPDATE CASCADE;
CREATE INDEX work_locations_company ON work_locations (comp_kd, lok_kd);

-- People HR creates have no password until they set one (first login or the e-mailed link).
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE users ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_role CHECK (role_id IN (1, 2, 3));
ALTER TABLE users ADD FOREIGN KEY (comp_kd) REFERENCES companies (comp_kd) ON UPDATE CASCADE;
ALTER TABLE users ADD FOREIGN KEY (comp_kd, divisi_kd) REFERENCES divisions (comp_kd, code) ON UPDATE CASCADE;
ALTER TABLE users ADD FOREIGN KEY (comp_kd, subdivisi_kd) REFERENCES subdivisions (comp_kd, code) ON UPDATE CASCADE;
ALTER TABLE users ADD FOREIGN KEY (comp_kd, dept_kd) REFERENCES departments (comp_kd, code) ON UPDATE CASCADE;

-- The HR employee table pages, sorts and filters within one company; these keep a page of
-- 10,000 people an index walk, and let a unit's "still in use" check and its code cascade find
-- the people without a scan.
CREATE INDEX users_company_nik ON users (comp_kd, nik);
CREATE INDEX users_company_name ON users (comp_kd, name, id);
CREATE INDEX users_company_division ON users (comp_kd, divisi_kd);
CREATE INDEX users_company_subdivision ON users (comp_kd, subdivisi_kd);
CREATE INDEX users_company_department ON users (comp_kd, dept_kd);
CREATE INDEX users_supervisor ON users (supervisor_id);
`,
};
