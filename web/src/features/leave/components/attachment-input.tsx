import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentProblem } from '../lib/leave-form-rules';

interface Props {
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  /** A chosen file that is not a PDF of at most 2 MB: the input is cleared and this is told why. */
  onRejected: (message: string) => void;
}

/** The PDF attachment: a labelled file input that refuses anything else on the spot. */
export function AttachmentInput({ file, error, onChange, onRejected }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen && attachmentProblem(chosen);
    if (problem) {
      event.target.value = '';
      onChange(null);
      return onRejected(problem);
    }
    onChange(chosen);
  };
  return (
    <Stack spacing={0.5} sx={{ position: 'relative' }}>
      <Typography component="label" htmlFor={id} variant="body2" color={error ? 'error' : 'text.secondary'}>
        {t('leave.form.attachment')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Button
          variant="outlined"
          startIcon={<AttachFileRounded />}
          onClick={() => input.current?.click()}
          aria-controls={id}
        >
          {t('leave.form.chooseFile')}
        </Button>
        <Typography variant="body2" noWrap sx={{ minWidth: 0 }} color={file ? 'text.primary' : 'text.secondary'}>
          {file?.name ?? t('leave.form.noFile')}
        </Typography>
      </Stack>
      <input
        ref={input}
        id={id}
        type="file"
        name="attachment"
        accept="application/pdf,.pdf"
        onChange={choose}
        style={{ position: 'absolute', left: 0, bottom: 0, width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        aria-invalid={Boolean(error)}
        tabIndex={-1}
      />
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
