import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recentMonths } from '../../../lib/jakarta';

/**
 * The inbox's Period (rules §2: months 1-12): this month and the eleven before it, newest first, each
 * with the year it means, so in January last December's pending items are one choice away.
 */
export function MonthSelect({ value, onChange }: { value: number; onChange: (month: number) => void }) {
  const { t } = useTranslation();
  const months = useMemo(() => recentMonths(12), []);
  return (
    <TextField
      select
      label={t('inbox.month')}
      name="period"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      margin="none"
    >
      {months.map(({ monthIndex, label }) => (
        <MenuItem key={monthIndex} value={monthIndex + 1}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
