import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { QueryList } from '../../../components/query-list';
import { byDayNewestFirst } from '../lib/attendance-day';
import { logMonths } from '../../../lib/jakarta';
import { useAttendanceMonth } from '../api/use-attendance-month';
import { AttendanceDayRow } from './attendance-day-row';

function LogBody({ monthIndex }: { monthIndex: number }) {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useAttendanceMonth(monthIndex);
  return (
    <QueryList
      items={data?.attendanceMonth}
      loading={loading}
      error={error}
      failed={t('attendance.log.failed')}
      onRetry={() => void refetch()}
      rowHeight={48}
      empty={<EmptyState icon={<EventBusyRounded fontSize="large" aria-hidden />} title={t('attendance.log.empty')} />}
    >
      {(days) => (
        <Stack component="ul" aria-label={t('attendance.log.days')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {byDayNewestFirst(days).map((day) => (
            <AttendanceDayRow key={day.date} day={day} />
          ))}
        </Stack>
      )}
    </QueryList>
  );
}

/** The Attendance Log with its month selector (the current and the previous Jakarta month). */
export function AttendanceLog() {
  const { t } = useTranslation();
  const months = useMemo(() => logMonths(), []);
  const [monthIndex, setMonthIndex] = useState(months[0].monthIndex);
  return (
    <Card component="section" aria-labelledby="attendance-log-title">
      <CardContent>
        <Typography id="attendance-log-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('attendance.log.title')}
        </Typography>
        <TextField
          select
          fullWidth
          size="small"
          label={t('attendance.log.month')}
          value={monthIndex}
          onChange={(event) => setMonthIndex(Number(event.target.value))}
          margin="none"
          sx={{ mb: 1 }}
        >
          {months.map((month) => (
            <MenuItem key={month.monthIndex} value={month.monthIndex}>
              {month.label}
            </MenuItem>
          ))}
        </TextField>
        <LogBody monthIndex={monthIndex} />
      </CardContent>
    </Card>
  );
}
