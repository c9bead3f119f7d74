import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** What a day counts as (the api's one rule), or a team member's state today. */
export type DayStatusName =
  'PRESENT' | 'LATE' | 'ABSENT' | 'LEAVE' | 'HOLIDAY' | 'OFF' | 'UPCOMING' | 'NOT_YET' | 'NOT_EMPLOYED';

const COLOR = {
  PRESENT: 'success',
  LATE: 'warning',
  ABSENT: 'error',
  LEAVE: 'info',
  HOLIDAY: 'secondary',
  OFF: 'default',
  UPCOMING: 'default',
  NOT_YET: 'default',
  NOT_EMPLOYED: 'default',
} as const;

/** A day's status as a small coloured chip with its word (the colour is never the only sign). */
export function DayStatusChip({ status, lateMinutes = 0 }: { status: DayStatusName; lateMinutes?: number }) {
  const { t } = useTranslation();
  const label = status === 'LATE' ? t('time.status.lateBy', { count: lateMinutes }) : t(`time.status.${status}`);
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'OFF' || status === 'UPCOMING' || status === 'NOT_EMPLOYED' ? 'outlined' : 'filled'}
      label={label}
    />
  );
}
