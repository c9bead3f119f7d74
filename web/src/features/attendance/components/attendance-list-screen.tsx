import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { readError } from '../../../lib/graphql-error';
import { displayDay, isoDay } from '../../../lib/jakarta';
import { useAttendanceDay } from '../api/use-attendance-day';
import { AttendanceRecordCard } from './attendance-record-card';

/** Every record of one day (rules §2 Attendance list): the navbar title is the date, dd-mm-yyyy. */
export function AttendanceListScreen() {
  const { t } = useTranslation();
  const { date = '' } = useParams();
  const day = isoDay(date) ?? date;
  const { data, error, loading, refetch } = useAttendanceDay(day);
  const records = data?.attendanceDay;

  const body = () => {
    if (!records && loading) return <PageSkeleton rows={3} />;
    if (!records && error) {
      const problem = readError(error);
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('app.retry')}
            </Button>
          }
        >
          {problem.code === 'NETWORK' || problem.code === 'BAD_USER_INPUT' || problem.code === 'FORBIDDEN'
            ? problem.message
            : t('attendance.list.failed')}
        </Alert>
      );
    }
    if (!records || records.length === 0) {
      return (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}>
          <EventBusyRounded fontSize="large" aria-hidden />
          <Typography variant="body2">{t('attendance.list.empty')}</Typography>
        </Stack>
      );
    }
    return (
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('attendance.list.records')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {records.map((record) => (
          <AttendanceRecordCard key={record.id} record={record} />
        ))}
      </Stack>
    );
  };

  return (
    <PageLayout title={displayDay(day)} backTo={paths.live.href()}>
      {body()}
    </PageLayout>
  );
}
