import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CountRow } from '../../../components/count-row';
import { paths } from '../../../config/paths';
import { messages } from '../../../i18n/messages';
import { formatJakarta } from '../../../lib/jakarta';
import { useAttendanceSummary } from '../api/use-attendance-summary';

const t = messages.home;

/** This month's present, late, leave and total (GET /summary_attendance). */
export function SummaryCard() {
  const { data, error, loading } = useAttendanceSummary();
  const summary = data?.attendanceSummary;
  const cells = [
    { label: t.present, value: summary?.attend, color: 'success.main' },
    { label: t.late, value: summary?.late, color: 'warning.main' },
    { label: t.leave, value: summary?.leave, color: 'info.main' },
    { label: t.total, value: summary?.total, color: 'primary.main' },
  ];
  return (
    <Card component="section" aria-labelledby="summary-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
          <Typography id="summary-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t.summaryTitle(formatJakarta(new Date(), 'MMMM yyyy'))}
          </Typography>
          <Link component={RouterLink} to={paths.live.href()} underline="hover" sx={{ whiteSpace: 'nowrap', ml: 1 }}>
            {t.viewAll}
          </Link>
        </Stack>
        {error && !summary ? (
          <Typography color="error" variant="body2" role="alert">
            {t.summaryFailed}
          </Typography>
        ) : (
          <CountRow counts={cells} loading={loading && !summary} />
        )}
      </CardContent>
    </Card>
  );
}
