import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DaySessions, workedText } from '../../../components/day-sessions';
import { paths } from '../../../config/paths';
import type { AttendanceMonthQuery } from '../../../gql/graphql';
import { dayTimes, hasDayDetails } from '../lib/attendance-day';
import { displayDay } from '../../../lib/jakarta';
import { dayReview, ReviewChip } from './review-chip';

type Day = AttendanceMonthQuery['attendanceMonth'][number];

function Time({ label, value }: { label: string; value: string }) {
  return (
    <Stack sx={{ alignItems: 'center', minWidth: 64 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Stack>
  );
}

/**
 * One day of the log: its date, clock-in and clock-out (dashes when missing), and Details to its
 * records. A day of several sessions lists every pair instead, the latest last ("In since 17:15"),
 * so an older pair never stands for the whole day (issue 25); the day's worked time shows under it.
 */
export function AttendanceDayRow({ day }: { day: Day }) {
  const { t } = useTranslation();
  const { clockIn, clockOut } = dayTimes(day.attend);
  const date = displayDay(day.date);
  const severalSessions = day.sessions.length > 1;
  return (
    <Stack
      component="li"
      direction="row"
      aria-label={date}
      sx={{
        alignItems: 'center',
        py: 1.25,
        gap: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{date}</Typography>
        {day.attend.some((stamp) => stamp.isCorrection) && (
          <Chip
            label={t('attendance.log.corrected')}
            size="small"
            color="info"
            variant="outlined"
            sx={{ alignSelf: 'flex-start', my: 0.25 }}
          />
        )}
        <ReviewChip review={dayReview(day.attend.map((stamp) => stamp.review))} />
        {!severalSessions && day.workedMinutes > 0 && (
          <Typography variant="caption" color="text.secondary">
            {workedText(t, day.workedMinutes)}
          </Typography>
        )}
        {hasDayDetails(day.total) && (
          <Link
            component={RouterLink}
            to={paths.attendanceList.href(day.date)}
            aria-label={t('attendance.log.detailsOf', { date })}
            variant="body2"
            underline="hover"
          >
            {t('attendance.log.details')}
          </Link>
        )}
      </Stack>
      {severalSessions ? (
        <DaySessions pairs={day.sessions} workedMinutes={day.workedMinutes} />
      ) : (
        <>
          <Time label={t('attendance.log.clockIn')} value={clockIn} />
          <Time label={t('attendance.log.clockOut')} value={clockOut} />
        </>
      )}
    </Stack>
  );
}
