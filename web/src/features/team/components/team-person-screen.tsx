import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { QueryList } from '../../../components/query-list';
import { MonthDays } from '../../../components/recap/month-days';
import { MonthField } from '../../../components/recap/month-field';
import { paths } from '../../../config/paths';
import { jakartaDay } from '../../../lib/jakarta';
import { useTeamPersonMonth } from '../api/use-team';

/** /team/:nik: one of the supervisor's people, their month day by day. */
export function TeamPersonScreen() {
  const { t } = useTranslation();
  const nik = Number(useParams().nik);
  const [search, setSearch] = useSearchParams();
  const thisMonth = jakartaDay(Date.now()).slice(0, 7);
  const month = search.get('month');
  const { data, previousData, loading, error, refetch } = useTeamPersonMonth(nik, month);
  const person = (data ?? previousData)?.teamPersonMonth;
  return (
    <PageLayout title={person?.name ?? t('time.team.title')} backTo={paths.team.href()}>
      <Stack spacing={2}>
        <Button component={RouterLink} to={paths.teamOvertime.href(nik)} variant="outlined">
          {t('time.personMonth.askOvertime')}
        </Button>
        <MonthField
          value={month ?? person?.month ?? thisMonth}
          max={thisMonth}
          onChange={(value) => setSearch({ month: value })}
        />
        <QueryList
          items={person?.days}
          loading={loading}
          error={error}
          failed={t('time.personMonth.failed')}
          onRetry={() => void refetch()}
          empty={null}
        >
          {(days) => <MonthDays days={days} viewerTimeZone={person?.viewerTimeZone} />}
        </QueryList>
      </Stack>
    </PageLayout>
  );
}
