import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { QueryList } from '../../../../components/query-list';
import { MonthDays } from '../../../../components/recap/month-days';
import { MonthField } from '../../../../components/recap/month-field';
import { MonthTotals } from '../../../../components/recap/month-totals';
import { paths } from '../../../../config/paths';
import { jakartaDay, nextJakartaMonth } from '../../../../lib/jakarta';
import { useHrPersonMonth } from '../../api/use-recap';

/** /hr/recap/:nik: one person's month, every day and what it counts as; a time opens the record. */
export function PersonMonthScreen() {
  const { t } = useTranslation();
  const nik = Number(useParams().nik);
  const [search, setSearch] = useSearchParams();
  const thisMonth = jakartaDay(Date.now()).slice(0, 7);
  const month = search.get('month');
  const { data, previousData, loading, error, refetch } = useHrPersonMonth(nik, month);
  const person = (data ?? previousData)?.hrPersonMonth;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to={paths.hrRecap.href()} startIcon={<ArrowBackRounded />}>
          {t('time.recap.title')}
        </Button>
        <MonthField
          value={month ?? person?.month ?? thisMonth}
          max={nextJakartaMonth()}
          onChange={(value) => setSearch({ month: value })}
        />
      </Stack>
      {person && (
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {person.name} · {person.nik}
          </Typography>
          <MonthTotals totals={person.totals} />
        </Stack>
      )}
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
  );
}
