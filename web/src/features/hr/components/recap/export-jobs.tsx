import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelExport, useHrExportJobs, useRequestRecapExport } from '../../api/use-export-jobs';
import type { HrRecapFilter } from '../../gql/graphql';
import { apiMessageText } from '../../../../i18n/api-text';

/**
 * The recap's exports, prepared as jobs: HR asks for a file, sees how far it is (and may leave the
 * page: the list is there when they come back), cancels one, and downloads it when it is ready.
 */
export function ExportJobs({ month, filter }: { month: string; filter: HrRecapFilter }) {
  const { t } = useTranslation();
  const [request, requesting] = useRequestRecapExport();
  // The job the last Prepare made, until the list shows it (the mutation's own last answer).
  const jobs = useHrExportJobs(requesting.data?.hrRequestRecapExport.id ?? null);
  const [cancel] = useCancelExport();
  const [error, setError] = useState(false);
  const ask = async (format: 'xlsx' | 'csv') => {
    setError(false);
    await request({ variables: { month, format, filter } }).catch(() => setError(true));
  };
  return (
    <Stack spacing={1} sx={{ flexShrink: 0, minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadRounded />}
            disabled={requesting.loading}
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => void ask(format)}
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
                  {t('time.exportJobs.progress', { done: job.done, total: job.total })}
                </Typography>
              )}
            </>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
