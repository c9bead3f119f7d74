import type { HrImportReport } from '../__generated__/resolvers-types.js';

export interface ProviderImportCounts {
  create: number;
  update: number;
  unchanged: number;
  error: number;
}

/** docs/hr-api.md's dry-run report. */
export interface ProviderImportReport {
  import_id: string;
  file_name: string;
  rows: number;
  counts: ProviderImportCounts;
  errors: { row: number; nik: string | number | null; field: string | null; message: string }[];
  changes: { row: number; nik: number; name: string; action: string; fields: string[] }[];
  expires_at: string;
}

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
