import type { HrImportReport } from '../__generated__/resolvers-types.js';
import type { ReplyData } from '../datasource/contract.js';

/** docs/hr-api.md's dry-run report. */
type ProviderImportReport = ReplyData<'/api/v1/hr/import/dry-run', 'post'>;

export const toHrImportReport = (message: string, report: ProviderImportReport): HrImportReport => ({
  message,
  importId: report.import_id,
  fileName: report.file_name,
  rows: report.rows,
  counts: report.counts,
  errors: report.errors.map((error) => ({ ...error, nik: error.nik === null ? null : String(error.nik) })),
  changes: report.changes.map((change) => ({ ...change, nik: String(change.nik) })),
  expiresAt: report.expires_at,
});
