import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageSkeleton } from '../../../../components/page-skeleton';
import { QueryList } from '../../../../components/query-list';
import { RouteNotice } from '../../../../components/route-notice';
import { paths } from '../../../../config/paths';
import { useTranslation } from 'react-i18next';
import { useHrEmployee } from '../../api/use-employees';
import { ActivationCard, type Activation } from './activation-card';
import { EmployeeAccountActions } from './employee-account-actions';
import { EmployeeLeaveBalances } from './employee-leave-balances';
import { EmployeeSigningKeys } from './employee-signing-keys';
import { EmployeeForm } from './employee-form';

function Header({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button component={RouterLink} to={paths.hrEmployees.href()} startIcon={<ArrowBackRounded />}>
        {t('hr.employee.backToList')}
      </Button>
      <Typography component="h2" variant="h6" noWrap sx={{ minWidth: 0 }}>
        {title}
      </Typography>
    </Stack>
  );
}

/** /hr/employees/new: the empty form. */
export function NewEmployeeScreen() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Header title={t('hr.employee.newTitle')} />
      <EmployeeForm />
    </Stack>
  );
}

/** /hr/employees/:id: the employee's form and their account's actions. */
export function EmployeeScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useHrEmployee(id);
  const employee = data?.hrEmployee;
  // A person just created: their activation code, which HR sees this once.
  const created = (useLocation().state as { activation?: Activation | null } | null)?.activation ?? null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <RouteNotice />
      <QueryList
        items={employee ? [employee] : undefined}
        loading={loading}
        error={error}
        failed={t('hr.employee.failed')}
        onRetry={() => void refetch()}
        empty={<PageSkeleton />}
      >
        {([loaded]) => (
          <>
            <Header title={t('hr.employee.editTitle', { name: loaded.name })} />
            {/* Where HR looks right after creating someone: the code is shown this once. */}
            {created && <ActivationCard activation={created} name={loaded.name} nik={loaded.nik} />}
            <EmployeeForm key={loaded.id} employee={loaded} />
            <EmployeeAccountActions employee={loaded} />
            <EmployeeLeaveBalances employee={loaded} />
            <EmployeeSigningKeys employee={loaded} />
          </>
        )}
      </QueryList>
    </Stack>
  );
}
