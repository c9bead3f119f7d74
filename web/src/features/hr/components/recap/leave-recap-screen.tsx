import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/date-field';
import { EmptyState } from '../../../../components/empty-state';
import { QueryList } from '../../../../components/query-list';
import { displayDay } from '../../../../lib/jakarta';
import { useRequestLeaveRecapExport } from '../../api/use-export-jobs';
import { useHrLeaveRecap } from '../../api/use-recap';
import type { HrLeaveRecapQuery } from '../../gql/graphql';
import { ExportJobs } from './export-jobs';
import { PagedGrid } from '../paged-grid';

type Row = HrLeaveRecapQuery['hrLeaveRecap']['items'][number];
const STATUSES = ['Pending', 'Approved', 'Rejected'] as const;

/** /hr/leave-recap: the requests of a period by status and type, with its file prepared as a job like the recap's. */
export function LeaveRecapScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState({ from: '', to: '', status: '', type: '' });
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [requestExport] = useRequestLeaveRecapExport();
  const { data, previousData, loading, error, refetch } = useHrLeaveRecap({
    filter: {
      from: filter.from || null,
      to: filter.to || null,
      status: filter.status || null,
      type: filter.type || null,
    },
    page: paging.page + 1,
    pageSize: paging.pageSize,
  });
  const recap = (data ?? previousData)?.hrLeaveRecap;
  // The filter's choices come with the recap: the company's leave policies, an HR-added type too
  // (stored names, never translated), fresh each time the screen asks, so a type just added is there.
  const types = recap?.leaveTypes ?? [];
  const set = (patch: Partial<typeof filter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPaging((current) => ({ ...current, page: 0 }));
  };
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'nik', headerName: t('time.columns.nik'), width: 90 },
      { field: 'name', headerName: t('time.columns.name'), flex: 1, minWidth: 150 },
      { field: 'type', headerName: t('time.columns.leaveType'), width: 160 },
      {
        field: 'startDate',
        headerName: t('time.columns.from'),
        width: 110,
        valueFormatter: (value: string) => displayDay(value),
      },
      {
        field: 'endDate',
        headerName: t('time.columns.to'),
        width: 110,
        valueFormatter: (value: string) => displayDay(value),
      },
      { field: 'days', headerName: t('time.columns.days'), type: 'number', width: 80 },
      {
        field: 'status',
        headerName: t('time.columns.status'),
        width: 110,
        valueFormatter: (value: string) => t(`time.leaveStatus.${value}` as 'time.leaveStatus.Pending'),
      },
      { field: 'decidedBy', headerName: t('time.columns.decidedBy'), width: 160 },
    ],
    [t],
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <DateField
          size="small"
          label={t('time.columns.from')}
          value={filter.from || (recap?.from ?? '')}
          onChange={(from) => set({ from })}
        />
        <DateField
          size="small"
          label={t('time.columns.to')}
          value={filter.to || (recap?.to ?? '')}
          onChange={(to) => set({ to })}
        />
        <TextField
          select
          size="small"
          label={t('time.columns.status')}
          value={filter.status}
          onChange={(event) => set({ status: event.target.value })}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('hr.common.all')}</MenuItem>
          {STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`time.leaveStatus.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('time.columns.leaveType')}
          value={filter.type}
          onChange={(event) => set({ type: event.target.value })}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">{t('hr.common.all')}</MenuItem>
          {types.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <ExportJobs
          ask={async (format) => {
            // The period the screen shows: this month's until HR picks one (the recap's answer says which).
            const period = {
              from: filter.from || recap?.from || null,
              to: filter.to || recap?.to || null,
              status: filter.status || null,
              type: filter.type || null,
            };
            return (await requestExport({ variables: { format, filter: period } })).data?.hrRequestLeaveRecapExport;
          }}
        />
      </Stack>
      {recap && (
        <Stack direction="row" spacing={1} aria-label={t('time.leaveRecap.byStatus')}>
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
        failed={t('time.leaveRecap.failed')}
        onRetry={() => void refetch()}
        empty={<EmptyState icon={<EventNoteRounded fontSize="large" />} title={t('time.leaveRecap.none')} />}
      >
        {(rows) => (
          <PagedGrid
            label={t('time.leaveRecap.title')}
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
    </Stack>
  );
}
