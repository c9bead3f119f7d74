import AddRounded from '@mui/icons-material/AddRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { messages } from '../../../i18n/messages';
import { useLeaveList } from '../api/use-leave-list';
import { LeaveListItem } from './leave-list-item';
import { LeaveSummaryCard } from './leave-summary-card';

const t = messages.leave.list;

/** Leave list (spec 2): the summary, the user's requests and the way to file a new one. */
export function LeaveScreen() {
  const { data, error, loading } = useLeaveList();
  const location = useLocation();
  const [notice, setNotice] = useState(() => (location.state as { notice?: string } | null)?.notice ?? null);
  const leaves = data?.leaves;
  return (
    <PageLayout title={t.title} backTo={paths.home.href()}>
      <Stack spacing={2}>
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <LeaveSummaryCard summary={data?.leaveSummary} />
        <Button component={RouterLink} to={paths.addLeave.href()} variant="contained" size="large" startIcon={<AddRounded />}>
          {t.create}
        </Button>
        <Card component="section" aria-labelledby="leave-requests-title">
          <Typography id="leave-requests-title" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
            {t.requestsTitle}
          </Typography>
          {error && !leaves ? (
            <Typography color="error" role="alert" sx={{ p: 2 }}>
              {t.failed}
            </Typography>
          ) : loading && !leaves ? (
            <Stack spacing={1} sx={{ p: 2 }}>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} variant="rounded" animation="wave" height={48} />
              ))}
            </Stack>
          ) : leaves && leaves.length > 0 ? (
            <List aria-labelledby="leave-requests-title">
              {leaves.map((leave, index) => (
                <LeaveListItem key={leave.id} leave={leave} divider={index < leaves.length - 1} />
              ))}
            </List>
          ) : (
            <EmptyState icon={<EventBusyRounded fontSize="large" aria-hidden />} title={t.empty} hint={t.emptyHint} />
          )}
        </Card>
      </Stack>
    </PageLayout>
  );
}
