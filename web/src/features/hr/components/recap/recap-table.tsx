import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import type { RecapRowFieldsFragment } from '../../gql/graphql';

type Row = RecapRowFieldsFragment;

const leaveText = (row: Row) => row.leave.map((leave) => `${leave.type} ${leave.days}`).join(', ');

const columnsOf = (t: TFunction, month: string, phone: boolean): GridColDef<Row>[] => {
  const number = (field: keyof Row, header: string, width = 90): GridColDef<Row> => ({ field, headerName: header, type: 'number', width });
  const all: GridColDef<Row>[] = [
    { field: 'nik', headerName: t('time.columns.nik'), width: 90 },
    {
      field: 'name',
      headerName: t('time.columns.name'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={paths.hrRecapPerson.href(row.nik, month)} underline="hover">
          {row.name}
        </Link>
      ),
    },
    { field: 'division', headerName: t('time.columns.division'), width: 90 },
    number('scheduledDays', t('time.columns.scheduled')),
    number('present', t('time.columns.present')),
    number('lateDays', t('time.columns.lateDays')),
    number('lateMinutes', t('time.columns.lateMinutes'), 110),
    number('absent', t('time.columns.absent')),
    { field: 'leave', headerName: t('time.columns.leave'), width: 170, valueGetter: (_value, row) => leaveText(row) },
    number('holidays', t('time.columns.holidays')),
    number('missingClockOut', t('time.columns.missingClockOut'), 120),
    number('corrections', t('time.columns.corrections'), 100),
  ];
  return phone ? all.filter((column) => ['name', 'present', 'lateMinutes', 'absent'].includes(column.field)) : all;
};

interface Props {
  rows: readonly Row[];
  month: string;
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}

/** A page of the month's people in numbers; paging is the provider's (10,000 people stay fast). */
export function RecapTable({ rows, month, total, loading, page, pageSize, onPage }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const columns = useMemo(() => columnsOf(t, month, phone), [t, month, phone]);
  return (
    <DataGrid
      aria-label={t('time.recap.title')}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.nik}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      paginationModel={{ page, pageSize }}
      onPaginationModelChange={(model) => onPage(model.page, model.pageSize)}
      pageSizeOptions={[25, 50, 100]}
      disableColumnMenu
      disableRowSelectionOnClick
      density="compact"
      sx={{ minHeight: 320 }}
    />
  );
}
