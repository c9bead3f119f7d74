import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Card from '@mui/material/Card';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { messages } from '../i18n/messages';

/**
 * The way into the HR console, on Home (a card) and in Setting (a menu row). Screens load it
 * lazily and only for an HR admin, so a supervisor's or an employee's screen carries none of it.
 */
export function HrEntry({ variant }: { variant: 'card' | 'row' }) {
  const row = (
    <ListItemButton component={RouterLink} to={paths.hr.href()}>
      <ListItemIcon>
        <AdminPanelSettingsRounded color={variant === 'card' ? 'primary' : undefined} />
      </ListItemIcon>
      <ListItemText primary={messages.hr.entry} secondary={variant === 'card' ? messages.hr.entryHint : undefined} />
      <ChevronRightRounded color="action" />
    </ListItemButton>
  );
  return variant === 'card' ? <Card>{row}</Card> : row;
}
