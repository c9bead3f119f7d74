import MoreTimeRounded from '@mui/icons-material/MoreTimeRounded';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { QueryList } from '../../../../components/query-list';
import { MonthField } from '../../../../components/recap/month-field';
import { displayDay, jakartaDay } from '../../../../lib/jakarta';
import { useRequestOvertimeRecapExport } from '../../api/use-export-jobs';
import { useHrOvertimeRecap } from '../../api/use-overtime';
import type { HrOvertimeRecapQuery } from '../../gql/graphql';
import { rupiah } from '../../lib/rupiah';
import { PagedGrid } from '../paged-grid';
import { ExportJobs } from '../recap/export-jobs';
import { OvertimeExcludedCard } from './overtime-excluded-card';
import { OvertimeRulesCard } from './overtime-rules-card';
import { WagesCard } from './wages-card';

type Row = HrOvertimeRecapQuery['hrOvertimeRecap']['items'][number];
const STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * /hr/overtime (issue 27): the month's overtime requests, each beside what it counts by the day engine
 * (the same numbers as the recap and its exports), its own file (a job, in HR's one export list), and the
 * company's overtime rules.
 */
export function OvertimeScreen() {
  const { t, i18n } = useTranslation();
  const thisMonth = jakartaDay(Date.now()).slice(0, 7);
  const [search, setSearch] = useSearchParams();
  const month = search.get('month') ?? thisMonth;
  const [status, setStatus] = useState('');
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [requestExport] = useRequestOvertimeRecapExport();
  const { data, previousData, loading, error, refetch } = useHrOvertimeRecap({
    month,
    filter: { status: status || null },
    page: paging.page + 1,
    pageSize: paging.pageSize,
  });
  const recap = (data ?? previousData)?.hrOvertimeRecap;
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'nik', headerName: t('time.columns.nik'), width: 90 },
      { field: 'name', headerName: t('time.columns.name'), flex: 1, minWidth: 150 },
      {
        field: 'date',
        headerName: t('time.overtimeRecap.date'),
        width: 110,
        valueFormatter: (value: string) => displayDay(value),
      },
      {
        field: 'planned',
        headerName: t('time.overtimeRecap.planned'),
        width: 110,
        valueGetter: (_value, row) => `${row.start}–${row.end}`,
      },
      {
        field: 'status',
        headerName: t('time.columns.status'),
        width: 150,
        valueGetter: (_value, row) =>
          `${t(`time.leaveStatus.${row.status}`)}${row.consented ? '' : ` · ${t('time.overtimeRecap.notAgreed')}`}`,
      },
      {
        field: 'requestedMinutes',
        headerName: t('time.overtimeRecap.requested'),
        type: 'number',
        width: 120,
        valueFormatter: hours,
      },
      {
        field: 'approvedMinutes',
        headerName: t('time.overtimeRecap.approved'),
        type: 'number',
        width: 120,
        valueFormatter: hours,
      },
      {
        field: 'workedMinutes',
        headerName: t('time.overtimeRecap.worked'),
        type: 'number',
        width: 150,
        valueFormatter: hours,
      },
      {
        field: 'countedMinutes',
        headerName: t('time.overtimeRecap.counted'),
        type: 'number',
        width: 120,
        valueFormatter: hours,
      },
      { field: 'multiplierHours', headerName: t('time.overtimeRecap.multiplier'), type: 'number', width: 150 },
      {
        field: 'overtimePay',
        headerName: t('time.overtimeRecap.pay'),
        type: 'number',
        width: 150,
        valueFormatter: (value: number | null) => (value === null ? '—' : rupiah(value, i18n.language)),
      },
    ],
    [t, i18n.language],
  );
  const choose = (change: () => void) => {
    change();
    setPaging((current) => ({ ...current, page: 0 }));
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <MonthField value={month} max={thisMonth} onChange={(value) => choose(() => setSearch({ month: value }))} />
        <TextField
          select
          size="small"
          label={t('time.columns.status')}
          value={status}
          onChange={(event) => choose(() => setStatus(event.target.value))}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('hr.common.all')}</MenuItem>
          {STATUSES.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`time.leaveStatus.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <ExportJobs
          ask={async (format) =>
            (await requestExport({ variables: { month, format, filter: { status: status || null } } })).data
              ?.hrRequestOvertimeRecapExport
          }
        />
      </Stack>
      {recap && recap.byStatus.length > 0 && (
        <Stack direction="row" spacing={1} aria-label={t('time.overtimeRecap.byStatus')}>
          {recap.byStatus.map((count) => (
            <Chip
              key={count.name}
              label={`${t(`time.leaveStatus.${count.name}` as 'time.leaveStatus.Pending')}: ${count.count}`}
            />
          ))}
        </Stack>
      )}
      <QueryList
        items={recap?.items}
        loading={loading}
        error={error}
        failed={t('time.overtimeRecap.failed')}
        onRetry={() => void refetch()}
        empty={<EmptyState icon={<MoreTimeRounded fontSize="large" />} title={t('time.overtimeRecap.none')} />}
      >
        {(rows) => (
          <PagedGrid
            label={t('time.overtimeRecap.title')}
            rows={rows}
            columns={columns}
            total={recap?.total ?? 0}
            loading={loading}
            paginationModel={paging}
            onPaginationModelChange={setPaging}
            disableColumnMenu
            density="compact"
            sx={{ minHeight: 320 }}
          />
        )}
      </QueryList>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <OvertimeRulesCard />
        <OvertimeExcludedCard />
        <WagesCard />
      </Stack>
    </Stack>
  );
}
