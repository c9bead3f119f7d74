/**
 * The HR employee table sorts by name case-insensitively (lower(name)); this index gives that
 * order within a company directly, both ways, so a first page at 10,000 people reads 25 rows
 * instead of sorting them all.
 */
export const employeeSort = {
  id: '033-employee-sort',
  sql: `
CREATE INDEX users_company_lower_name ON users (comp_kd, lower(name), id);
CREATE INDEX users_company_joined ON users (comp_kd, created_at, id);
-- 030's case-sensitive name index serves no query now; one index fewer to write per person.
DROP INDEX users_company_name;
`,
};
