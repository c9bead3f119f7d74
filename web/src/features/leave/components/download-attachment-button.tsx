import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/download-file';

interface Props {
  url: string;
  fileName: string;
  onFailure: (message: string) => void;
}

/** Downloads the request's PDF attachment under Attachment-{date}.pdf. */
export function DownloadAttachmentButton({ url, fileName, onFailure }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fileName);
    } catch (failure) {
      onFailure(
        t('leave.approve.downloadFailed', { message: failure instanceof Error ? failure.message : String(failure) }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadRounded />} onClick={() => void download()} disabled={busy}>
      {t('leave.approve.download')}
    </Button>
  );
}
