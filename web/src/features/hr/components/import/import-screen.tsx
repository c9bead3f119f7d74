import DownloadRounded from '@mui/icons-material/DownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import { useHrImportConfirm, useHrImportDryRun } from '../../api/use-import';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ImportReportCard, type ImportReport } from './import-report';

/** The templates come through the gateway's file proxy, which adds the session's token. */
const TEMPLATE = (format: 'xlsx' | 'csv') => `/api/v1/hr/import/template/${format}`;

/** /hr/import: templates, a file, its dry run (nothing written), then one confirmed import. */
export function ImportScreen() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [asking, setAsking] = useState(false);
  // New people with an e-mail get their activation link and code by mail; the others from their page.
  const [sendCodes, setSendCodes] = useState(true);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [dryRun, checking] = useHrImportDryRun();
  const [confirm, confirming] = useHrImportConfirm();

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
      setReport(data?.hrImportDryRun ?? null);
    } catch (error) {
      setReport(null);
      setResult({ ok: false, message: readError(error).message });
    }
  };

  const apply = async () => {
    if (!report) return;
    try {
      const { data } = await confirm({ variables: { importId: report.importId, sendCodes } });
      const done = data?.hrImportConfirm;
      const mailed =
        typeof done?.codesEmailed === 'number' ? ` ${t('hr.import.codesEmailed', { count: done.codesEmailed })}` : '';
      setResult({ ok: true, message: `${done?.message ?? ''}${mailed}` });
      setReport(null);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setResult({ ok: false, message: readError(error).message });
    } finally {
      setAsking(false);
    }
  };

  const changes = report ? report.counts.create + report.counts.update : 0;
  const blocked = report
    ? report.counts.error > 0
      ? t('hr.import.cannotConfirm')
      : changes === 0
        ? t('hr.import.nothingToDo')
        : ''
    : '';

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography>{t('hr.import.intro')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} aria-label={t('hr.import.templates')}>
              <Button variant="outlined" startIcon={<DownloadRounded />} href={TEMPLATE('xlsx')} download>
                {t('hr.import.templateXlsx')}
              </Button>
              <Button variant="outlined" startIcon={<DownloadRounded />} href={TEMPLATE('csv')} download>
                {t('hr.import.templateCsv')}
              </Button>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" component="label" startIcon={<UploadFileRounded />}>
                {t('hr.import.choose')}
                <input
                  ref={input}
                  hidden
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(event) => choose(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {file ? t('hr.import.chosen', { name: file.name }) : t('hr.import.limits')}
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
          <ImportReportCard report={report} />
          {blocked ? (
            <Alert severity={report.counts.error > 0 ? 'warning' : 'info'}>{blocked}</Alert>
          ) : (
            <div>
              {report.counts.create > 0 && (
                <FormControlLabel
                  sx={{ display: 'flex', mb: 1 }}
                  control={<Checkbox checked={sendCodes} onChange={(event) => setSendCodes(event.target.checked)} />}
                  label={t('hr.import.sendCodes')}
                />
              )}
              <Button variant="contained" onClick={() => setAsking(true)} disabled={confirming.loading}>
                {confirming.loading ? t('hr.import.confirming') : t('hr.import.confirm', { total: changes })}
              </Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        question={
          asking && report
            ? t('hr.import.confirmQuestion', { create: report.counts.create, update: report.counts.update })
            : null
        }
        confirmLabel={report ? t('hr.import.confirm', { total: changes }) : ''}
        busy={confirming.loading}
        onConfirm={() => void apply()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
