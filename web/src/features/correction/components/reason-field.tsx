import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CORRECTION_REASONS, OTHER_REASON } from '../lib/correction-validation';

interface Props {
  reason: string;
  otherReason: string;
  onChange: (next: { reason: string; otherReason: string }) => void;
  error?: string;
}

/** The reasons of rules §5; Other shows a free-text box whose text is sent instead. */
export function ReasonField({ reason, otherReason, onChange, error }: Props) {
  const { t } = useTranslation();
  const other = reason === OTHER_REASON;
  return (
    <>
      <TextField
        select
        label={t('correction.modal.reason')}
        name="reason"
        value={reason}
        onChange={(event) => onChange({ reason: event.target.value, otherReason })}
        error={Boolean(error && !other)}
        helperText={!other ? error : undefined}
        slotProps={{ formHelperText: { role: 'alert' } }}
      >
        {CORRECTION_REASONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {t(`correction.reasons.${option.label}`)}
          </MenuItem>
        ))}
      </TextField>
      {other && (
        <TextField
          label={t('correction.modal.otherReason')}
          name="otherReason"
          value={otherReason}
          onChange={(event) => onChange({ reason, otherReason: event.target.value })}
          error={Boolean(error)}
          helperText={error}
          multiline
          minRows={2}
          autoFocus
          slotProps={{ htmlInput: { maxLength: 255 }, formHelperText: { role: 'alert' } }}
        />
      )}
    </>
  );
}
