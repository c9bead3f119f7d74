import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** Picks a month (yyyy-mm), up to the current one. */
export function MonthField({
  value,
  max,
  onChange,
}: {
  value: string;
  max: string;
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      type="month"
      size="small"
      label={t('time.month')}
      value={value}
      onChange={(event) => event.target.value && onChange(event.target.value)}
      slotProps={{ htmlInput: { max }, inputLabel: { shrink: true } }}
      sx={{ width: 190, flexShrink: 0 }}
    />
  );
}
