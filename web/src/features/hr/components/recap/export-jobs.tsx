import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelExport, useHrExportJobs } from '../../api/use-export-jobs';
import { apiMessageText } from '../../../../i18n/api-text';

/** Asks for the screen's file in a format (the screen's own mutation, with its filter); answers the job. */
export type AskExport = (format: 'xlsx' | 'csv') => Promise<{ id: string } | null | undefined>;

/**
 * HR's exports, prepared as jobs, on every screen that has a file (the recap, the leave recap,
 * overtime): HR asks for one with `ask`, sees how far each is (and may leave the page: the list is
 * there when they come back), cancels one, and downloads it when it is ready. One list of all of
 * the admin's exports, whichever screen asked.
 */
export function ExportJobs({ ask }: { ask: AskExport }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  // The job the last Prepare made, until the list shows it.
  const [expected, setExpected] = useState<string | null>(null);
  const jobs = useHrExportJobs(expected);
  const [cancel] = useCancelExport();
  const [error, setError] = useState(false);
  const prepare = async (format: 'xlsx' | 'csv') => {
    setError(false);
    setAsking(true);
    try {
      setExpected((await ask(format))?.id ?? null);
    } catch {
      setError(true);
    } finally {
      setAsking(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ flexShrink: 0, minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadRounded />}
            disabled={asking}
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => void prepare(format)}
          >
            {t(`time.exportJobs.${format}`)}
          </Button>
        ))}
      </Stack>
      {error && (
        <Alert severity="error" onClose={() => setError(false)}>
          {t('time.exportJobs.failed')}
        </Alert>
      )}
      {(jobs.data?.hrExportJobs ?? []).slice(0, 3).map((job) => (
        <Stack key={job.id} spacing={0.5} aria-label={job.name} role="group">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ flexGrow: 1 }} noWrap>
              {job.name} · {t(`time.exportJobs.state.${job.state}`)}
            </Typography>
            {job.downloadUrl && (
              <Button size="small" href={job.downloadUrl} download={job.name}>
                {t('time.exportJobs.download')}
              </Button>
            )}
            {(job.state === 'QUEUED' || job.state === 'RUNNING') && (
              <Button
                size="small"
                color="inherit"
                onClick={() => void cancel({ variables: { id: job.id } }).catch(() => setError(true))}
              >
                {t('time.exportJobs.cancel')}
              </Button>
            )}
          </Stack>
          {job.state === 'FAILED' && job.failure && (
            <Typography variant="caption" color="error">
              {apiMessageText(job.failure) ?? job.failure}
            </Typography>
          )}
          {(job.state === 'QUEUED' || job.state === 'RUNNING') && (
            <>
              <LinearProgress
                variant={job.total ? 'determinate' : 'indeterminate'}
                value={job.total ? (100 * job.done) / job.total : undefined}
                aria-label={t('time.exportJobs.progressLabel', { name: job.name })}
              />
              {job.total !== null && job.total !== undefined && (
                <Typography variant="caption" color="text.secondary">
                  {t(job.kind === 'recap' ? 'time.exportJobs.progress' : 'time.exportJobs.progressRequests', {
                    done: job.done,
                    total: job.total,
                  })}
                </Typography>
              )}
            </>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
