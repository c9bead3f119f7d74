import DownloadRounded from '@mui/icons-material/DownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { apiMessageText } from '../../../../i18n/api-text';
import { readError } from '../../../../lib/graphql-error';
import { useHrLeaveImportConfirm, useHrLeaveImportDryRun } from '../../api/use-leave-balances';
import type { HrLeaveImportDryRunMutation } from '../../gql/graphql';
import { DryRunTable } from '../dry-run-table';
import { narrowCells } from './leave-settings';

type Report = HrLeaveImportDryRunMutation['hrLeaveImportDryRun'];

/** The balances file comes through the gateway's file proxy, which adds the session's token. */
const EXPORT = (format: 'xlsx' | 'csv') => `/api/v1/hr/leave-balances/export/${format}`;

/** A row's problem in the chosen language (the api writes it in English). */
const inWords = (message: string) => apiMessageText(message) ?? message;

/**
 * Opening balances on /hr/leave-balances (issue 26): the table as a file (also the template), a
 * file's dry run listing each row's outcome or its error in words, then one confirmed import that
 * sets every balance it names, or nothing.
 */
export function OpeningImport() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [dryRun, checking] = useHrLeaveImportDryRun();
  const [confirm, confirming] = useHrLeaveImportConfirm();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setResult(null);
  };

  const check = async () => {
    if (!file) return;
    setResult(null);
    try {
      const { data } = await dryRun({ variables: { file } });
      setReport(data?.hrLeaveImportDryRun ?? null);
    } catch (error) {
      setReport(null);
      setResult({ ok: false, message: readError(error).message });
    }
  };

  const apply = async () => {
    if (!report) return;
    try {
      const { data } = await confirm({ variables: { importId: report.importId } });
      const done = data!.hrLeaveImportConfirm;
      setResult({ ok: true, message: t('hr.leave.import.done', { set: done.set, unchanged: done.unchanged }) });
      setReport(null);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setResult({ ok: false, message: readError(error).message });
    } finally {
      setAsking(false);
    }
  };

  const blocked = report
    ? report.counts.error > 0
      ? t('hr.leave.import.cannotConfirm')
      : report.counts.set === 0
        ? t('hr.leave.import.nothingToDo')
        : ''
    : '';

  return (
    <Stack spacing={2} component="section" aria-labelledby="opening-title">
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <div>
              <Typography id="opening-title" component="h2" variant="h6">
                {t('hr.leave.import.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('hr.leave.import.intro')}
              </Typography>
            </div>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="outlined" startIcon={<DownloadRounded />} href={EXPORT('xlsx')} download>
                {t('hr.leave.import.exportXlsx')}
              </Button>
              <Button variant="outlined" startIcon={<DownloadRounded />} href={EXPORT('csv')} download>
                {t('hr.leave.import.exportCsv')}
              </Button>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" component="label" startIcon={<UploadFileRounded />}>
                {t('hr.leave.import.choose')}
                <input
                  ref={input}
                  hidden
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(event) => choose(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {file ? t('hr.import.chosen', { name: file.name }) : t('hr.leave.import.limits')}
              </Typography>
            </Stack>
            <div>
              <Button variant="contained" onClick={() => void check()} disabled={!file || checking.loading}>
                {checking.loading ? t('hr.import.checking') : t('hr.import.check')}
              </Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="alert" onClose={() => setResult(null)}>
          {result.message}
        </Alert>
      )}
      {report && (
        <>
          <OpeningReport report={report} />
          {blocked ? (
            <Alert severity={report.counts.error > 0 ? 'warning' : 'info'}>{blocked}</Alert>
          ) : (
            <div>
              <Button variant="contained" onClick={() => setAsking(true)} disabled={confirming.loading}>
                {confirming.loading
                  ? t('hr.import.confirming')
                  : t('hr.leave.import.confirm', { total: report.counts.set })}
              </Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        question={asking && report ? t('hr.leave.import.confirmQuestion', { total: report.counts.set }) : null}
        confirmLabel={report ? t('hr.leave.import.confirm', { total: report.counts.set }) : ''}
        busy={confirming.loading}
        onConfirm={() => void apply()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

/** The dry run: counts, every row's error in words, then each row's outcome (now → after). */
function OpeningReport({ report }: { report: Report }) {
  const { t } = useTranslation();
  const { counts } = report;
  const days = (value: number | null | undefined) =>
    value === null || value === undefined ? t('hr.common.empty') : t('hr.leave.daysValue', { count: value });
  return (
    <DryRunTable
      id="opening-dry-run-title"
      title={t('hr.import.dryRunTitle')}
      summary={`${t('hr.import.chosen', { name: report.fileName })} · ${t('hr.import.rows', { total: report.rows })} · ${t('hr.leave.import.nothingChanged')}`}
      counts={[
        { label: t('hr.leave.import.counts.set'), value: counts.set, color: 'primary.main' },
        { label: t('hr.leave.import.counts.unchanged'), value: counts.unchanged, color: 'text.secondary' },
        { label: t('hr.leave.import.counts.applied'), value: counts.applied, color: 'text.secondary' },
        { label: t('hr.leave.import.counts.error'), value: counts.error, color: 'error.main' },
      ]}
      errorsTitle={t('hr.import.errorsTitle', { total: report.errors.length })}
      errors={report.errors.map((error) => t('hr.import.error', { row: error.row, message: inWords(error.message) }))}
      tableLabel={t('hr.leave.import.rowsTitle')}
      tableSx={narrowCells}
      maxHeight={420}
      rows={report.outcomes}
      rowKey={(row) => String(row.row)}
      columns={[
        { label: t('hr.leave.import.columns.row'), cell: (row) => row.row },
        { label: t('hr.leave.nik'), cell: (row) => row.nik },
        { label: t('hr.leave.name'), cell: (row) => row.name ?? t('hr.common.empty') },
        { label: t('hr.leave.type'), cell: (row) => row.type || t('hr.common.empty') },
        { label: t('hr.leave.import.columns.before'), cell: (row) => days(row.before), align: 'right', nowrap: true },
        { label: t('hr.leave.import.columns.after'), cell: (row) => days(row.after), align: 'right', nowrap: true },
        {
          label: t('hr.leave.import.columns.outcome'),
          cell: (row) =>
            row.error
              ? inWords(row.error)
              : t(`hr.leave.import.actions.${row.action as 'set' | 'unchanged' | 'applied'}`),
          color: (row) => (row.error ? 'error.main' : undefined),
        },
      ]}
    />
  );
}
