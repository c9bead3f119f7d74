import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Card from '@mui/material/Card';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { useTranslation } from 'react-i18next';

/**
 * The way into the HR console, on Home (a card) and in Setting (a menu row). Screens load it
 * lazily and only for an HR admin, so a supervisor's or an employee's screen carries none of it.
 */
export function HrEntry({ variant }: { variant: 'card' | 'row' }) {
  const { t } = useTranslation();
  const row = (
    <ListItemButton component={RouterLink} to={paths.hr.href()}>
      <ListItemIcon>
        <AdminPanelSettingsRounded color={variant === 'card' ? 'primary' : undefined} />
      </ListItemIcon>
      <ListItemText primary={t('hrEntry.entry')} secondary={variant === 'card' ? t('hrEntry.entryHint') : undefined} />
      <ChevronRightRounded color="action" />
    </ListItemButton>
  );
  return variant === 'card' ? <Card>{row}</Card> : row;
}
