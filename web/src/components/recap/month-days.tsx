import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { displayDay, displayTimeIn, TIME_ZONE } from '../../lib/jakarta';
import { DaySessions } from '../day-sessions';
import { DayStatusChip, type DayStatusName } from './day-status-chip';
import { PrivateImage } from '../private-image';

export interface MonthDay {
  date: string;
  /** The person's zone (IANA): the day's times are read in it (issue 25); Jakarta when absent. */
  timeZone?: string;
  weekday: number;
  scheduleName: string;
  scheduleStart: string;
  scheduleEnd: string;
  holiday?: string | null;
  status: DayStatusName;
  firstIn?: string | null;
  lastOut?: string | null;
  lateMinutes: number;
  leaveType?: string | null;
  halfDay: boolean;
  missingClockOut: boolean;
  corrected: boolean;
  /** A clock-in of the day waits for its review (issue 29). */
  flagged?: boolean;
  location?: string | null;
  photoIn?: string | null;
  photoOut?: string | null;
  recordIn?: string | null;
  recordOut?: string | null;
  /** Every in/out pair of the day's shift (ISO instants), and the sum of the closed ones (issue 25). */
  sessions?: readonly { in?: string | null; out?: string | null }[];
  workedMinutes?: number;
  /** The day's overtime request (not a rejected one) and what it counts (issue 27). */
  overtime?: {
    status: 'Pending' | 'Approved' | 'Rejected';
    start: string;
    end: string;
    countedMinutes: number;
    multiplierHours: number;
  } | null;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** HH:mm in the day's zone, followed by the zone ("08:02 WITA") when it is not the reader's. */
function useZonedTime(zone: string | undefined, viewerZone: string) {
  const { t } = useTranslation();
  const own = zone ?? TIME_ZONE;
  return (instant: string) =>
    own === viewerZone
      ? displayTimeIn(instant, own)
      : `${displayTimeIn(instant, own)} ${t(`time.zones.${own}` as 'time.zones.Asia/Jakarta', { defaultValue: own })}`;
}

/** The day's pairs when it has more than one (one pair is the clock-in and clock-out columns), and its worked time. */
function Worked({ day, viewerZone }: { day: MonthDay; viewerZone: string }) {
  const time = useZonedTime(day.timeZone, viewerZone);
  const sessions = day.sessions ?? [];
  const pairs =
    sessions.length > 1
      ? sessions.map((pair) => ({ in: pair.in ? time(pair.in) : null, out: pair.out ? time(pair.out) : null }))
      : [];
  const { t } = useTranslation();
  const overtime = day.overtime && (
    <Typography variant="caption" component="p" data-overtime>
      {t('time.personMonth.overtime', {
        start: day.overtime.start,
        end: day.overtime.end,
        status: t(`time.leaveStatus.${day.overtime.status}`),
        counted: hours(day.overtime.countedMinutes),
        multiplier: day.overtime.multiplierHours,
      })}
    </Typography>
  );
  if (pairs.length === 0 && !day.workedMinutes) {
    return (
      overtime ?? (
        <Typography variant="body2" color="text.secondary">
          —
        </Typography>
      )
    );
  }
  return (
    <>
      <DaySessions pairs={pairs} workedMinutes={day.workedMinutes ?? 0} />
      {overtime}
    </>
  );
}

/** A clocking's time, linked to the record's detail (map and photo) as the staff screens show it. */
function Clocking({
  at,
  record,
  photo,
  label,
  zone,
  viewerZone,
}: {
  at?: string | null;
  record?: string | null;
  photo?: string | null;
  label: string;
  zone?: string;
  viewerZone: string;
}) {
  const zoned = useZonedTime(zone, viewerZone);
  if (!at)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  const time = zoned(at);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {photo && (
        <PrivateImage
          src={photo}
          alt={label}
          loading="lazy"
          sx={{ width: 32, height: 32, borderRadius: 1, objectFit: 'cover' }}
        />
      )}
      {record ? (
        <Link component={RouterLink} to={paths.detail.href(record)} underline="hover">
          {time}
        </Link>
      ) : (
        time
      )}
    </Stack>
  );
}

/**
 * A person's month, a row per day: what the day counts as first (it stays in view on a phone), then
 * clock-in and -out with their selfies, the day's pairs (when more than one) and worked time, schedule and location.
 */
export function MonthDays({
  days,
  viewerTimeZone = TIME_ZONE,
}: {
  days: readonly MonthDay[];
  /** The reader's zone: times in another say it. */ viewerTimeZone?: string;
}) {
  const { t } = useTranslation();
  const weekday = (day: number) => t(`time.weekdays.${day}` as 'time.weekdays.1');
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('time.personMonth.days')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('time.columns.date')}</TableCell>
            <TableCell>{t('time.columns.countsAs')}</TableCell>
            <TableCell>{t('time.columns.clockIn')}</TableCell>
            <TableCell>{t('time.columns.clockOut')}</TableCell>
            <TableCell>{t('time.columns.worked')}</TableCell>
            <TableCell>{t('time.columns.schedule')}</TableCell>
            <TableCell>{t('time.columns.location')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.date} data-date={day.date} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {weekday(day.weekday)} {displayDay(day.date)}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}>
                  <DayStatusChip status={day.status} lateMinutes={day.lateMinutes} />
                  {day.holiday && <Typography variant="caption">{day.holiday}</Typography>}
                  {day.leaveType && (
                    <Typography variant="caption">
                      {day.halfDay ? t('time.personMonth.halfDay', { type: day.leaveType }) : day.leaveType}
                    </Typography>
                  )}
                  {day.missingClockOut && (
                    <Typography variant="caption" color="error">
                      {t('time.personMonth.noClockOut')}
                    </Typography>
                  )}
                  {day.corrected && <Typography variant="caption">{t('time.personMonth.corrected')}</Typography>}
                  {day.flagged && (
                    <Chip size="small" variant="outlined" color="warning" label={t('time.review.flagged')} />
                  )}
                </Stack>
              </TableCell>
              <TableCell>
                <Clocking
                  at={day.firstIn}
                  record={day.recordIn}
                  photo={day.photoIn}
                  label={t('time.personMonth.selfieIn')}
                  zone={day.timeZone}
                  viewerZone={viewerTimeZone}
                />
              </TableCell>
              <TableCell>
                <Clocking
                  at={day.lastOut}
                  record={day.recordOut}
                  photo={day.photoOut}
                  label={t('time.personMonth.selfieOut')}
                  zone={day.timeZone}
                  viewerZone={viewerTimeZone}
                />
              </TableCell>
              <TableCell>
                <Worked day={day} viewerZone={viewerTimeZone} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {day.scheduleStart}–{day.scheduleEnd}
              </TableCell>
              <TableCell>{day.location ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
