import DownloadRounded from '@mui/icons-material/DownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessageText } from '../../../../i18n/api-text';
import { readError } from '../../../../lib/graphql-error';
import { DryRunTable } from '../dry-run-table';
import { useHrRosterImportConfirm, useHrRosterImportDryRun } from '../../api/use-rosters';
import type { HrRosterImportDryRunMutation } from '../../gql/graphql';

type Report = HrRosterImportDryRunMutation['hrRosterImportDryRun'];
type View = Report['changes'][number]['before'];

/** The file comes through the gateway's file proxy, which adds the session's token. */
const exportUrl = (month: string, department: string) =>
  `/api/v1/hr/rosters/export?${new URLSearchParams({ month, ...(department ? { department } : {}) }).toString()}`;

/** A row's problem in the chosen language (the api writes it in English). */
const inWords = (message: string) => apiMessageText(message) ?? message;

/**
 * The roster as an XLSX (issue 25): the unit's month exported; a file imported back is checked
 * first (every cell it changes, before → after, and every error in words), then applied in one go.
 */
export function RosterFile({
  month,
  department,
  onImported,
}: {
  month: string;
  department: string;
  onImported: (month: string) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [dryRun, checking] = useHrRosterImportDryRun();
  const [confirm, confirming] = useHrRosterImportConfirm();

  const reset = () => {
    setReport(null);
    if (input.current) input.current.value = '';
  };
  const check = async (file: File | null) => {
    setResult(null);
    setReport(null);
    if (!file) return;
    try {
      const { data } = await dryRun({ variables: { file } });
      setReport(data?.hrRosterImportDryRun ?? null);
    } catch (error) {
      setResult({ ok: false, message: readError(error).message });
      if (input.current) input.current.value = '';
    }
  };
  const apply = async () => {
    if (!report) return;
    try {
      const { data } = await confirm({ variables: { importId: report.importId } });
      const done = data!.hrRosterImportConfirm;
      setResult({ ok: true, message: t('time.rosters.imported', { count: done.changed }) });
      reset();
      if (done.month) onImported(done.month);
    } catch (error) {
      setResult({ ok: false, message: readError(error).message });
    }
  };
  const view = (cell: View) =>
    cell.kind === 'SHIFT'
      ? (cell.name ?? '?')
      : cell.kind === 'OFF'
        ? t('time.rosters.off')
        : t('time.rosters.emptyCell');

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" startIcon={<DownloadRounded />} href={exportUrl(month, department)} download>
          {t('time.rosters.exportXlsx')}
        </Button>
        <Button variant="outlined" component="label" startIcon={<UploadFileRounded />} disabled={checking.loading}>
          {t('time.rosters.importXlsx')}
          <input
            ref={input}
            hidden
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => void check(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('time.rosters.importLimits')}
        </Typography>
      </Stack>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="alert" onClose={() => setResult(null)}>
          {result.message}
        </Alert>
      )}
      {report && (
        <DryRunTable
          id="roster-dry-run-title"
          outlined
          title={t('time.rosters.dryRunTitle')}
          summary={t('time.rosters.dryRunOf', { file: report.fileName, month: report.month ?? '' })}
          counts={[
            { label: t('time.rosters.counts.people'), value: report.counts.people, color: 'text.primary' },
            { label: t('time.rosters.counts.changed'), value: report.counts.changed, color: 'primary.main' },
            { label: t('time.rosters.counts.unchanged'), value: report.counts.unchanged, color: 'text.secondary' },
            { label: t('time.rosters.counts.errors'), value: report.counts.errors, color: 'error.main' },
          ]}
          errorsTitle={t('time.rosters.errorsTitle', { count: report.counts.errors })}
          errors={report.errors.map((error) =>
            t('time.rosters.errorRow', { row: error.row, message: inWords(error.message) }),
          )}
          empty={t('time.rosters.noChange')}
          tableLabel={t('time.rosters.changesTitle')}
          rows={report.changes}
          rowKey={(change) => `${change.nik} ${change.day}`}
          columns={[
            { label: t('time.rosters.columns.row'), cell: (change) => change.row },
            { label: t('time.rosters.columns.person'), cell: (change) => `${change.nik} · ${change.name}` },
            { label: t('time.rosters.columns.day'), cell: (change) => change.day },
            { label: t('time.rosters.columns.before'), cell: (change) => view(change.before) },
            { label: t('time.rosters.columns.after'), cell: (change) => view(change.after) },
          ]}
        >
          <Stack direction="row" spacing={1}>
            {report.errors.length === 0 && report.counts.changed > 0 && (
              <Button variant="contained" disabled={confirming.loading} onClick={() => void apply()}>
                {t('time.rosters.apply', { count: report.counts.changed })}
              </Button>
            )}
            <Button onClick={reset}>{t('time.rosters.cancelImport')}</Button>
          </Stack>
        </DryRunTable>
      )}
    </Stack>
  );
}
