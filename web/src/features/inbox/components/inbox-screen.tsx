import InboxRounded from '@mui/icons-material/InboxRounded';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { RouteNotice } from '../../../components/route-notice';
import { QueryList } from '../../../components/query-list';
import { paths } from '../../../config/paths';
import { formatJakarta } from '../../../lib/jakarta';
import { useInbox } from '../api/use-inbox';
import { InboxListItem } from './inbox-list-item';
import { MonthSelect } from './month-select';

const currentMonth = () => Number(formatJakarta(new Date(), 'M'));

/** Inbox (rules §2): one month's messages, newest first, each leading to what it is about. */
export function InboxScreen() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(currentMonth);
  const { data, error, loading, refetch } = useInbox(period);
  const items = data?.inbox.items;
  return (
    <PageLayout title={t('inbox.title')} backTo={paths.home.href()}>
      <Stack spacing={2}>
        <RouteNotice />
        <MonthSelect value={period} onChange={setPeriod} />
        <Card component="section" aria-label={t('inbox.title')}>
          <QueryList
            items={items}
            loading={loading}
            error={error}
            failed={t('inbox.failed')}
            onRetry={() => void refetch()}
            rowHeight={64}
            empty={
              <EmptyState
                icon={<InboxRounded fontSize="large" aria-hidden />}
                title={t('inbox.empty')}
                hint={t('inbox.emptyHint')}
              />
            }
          >
            {(list) => (
              <List disablePadding aria-label={t('inbox.title')}>
                {list.map((item, index) => (
                  <InboxListItem key={item.id} item={item} divider={index < list.length - 1} />
                ))}
              </List>
            )}
          </QueryList>
        </Card>
      </Stack>
    </PageLayout>
  );
}
