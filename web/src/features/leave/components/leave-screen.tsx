import AddRounded from '@mui/icons-material/AddRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { RouteNotice } from '../../../components/route-notice';
import { QueryList } from '../../../components/query-list';
import { paths } from '../../../config/paths';
import { useLeaveList } from '../api/use-leave-list';
import { LeaveBalanceCard } from './leave-balance-card';
import { LeaveListItem } from './leave-list-item';
import { LeaveSummaryCard } from './leave-summary-card';

/** Leave list (rules §2): the summary, the user's requests and the way to file a new one. */
export function LeaveScreen() {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useLeaveList();
  const leaves = data?.leaves;
  return (
    <PageLayout title={t('leave.list.title')} backTo={paths.home.href()}>
      <Stack spacing={2}>
        <RouteNotice />
        <LeaveSummaryCard summary={data?.leaveSummary} error={error} />
        <LeaveBalanceCard />
        <Button
          component={RouterLink}
          to={paths.addLeave.href()}
          variant="contained"
          size="large"
          startIcon={<AddRounded />}
        >
          {t('leave.list.create')}
        </Button>
        <Card component="section" aria-labelledby="leave-requests-title">
          <Typography id="leave-requests-title" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
            {t('leave.list.requestsTitle')}
          </Typography>
          <QueryList
            items={leaves}
            loading={loading}
            error={error}
            failed={t('leave.list.failed')}
            onRetry={() => void refetch()}
            rowHeight={48}
            empty={
              <EmptyState
                icon={<EventBusyRounded fontSize="large" aria-hidden />}
                title={t('leave.list.empty')}
                hint={t('leave.list.emptyHint')}
              />
            }
          >
            {(items) => (
              <List aria-labelledby="leave-requests-title">
                {items.map((leave, index) => (
                  <LeaveListItem key={leave.id} leave={leave} divider={index < items.length - 1} />
                ))}
              </List>
            )}
          </QueryList>
        </Card>
      </Stack>
    </PageLayout>
  );
}
