import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export interface Totals {
  scheduledDays: number;
  present: number;
  restDaysWorked: number;
  lateDays: number;
  lateMinutes: number;
  absent: number;
  leaveDays: number;
  missingClockOut: number;
}

/** A person's month in a line of figures, each with its word. */
export function MonthTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const figures = [
    ['scheduled', totals.scheduledDays],
    ['present', totals.present],
    ['restDaysWorked', totals.restDaysWorked],
    ['lateDays', totals.lateDays],
    ['lateMinutes', totals.lateMinutes],
    ['absent', totals.absent],
    ['leave', totals.leaveDays],
    ['missingClockOut', totals.missingClockOut],
  ] as const;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label={t('time.personMonth.totals')}>
      {figures.map(([key, value]) => (
        <Chip key={key} variant="outlined" label={`${t(`time.columns.${key}`)}: ${value}`} />
      ))}
    </Stack>
  );
}
