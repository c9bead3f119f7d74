import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { QueryList } from '../../../../components/query-list';
import { RouteNotice } from '../../../../components/route-notice';
import { paths } from '../../../../config/paths';
import { useTranslation } from 'react-i18next';
import { useHrEmployees } from '../../api/use-employees';
import { EmployeeFilters } from './employee-filters';
import { EmployeesTable } from './employees-table';
import { useEmployeeTableState } from '../../lib/use-employee-table-state';

/** /hr/employees: the company's people, searched, filtered, sorted and paged by the provider. */
export function EmployeesScreen() {
  const { t } = useTranslation();
  const [state, update] = useEmployeeTableState();
  const { data, previousData, loading, error, refetch } = useHrEmployees({
    page: state.page + 1,
    pageSize: state.pageSize,
    sort: state.sort,
    order: state.order,
    filter: {
      search: state.search || null,
      division: state.division || null,
      department: state.department || null,
      roleId: state.role ? Number(state.role) : null,
      active: state.active === '' ? null : state.active === 'true',
    },
  });
  const page = (data ?? previousData)?.hrEmployees;
  return (
    <Stack spacing={2}>
      <RouteNotice />
      <EmployeeFilters
        state={state}
        onChange={update}
        action={
          <Button
            component={RouterLink}
            to={paths.hrEmployeeNew.href()}
            variant="contained"
            startIcon={<PersonAddRounded />}
            aria-label={t('hr.employees.newEmployee')}
            sx={{ flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('hr.employees.newEmployee')}
            </Box>
          </Button>
        }
      />
      <QueryList
        items={page?.items}
        loading={loading}
        error={error}
        failed={t('hr.employees.failed')}
        onRetry={() => void refetch()}
        empty={
          <EmptyState
            icon={<PeopleAltRounded fontSize="large" />}
            title={t('hr.employees.none')}
            hint={t('hr.employees.noneHint')}
          />
        }
      >
        {(rows) => (
          <EmployeesTable rows={rows} total={page?.total ?? 0} loading={loading} state={state} onChange={update} />
        )}
      </QueryList>
    </Stack>
  );
}
