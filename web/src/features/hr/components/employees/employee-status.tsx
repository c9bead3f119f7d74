import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Active or not, and whether a password must still be set. */
export function EmployeeStatus({ active, passwordPending }: { active: boolean; passwordPending: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Chip size="small" variant="outlined" color={active ? 'success' : 'default'} label={active ? t('hr.common.active') : t('hr.common.inactive')} />
      {active && passwordPending && <Chip size="small" variant="outlined" color="warning" label={t('hr.employees.passwordPending')} />}
    </Stack>
  );
}
