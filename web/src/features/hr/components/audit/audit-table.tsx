import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDay, isCalendarDay, jakartaDisplayDate, jakartaDisplayTime } from '../../../../lib/jakarta';
import type { HrAuditQuery } from '../../gql/graphql';
import { PagedGrid } from '../paged-grid';

type Entry = HrAuditQuery['hrAudit']['items'][number];

const person = (t: TFunction, who: Entry['actor']) =>
  who ? t('hr.audit.person', { nik: who.nik, name: who.name }) : '';

/** An action the catalogue names (docs/hr-api.md) reads as its label; another one shows as the api wrote it. */
const actionLabel = (t: TFunction, action: string): string =>
  t(`hr.audit.actions.${action}` as 'hr.audit.actions.employee.create', { defaultValue: action });

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value before or after a change as dates read everywhere: a day as dd-mm-yyyy, an instant as Jakarta's day and time. */
function changeValue(t: TFunction, value: string | null | undefined): string {
  if (value === null || value === undefined) return t('hr.audit.empty');
  if (isCalendarDay(value)) return displayDay(value);
  if (INSTANT.test(value)) return `${jakartaDisplayDate(value)} ${jakartaDisplayTime(value)}`;
  // A status, a decision or a yes/no the api writes as a word of its own reads in the language spoken.
  if (WORD.test(value)) return t(`hr.audit.values.${value}` as 'hr.audit.values.Pending', { defaultValue: value });
  return value;
}

/** One identifier-like word: only such a value or field is looked up (a name or address never is). */
const WORD = /^[A-Za-z_]+$/;

/** A field the catalogue names reads as its label; another one shows as the api wrote it. */
const fieldLabel = (t: TFunction, field: string): string =>
  WORD.test(field) ? t(`hr.audit.fields.${field}` as 'hr.audit.fields.status', { defaultValue: field }) : field;

/**
 * The entry's sentence in the language being spoken: its key in the catalogue with its values
 * (days as dd-mm-yyyy); an entry stored before keys were, or one this build does not know, says
 * the api's English sentence.
 */
function summaryOf(t: TFunction, entry: Entry): string {
  if (!entry.summaryKey) return entry.summary ?? '';
  const values = Object.fromEntries(
    entry.summaryValues.map(({ name, value }) => [name, isCalendarDay(value) ? displayDay(value) : value]),
  );
  const key = `hr.audit.summaries.${entry.summaryKey}` as 'hr.audit.summaries.leaveApprove';
  return t(key, { ...values, defaultValue: entry.summary ?? '' });
}

/** The columns, in the language being spoken. */
const columnsOf = (t: TFunction): GridColDef<Entry>[] => [
  {
    field: 'at',
    headerName: t('hr.audit.columns.at'),
    width: 140,
    sortable: false,
    valueFormatter: (at: string) => `${jakartaDisplayDate(at)} ${jakartaDisplayTime(at)}`,
  },
  {
    field: 'actor',
    headerName: t('hr.audit.columns.actor'),
    width: 190,
    sortable: false,
    valueGetter: (_value, row) => person(t, row.actor),
  },
  {
    field: 'action',
    headerName: t('hr.audit.columns.action'),
    width: 220,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack sx={{ py: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {actionLabel(t, row.action)}
        </Typography>
        {summaryOf(t, row) && (
          <Typography variant="caption" color="text.secondary">
            {summaryOf(t, row)}
          </Typography>
        )}
      </Stack>
    ),
  },
  {
    field: 'subject',
    headerName: t('hr.audit.columns.subject'),
    width: 190,
    sortable: false,
    valueGetter: (_value, row) => person(t, row.subject) || row.target || '',
  },
  {
    field: 'changes',
    headerName: t('hr.audit.columns.changes'),
    flex: 1,
    minWidth: 260,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack sx={{ py: 1 }}>
        {row.changes.map((change) => (
          <Typography key={change.field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('hr.audit.change', {
              field: fieldLabel(t, change.field),
              before: changeValue(t, change.before),
              after: changeValue(t, change.after),
            })}
          </Typography>
        ))}
      </Stack>
    ),
  },
];

interface Props {
  rows: readonly Entry[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}

/** The audit trail, newest first, paged by the provider; each row grows to show every field changed. */
export function AuditTable({ rows, total, loading, page, pageSize, onPage }: Props) {
  const { t } = useTranslation();
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <PagedGrid
      label={t('hr.nav.audit')}
      rows={rows}
      columns={columns}
      total={total}
      loading={loading}
      sortingMode="server"
      disableColumnFilter
      disableColumnMenu
      paginationModel={{ page, pageSize }}
      onPaginationModelChange={(model) => onPage(model.page, model.pageSize)}
      getRowHeight={() => 'auto'}
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
