import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '../../lib/download-export';

/**
 * Downloads an export in XLSX or CSV through the gateway's file proxy (the session cookie goes with
 * it). The button is busy while the file is prepared; a refusal is said in words, not as a broken file.
 */
export function ExportButtons({ path, query }: { path: string; query: Record<string, string | null | undefined> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'xlsx' | 'csv' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (format: 'xlsx' | 'csv') => {
    setBusy(format);
    setError(null);
    const failure = await downloadExport(path, { ...query, format }, t('time.export.failed'));
    setError(failure);
    setBusy(null);
  };
  return (
    <Stack spacing={1} sx={{ flexShrink: 0 }}>
      <Stack direction="row" spacing={1}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadRounded />}
            disabled={busy !== null}
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => void run(format)}
          >
            {busy === format ? t('time.export.preparing') : t(`time.export.${format}`)}
          </Button>
        ))}
      </Stack>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
