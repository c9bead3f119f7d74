import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { QueryList } from '../../../../components/query-list';
import { MonthField } from '../../../../components/recap/month-field';
import { displayDay, jakartaDay, nextJakartaMonth } from '../../../../lib/jakarta';
import { useRequestRecapExport } from '../../api/use-export-jobs';
import { useHrOrganisation } from '../../api/use-organisation';
import { useHrRecap } from '../../api/use-recap';
import { UnitSelect } from '../unit-select';
import { ExportJobs } from './export-jobs';
import { RecapTable } from './recap-table';

/** /hr/recap: the month of the whole company (or a division) in numbers, for payroll, with its exports (prepared as jobs). */
export function RecapScreen() {
  const { t } = useTranslation();
  const thisMonth = jakartaDay(Date.now()).slice(0, 7);
  const [month, setMonth] = useState<string | null>(null);
  const [division, setDivision] = useState('');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const organisation = useHrOrganisation();
  const filter = { division: division || null, search: search.trim() || null };
  const [requestExport] = useRequestRecapExport();
  const { data, previousData, loading, error, refetch } = useHrRecap({
    month,
    filter,
    page: paging.page + 1,
    pageSize: paging.pageSize,
  });
  const recap = (data ?? previousData)?.hrRecap;
  const shownMonth = month ?? recap?.month ?? thisMonth;
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPaging((current) => ({ ...current, page: 0 }));
    };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <MonthField value={shownMonth} max={nextJakartaMonth()} onChange={reset(setMonth)} />
        <UnitSelect
          size="small"
          label={t('time.columns.division')}
          units={organisation.data?.hrOrganisation.divisions}
          value={division}
          onChange={reset(setDivision)}
          emptyLabel={t('time.recap.wholeCompany')}
          sx={{ minWidth: 200 }}
        />
        <TextField
          size="small"
          label={t('time.recap.search')}
          value={search}
          onChange={(event) => reset(setSearch)(event.target.value)}
        />
        <ExportJobs
          ask={async (format) =>
            (await requestExport({ variables: { month: shownMonth, format, filter } })).data?.hrRequestRecapExport
          }
        />
      </Stack>
      {recap && (
        <Typography variant="body2" color="text.secondary">
          {recap.through.slice(0, 7) < recap.month
            ? t('time.recap.planned', { count: recap.total })
            : t('time.recap.countedThrough', { date: displayDay(recap.through), count: recap.total })}
        </Typography>
      )}
      <QueryList
        items={recap?.items}
        loading={loading}
        error={error}
        failed={t('time.recap.failed')}
        onRetry={() => void refetch()}
        empty={<EmptyState icon={<InsightsRounded fontSize="large" />} title={t('time.recap.none')} />}
      >
        {(rows) => (
          <RecapTable
            rows={rows}
            month={shownMonth}
            leaveTypes={recap?.leaveTypes ?? []}
            total={recap?.total ?? 0}
            loading={loading}
            page={paging.page}
            pageSize={paging.pageSize}
            onPage={(page, pageSize) => setPaging({ page, pageSize })}
          />
        )}
      </QueryList>
    </Stack>
  );
}
