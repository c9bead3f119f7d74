import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** One chip: inactive, active but must still set a password, or active. */
export function EmployeeStatus({ active, passwordPending }: { active: boolean; passwordPending: boolean }) {
  const { t } = useTranslation();
  const [color, label] = !active
    ? (['default', t('hr.common.inactive')] as const)
    : passwordPending
      ? (['warning', t('hr.employees.passwordPending')] as const)
      : (['success', t('hr.common.active')] as const);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Chip size="small" variant="outlined" color={color} label={label} sx={{ maxWidth: '100%' }} />
    </Stack>
  );
}
