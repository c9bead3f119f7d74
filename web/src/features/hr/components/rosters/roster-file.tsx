import DownloadRounded from '@mui/icons-material/DownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountRow } from '../../../../components/count-row';
import { apiMessageText } from '../../../../i18n/api-text';
import { readError } from '../../../../lib/graphql-error';
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
export function RosterFile({ month, department, onImported }: { month: string; department: string; onImported: (month: string) => void }) {
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
  const view = (cell: View) => (cell.kind === 'SHIFT' ? (cell.name ?? '?') : cell.kind === 'OFF' ? t('time.rosters.off') : t('time.rosters.emptyCell'));

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
        <Typography variant="body2" color="text.secondary">{t('time.rosters.importLimits')}</Typography>
      </Stack>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="alert" onClose={() => setResult(null)}>
          {result.message}
        </Alert>
      )}
      {report && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="roster-dry-run-title">
          <Stack spacing={2}>
            <div>
              <Typography id="roster-dry-run-title" component="h3" variant="h6">{t('time.rosters.dryRunTitle')}</Typography>
              <Typography variant="body2" color="text.secondary">{t('time.rosters.dryRunOf', { file: report.fileName, month: report.month ?? '' })}</Typography>
            </div>
            <CountRow
              loading={false}
              counts={[
                { label: t('time.rosters.counts.people'), value: report.counts.people, color: 'text.primary' },
                { label: t('time.rosters.counts.changed'), value: report.counts.changed, color: 'primary.main' },
                { label: t('time.rosters.counts.unchanged'), value: report.counts.unchanged, color: 'text.secondary' },
                { label: t('time.rosters.counts.errors'), value: report.counts.errors, color: 'error.main' },
              ]}
            />
            {report.errors.length > 0 && (
              <Alert severity="error">
                <AlertTitle>{t('time.rosters.errorsTitle', { count: report.counts.errors })}</AlertTitle>
                <List dense disablePadding>
                  {report.errors.map((error, index) => (
                    <ListItem key={index} disableGutters sx={{ py: 0 }}>
                      <ListItemText primary={t('time.rosters.errorRow', { row: error.row, message: inWords(error.message) })} />
                    </ListItem>
                  ))}
                </List>
              </Alert>
            )}
            {report.errors.length === 0 && report.changes.length === 0 && <Alert severity="info">{t('time.rosters.noChange')}</Alert>}
            {report.changes.length > 0 && (
              <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 360 }}>
                <Table size="small" stickyHeader aria-label={t('time.rosters.changesTitle')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('time.rosters.columns.row')}</TableCell>
                      <TableCell>{t('time.rosters.columns.person')}</TableCell>
                      <TableCell>{t('time.rosters.columns.day')}</TableCell>
                      <TableCell>{t('time.rosters.columns.before')}</TableCell>
                      <TableCell>{t('time.rosters.columns.after')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.changes.map((change) => (
                      <TableRow key={`${change.nik} ${change.day}`}>
                        <TableCell>{change.row}</TableCell>
                        <TableCell>{change.nik} · {change.name}</TableCell>
                        <TableCell>{change.day}</TableCell>
                        <TableCell>{view(change.before)}</TableCell>
                        <TableCell>{view(change.after)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            <Stack direction="row" spacing={1}>
              {report.errors.length === 0 && report.counts.changed > 0 && (
                <Button variant="contained" disabled={confirming.loading} onClick={() => void apply()}>
                  {t('time.rosters.apply', { count: report.counts.changed })}
                </Button>
              )}
              <Button onClick={reset}>{t('time.rosters.cancelImport')}</Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
