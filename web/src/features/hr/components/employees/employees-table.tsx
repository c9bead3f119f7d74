import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../lib/employee-labels';
import { displayDay } from '../../../../lib/jakarta';
import type { HrEmployeeFieldsFragment, HrEmployeeSort } from '../../gql/graphql';
import { EmployeeStatus } from './employee-status';
import { PAGE_SIZES, type EmployeeTableState } from '../../lib/use-employee-table-state';
import { PagedGrid } from '../paged-grid';

type Row = HrEmployeeFieldsFragment;

/** Which provider sort each sortable column asks for. */
const SORT_OF: Record<string, HrEmployeeSort> = {
  nik: 'NIK',
  name: 'NAME',
  email: 'EMAIL',
  division: 'DIVISION',
  department: 'DEPARTMENT',
  roleId: 'ROLE',
  joinDate: 'JOIN_DATE',
  active: 'ACTIVE',
};
const FIELD_OF = Object.fromEntries(Object.entries(SORT_OF).map(([field, sort]) => [sort, field]));

/** The columns, in the language being spoken; a phone keeps NIK, name and status (the rest is a tap away). */
const columnsOf = (t: TFunction, phone: boolean): GridColDef<Row>[] => {
  const all: GridColDef<Row>[] = [
    { field: 'nik', headerName: t('hr.employees.columns.nik'), width: phone ? 80 : 100 },
    {
      field: 'name',
      headerName: t('hr.employees.columns.name'),
      flex: 1,
      minWidth: phone ? 120 : 150,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={paths.hrEmployee.href(row.id)} underline="hover">
          {row.name}
        </Link>
      ),
    },
    { field: 'email', headerName: t('hr.employees.columns.email'), flex: 1, minWidth: 160 },
    { field: 'division', headerName: t('hr.employees.columns.division'), width: 95 },
    { field: 'department', headerName: t('hr.employees.columns.department'), width: 115 },
    {
      field: 'roleId',
      headerName: t('hr.employees.columns.role'),
      width: 105,
      valueFormatter: (value: number) => roleLabel(t, value),
    },
    {
      field: 'joinDate',
      headerName: t('hr.employees.columns.joinDate'),
      width: 105,
      valueFormatter: (value: string | null) => (value ? displayDay(value) : ''),
    },
    {
      field: 'active',
      headerName: t('hr.employees.columns.status'),
      width: phone ? 110 : 170,
      renderCell: ({ row }) => <EmployeeStatus active={row.active} passwordPending={row.passwordPending} />,
    },
  ];
  return phone ? all.filter((column) => ['nik', 'name', 'active'].includes(column.field)) : all;
};

interface Props {
  rows: readonly Row[];
  total: number;
  loading: boolean;
  state: EmployeeTableState;
  onChange: (patch: Partial<EmployeeTableState>) => void;
}

/** One page of employees; paging and sorting are the provider's (10,000 people stay fast). */
export function EmployeesTable({ rows, total, loading, state, onChange }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const columns = useMemo(() => columnsOf(t, phone), [t, phone]);
  const sortModel: GridSortModel = [
    { field: FIELD_OF[state.sort] ?? 'nik', sort: state.order === 'DESC' ? 'desc' : 'asc' },
  ];
  return (
    <PagedGrid
      label={t('hr.nav.employees')}
      rows={rows}
      columns={columns}
      total={total}
      loading={loading}
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      paginationModel={{ page: state.page, pageSize: state.pageSize }}
      onPaginationModelChange={({ page, pageSize }) => onChange(pageSize !== state.pageSize ? { pageSize } : { page })}
      pageSizeOptions={PAGE_SIZES}
      sortingOrder={['asc', 'desc']}
      sortModel={sortModel}
      onSortModelChange={([first]) =>
        onChange(
          first
            ? { sort: SORT_OF[first.field] ?? 'NIK', order: first.sort === 'desc' ? 'DESC' : 'ASC' }
            : { sort: 'NIK', order: 'ASC' },
        )
      }
      density={phone ? 'compact' : 'standard'}
      autoHeight
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
