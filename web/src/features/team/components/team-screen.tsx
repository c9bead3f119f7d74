import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageLayout } from '../../../components/page-layout';
import { QueryList } from '../../../components/query-list';
import { MonthField } from '../../../components/recap/month-field';
import { paths } from '../../../config/paths';
import { displayDay, jakartaDay } from '../../../lib/jakarta';
import { useTeamRecap, useTeamToday } from '../api/use-team';
import { TeamMonthList } from './team-month-list';
import { TeamTodayList } from './team-today-list';

/**
 * /team (a supervisor): who is in today, and the team's month. `reviewEntry` is the way to the
 * flagged clock-ins (issue 29), another feature's, handed in by the app (app/team-route.tsx).
 */
export function TeamScreen({ reviewEntry }: { reviewEntry?: ReactNode }) {
  const { t } = useTranslation();
  const thisMonth = jakartaDay(Date.now()).slice(0, 7);
  const [month, setMonth] = useState<string | null>(null);
  const today = useTeamToday();
  const recap = useTeamRecap(month);
  const shownMonth = month ?? recap.data?.teamRecap.month ?? thisMonth;
  const empty = <EmptyState icon={<GroupsRounded fontSize="large" aria-hidden />} title={t('time.team.none')} />;
  return (
    <PageLayout title={t('time.team.title')} backTo={paths.home.href()}>
      <Stack spacing={2}>
        {reviewEntry}
        <Card component="section" aria-labelledby="team-today">
          <CardHeader
            id="team-today"
            title={t('time.team.today')}
            subheader={today.data ? displayDay(today.data.teamToday.date) : undefined}
            slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
          />
          <QueryList
            items={today.data?.teamToday.people}
            loading={today.loading}
            error={today.error}
            failed={t('time.team.failed')}
            onRetry={() => void today.refetch()}
            empty={empty}
          >
            {(people) => <TeamTodayList people={people} date={today.data?.teamToday.date} />}
          </QueryList>
        </Card>
        <Card component="section" aria-labelledby="team-month">
          <CardHeader
            id="team-month"
            title={t('time.team.month')}
            slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
            action={<MonthField value={shownMonth} max={thisMonth} onChange={setMonth} />}
          />
          <QueryList
            items={recap.data?.teamRecap.items}
            loading={recap.loading}
            error={recap.error}
            failed={t('time.team.failed')}
            onRetry={() => void recap.refetch()}
            empty={empty}
          >
            {(rows) => <TeamMonthList rows={rows} month={shownMonth} />}
          </QueryList>
        </Card>
      </Stack>
    </PageLayout>
  );
}
