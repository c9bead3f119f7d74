import AddRounded from '@mui/icons-material/AddRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AlertDialog } from '../../../components/alert-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { RouteNotice } from '../../../components/route-notice';
import { QueryList } from '../../../components/query-list';
import { paths } from '../../../config/paths';
import type { LeaveListQuery } from '../../../gql/graphql';
import { apiReplyText } from '../../../i18n/api-text';
import { dayRangeLabel } from '../../../i18n/labels';
import { displayDay } from '../../../lib/jakarta';
import { useSubmit } from '../../../lib/use-submit';
import { useCancelLeave } from '../api/use-cancel-leave';
import { useLeaveList } from '../api/use-leave-list';
import { LeaveBalanceCard } from './leave-balance-card';
import { LeaveListItem } from './leave-list-item';
import { LeaveSummaryCard } from './leave-summary-card';

type Leave = LeaveListQuery['leaves'][number];

/** Leave list (rules §2): the summary, the user's requests (a Pending one can be withdrawn) and the way to file a new one. */
export function LeaveScreen() {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useLeaveList();
  const leaves = data?.leaves;
  const [cancel] = useCancelLeave();
  const { submit, busy, alert, setAlert, closeAlert } = useSubmit();
  const [withdrawing, setWithdrawing] = useState<Leave | null>(null);
  const withdraw = (leave: Leave) =>
    submit(async () => {
      const { data: reply } = await cancel({ variables: { leaveId: leave.id } });
      setWithdrawing(null);
      setAlert({ status: 'success', message: apiReplyText(reply?.cancelLeave.message) });
    });
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
                  <LeaveListItem
                    key={leave.id}
                    leave={leave}
                    divider={index < items.length - 1}
                    onWithdraw={setWithdrawing}
                  />
                ))}
              </List>
            )}
          </QueryList>
        </Card>
      </Stack>
      <ConfirmDialog
        question={
          withdrawing
            ? t('leave.list.withdrawQuestion', {
                type: withdrawing.type,
                dates: dayRangeLabel(t, displayDay(withdrawing.startDate), displayDay(withdrawing.endDate)),
              })
            : null
        }
        confirmLabel={t('leave.list.withdrawConfirm')}
        danger
        busy={busy}
        onConfirm={() => withdrawing && void withdraw(withdrawing)}
        onCancel={() => setWithdrawing(null)}
      />
      <AlertDialog alert={alert} onClose={closeAlert} />
    </PageLayout>
  );
}
