import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import { useMemo, useState } from 'react';
import { messages } from '../../../i18n/messages';
import { byDayNewestFirst } from '../../../lib/attendance-day';
import { readError } from '../../../lib/graphql-error';
import { logMonths } from '../../../lib/jakarta';
import { useAttendanceMonth } from '../api/use-attendance-month';
import { AttendanceDayRow } from './attendance-day-row';

const t = messages.attendance.log;

function LogBody({ monthIndex }: { monthIndex: number }) {
  const { data, error, loading, refetch } = useAttendanceMonth(monthIndex);
  const days = data?.attendanceMonth;
  if (!days && loading) {
    return (
      <Stack spacing={1} role="progressbar" aria-label={messages.app.loading} aria-busy>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" animation="wave" height={48} />
        ))}
      </Stack>
    );
  }
  if (!days && error) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{messages.app.retry}</Button>}>
        {readError(error).code === 'NETWORK' ? messages.app.offline : t.failed}
      </Alert>
    );
  }
  if (!days || days.length === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', py: 3, color: 'text.secondary' }}>
        <EventBusyRounded fontSize="large" aria-hidden />
        <Typography variant="body2">{t.empty}</Typography>
      </Stack>
    );
  }
  return (
    <Stack component="ul" aria-label={t.days} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {byDayNewestFirst(days).map((day) => (
        <AttendanceDayRow key={day.date} day={day} />
      ))}
    </Stack>
  );
}

/** The Attendance Log with its month selector (the current and the previous Jakarta month). */
export function AttendanceLog() {
  const months = useMemo(() => logMonths(), []);
  const [monthIndex, setMonthIndex] = useState(months[0].monthIndex);
  return (
    <Card component="section" aria-labelledby="attendance-log-title">
      <CardContent>
        <Typography id="attendance-log-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t.title}
        </Typography>
        <TextField
          select
          fullWidth
          size="small"
          label={t.month}
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
