import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { monthName } from '../../../lib/jakarta';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** A month of this year, 1-12 (the inbox's Period). */
export function MonthSelect({ value, onChange }: { value: number; onChange: (month: number) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('inbox.month')}
      name="period"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      margin="none"
    >
      {MONTHS.map((month) => (
        <MenuItem key={month} value={month}>
          {monthName(month)}
        </MenuItem>
      ))}
    </TextField>
  );
}
