import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { messages } from '../../../i18n/messages';

const t = messages.correction;

interface Props {
  reason: string;
  otherReason: string;
  onChange: (next: { reason: string; otherReason: string }) => void;
  error?: string;
}

/** The reasons of spec 5; Other shows a free-text box whose text is sent instead. */
export function ReasonField({ reason, otherReason, onChange, error }: Props) {
  const other = reason === t.other;
  return (
    <>
      <TextField
        select
        label={t.modal.reason}
        name="reason"
        value={reason}
        onChange={(event) => onChange({ reason: event.target.value, otherReason })}
        error={Boolean(error && !other)}
        helperText={!other ? error : undefined}
        slotProps={{ formHelperText: { role: 'alert' } }}
      >
        {t.reasons.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      {other && (
        <TextField
          label={t.modal.otherReason}
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
