import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../lib/correction-validation';

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
  error: string;
  onProblem: (message: string) => void;
}

/** The optional attachment: a PDF, PNG or JPEG of at most 5 MB; a refused file clears the input. */
export function AttachmentField({ file, onChange, error, onProblem }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    const problem = attachmentProblem(picked);
    if (problem) {
      onChange(null);
      return onProblem(problem);
    }
    onChange(picked);
  };
  return (
    <div>
      <FormLabel id="attachment-label" error={Boolean(error)}>
        {t('correction.modal.attachment')}
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AttachFileRounded />}
          onClick={() => input.current?.click()}
        >
          {t('correction.modal.chooseAttachment')}
        </Button>
        <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} data-testid="attachment-name">
          {file?.name}
        </Typography>
        {file && (
          <IconButton size="small" aria-label={t('correction.modal.removeAttachment')} onClick={() => onChange(null)}>
            <CloseRounded fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        hidden
        aria-labelledby="attachment-label"
        onChange={pick}
        data-testid="attachment-input"
      />
      <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error || t('correction.modal.attachmentHint')}
      </FormHelperText>
    </div>
  );
}
