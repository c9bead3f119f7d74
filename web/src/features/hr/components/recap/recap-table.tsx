import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import type { RecapRowFieldsFragment } from '../../gql/graphql';
import { PagedGrid } from '../paged-grid';

type Row = RecapRowFieldsFragment;

/**
 * One column per leave type the page names — the company's policies, an HR-added type too (as the
 * export's summary sheet) — in days; a half day is 0.5. The names are stored data, never translated.
 */
const leaveColumns = (types: readonly string[]): GridColDef<Row>[] =>
  types.map((type) => ({
    field: `leave:${type}`,
    headerName: type,
    type: 'number',
    width: 110,
    sortable: false,
    valueGetter: (_value, row) => row.leave.find((leave) => leave.type === type)?.days ?? 0,
  }));

const columnsOf = (t: TFunction, month: string, phone: boolean, leaveTypes: readonly string[]): GridColDef<Row>[] => {
  // On a phone the four columns kept share 360 px: the figures stay whole, their headers may shorten.
  const number = (field: keyof Row, header: string, width = 100): GridColDef<Row> => ({
    field,
    headerName: header,
    type: 'number',
    width: phone ? 72 : width,
  });
  const all: GridColDef<Row>[] = [
    { field: 'nik', headerName: t('time.columns.nik'), width: 80 },
    {
      field: 'name',
      headerName: t('time.columns.name'),
      flex: 1,
      minWidth: phone ? 110 : 190,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={paths.hrRecapPerson.href(row.nik, month)} underline="hover">
          {row.name}
        </Link>
      ),
    },
    { field: 'division', headerName: t('time.columns.division'), width: 90 },
    number('scheduledDays', t('time.columns.scheduled'), 150),
    number('present', t('time.columns.present')),
    number('restDaysWorked', t('time.columns.restDaysWorked'), 190),
    number('lateDays', t('time.columns.lateDays')),
    number('lateMinutes', t('time.columns.lateMinutes'), 130),
    number('absent', t('time.columns.absent')),
    ...leaveColumns(leaveTypes),
    number('leaveDays', t('time.columns.leave')),
    number('holidays', t('time.columns.holidays')),
    number('missingClockOut', t('time.columns.missingClockOut'), 140),
    number('corrections', t('time.columns.corrections'), 110),
    number('overtimeHours', t('time.columns.overtimeHours'), 130),
    number('overtimeMultiplierHours', t('time.columns.overtimeMultiplierHours'), 190),
    {
      ...number('clockingsUnderReview', t('time.columns.underReview'), 180),
      // Not settled yet (issue 29): the count opens the review queue on this person.
      renderCell: ({ row }) =>
        row.clockingsUnderReview > 0 ? (
          <Chip
            component={RouterLink}
            to={paths.hrReview.href(row.nik)}
            clickable
            size="small"
            color="warning"
            label={row.clockingsUnderReview}
            aria-label={t('time.recap.underReviewLink', { count: row.clockingsUnderReview, name: row.name })}
          />
        ) : (
          row.clockingsUnderReview
        ),
    },
    number('clockingsRejected', t('time.columns.rejected'), 150),
  ];
  return phone
    ? all.filter((column) => ['name', 'present', 'restDaysWorked', 'lateMinutes', 'absent'].includes(column.field))
    : all;
};

interface Props {
  rows: readonly Row[];
  month: string;
  /** The company's leave types as the recap answers them (its policies), a column each. */
  leaveTypes: readonly string[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}

/** A page of the month's people in numbers; paging is the provider's (10,000 people stay fast). */
export function RecapTable({ rows, month, leaveTypes, total, loading, page, pageSize, onPage }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const columns = useMemo(() => columnsOf(t, month, phone, leaveTypes), [t, month, phone, leaveTypes]);
  return (
    <PagedGrid
      label={t('time.recap.title')}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.nik}
      total={total}
      loading={loading}
      paginationModel={{ page, pageSize }}
      onPaginationModelChange={(model) => onPage(model.page, model.pageSize)}
      disableColumnMenu
      density="compact"
      sx={{ minHeight: 320 }}
    />
  );
}
