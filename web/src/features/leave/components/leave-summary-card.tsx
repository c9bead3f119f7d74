import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CountRow } from '../../../components/count-row';
import { LoadFailure } from '../../../components/load-failure';
import type { LeaveListQuery } from '../../../gql/graphql';

type LeaveSummary = LeaveListQuery['leaveSummary'];

interface Props {
  summary: LeaveSummary | undefined;
  /** The leave list's query failed: the summary says so (the list below it offers Retry). */
  error: unknown;
}

/** Approved, Rejected, Pending and Total of the user's requests. */
export function LeaveSummaryCard({ summary, error }: Props) {
  const { t } = useTranslation();
  const cells = [
    { label: t('leave.list.approved'), value: summary?.approved, color: 'success.main' },
    { label: t('leave.list.rejected'), value: summary?.rejected, color: 'error.main' },
    { label: t('leave.list.pending'), value: summary?.pending, color: 'warning.main' },
    { label: t('leave.list.total'), value: summary?.total, color: 'primary.main' },
  ];
  return (
    <Card component="section" aria-labelledby="leave-summary-title">
      <CardContent>
        <Typography id="leave-summary-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('leave.list.summaryTitle')}
        </Typography>
        {error && !summary ? (
          <LoadFailure error={error} failed={t('leave.list.summaryFailed')} />
        ) : (
          <CountRow counts={cells} loading={!summary} />
        )}
      </CardContent>
    </Card>
  );
}
