import { useTranslation } from 'react-i18next';
import type { HrImportDryRunMutation } from '../../gql/graphql';
import { DryRunTable } from '../dry-run-table';

export type ImportReport = HrImportDryRunMutation['hrImportDryRun'];

/** The dry run: counts, then every row's errors in words, then the rows that would change. */
export function ImportReportCard({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const { counts } = report;
  return (
    <DryRunTable
      id="dry-run-title"
      headingLevel="h2"
      title={t('hr.import.dryRunTitle')}
      summary={`${t('hr.import.chosen', { name: report.fileName })} · ${t('hr.import.rows', { total: report.rows })} · ${t('hr.import.nothingWritten')}`}
      counts={[
        { label: t('hr.import.counts.create'), value: counts.create, color: 'primary.main' },
        { label: t('hr.import.counts.update'), value: counts.update, color: 'warning.main' },
        { label: t('hr.import.counts.unchanged'), value: counts.unchanged, color: 'text.secondary' },
        { label: t('hr.import.counts.error'), value: counts.error, color: 'error.main' },
      ]}
      errorsTitle={t('hr.import.errorsTitle', { total: report.errors.length })}
      errors={report.errors.map((error) => t('hr.import.error', { row: error.row, message: error.message }))}
      tableLabel={t('hr.import.changesTitle')}
      maxHeight={320}
      rows={report.changes}
      rowKey={(change) => String(change.row)}
      columns={[
        { label: t('hr.import.columns.row'), cell: (change) => change.row },
        { label: t('hr.import.columns.nik'), cell: (change) => change.nik },
        { label: t('hr.import.columns.name'), cell: (change) => change.name },
        {
          label: t('hr.import.columns.action'),
          cell: (change) =>
            change.action === 'create'
              ? t('hr.import.actions.create')
              : t('hr.import.actions.update', { fields: change.fields.join(', ') }),
        },
      ]}
    />
  );
}
