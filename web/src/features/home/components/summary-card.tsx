import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CountRow } from '../../../components/count-row';
import { LoadFailure } from '../../../components/load-failure';
import { paths } from '../../../config/paths';
import { formatJakarta } from '../../../lib/jakarta';
import { useAttendanceSummary } from '../api/use-attendance-summary';

/** This month's present, late, leave, absent and total (GET /summary_attendance): the recap's counts. */
export function SummaryCard() {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useAttendanceSummary();
  const summary = data?.attendanceSummary;
  const cells = [
    { label: t('home.present'), value: summary?.attend, color: 'success.main' },
    { label: t('home.late'), value: summary?.late, color: 'warning.main' },
    { label: t('home.leave'), value: summary?.leave, color: 'info.main' },
    { label: t('home.absent'), value: summary?.absent, color: 'error.main' },
    { label: t('home.total'), value: summary?.total, color: 'primary.main' },
  ];
  return (
    <Card component="section" aria-labelledby="summary-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
          <Typography id="summary-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('home.summaryTitle', { month: formatJakarta(new Date(), 'MMMM yyyy') })}
          </Typography>
          <Link component={RouterLink} to={paths.live.href()} underline="hover" sx={{ whiteSpace: 'nowrap', ml: 1 }}>
            {t('home.viewAll')}
          </Link>
        </Stack>
        {error && !summary ? (
          <LoadFailure error={error} failed={t('home.summaryFailed')} onRetry={() => void refetch()} />
        ) : (
          <CountRow counts={cells} loading={loading && !summary} />
        )}
      </CardContent>
    </Card>
  );
}
