import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { messages } from '../../../i18n/messages';
import { downloadFile } from '../../../lib/download-file';

const t = messages.leave.approve;

interface Props {
  url: string;
  fileName: string;
  onFailure: (message: string) => void;
}

/** Downloads the request's PDF attachment under Attachment-{date}.pdf. */
export function DownloadAttachmentButton({ url, fileName, onFailure }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fileName);
    } catch (failure) {
      onFailure(t.downloadFailed(failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadRounded />} onClick={download} disabled={busy}>
      {t.download}
    </Button>
  );
}
