import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { messages } from '../../../i18n/messages';

const t = messages.inbox;

/** A month of this year, 1-12 (the inbox's Period). */
export function MonthSelect({ value, onChange }: { value: number; onChange: (month: number) => void }) {
  return (
    <TextField
      select
      label={t.month}
      name="period"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      margin="none"
    >
      {t.months.map((name, index) => (
        <MenuItem key={name} value={index + 1}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
