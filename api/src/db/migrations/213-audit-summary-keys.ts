/**
 * An audit entry's sentence as a key and its values (issue 46), so the trail reads in the reader's
 * language (platform/audit-summaries.ts; the web's catalogues hold both languages). `summary` keeps
 * the English sentence: rows written before this have only it, and still show it. Adding nullable
 * columns touches no row, so the append-only trigger is not involved.
 */
export const auditSummaryKeys = {
  id: '213-audit-summary-keys',
  sql: `
ALTER TABLE audit_log ADD COLUMN summary_key text;
ALTER TABLE audit_log ADD COLUMN summary_values jsonb;
`,
};
