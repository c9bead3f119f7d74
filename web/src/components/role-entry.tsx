import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Card from '@mui/material/Card';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { useTranslation } from 'react-i18next';

const ENTRIES = {
  hr: { href: paths.hr.href(), icon: AdminPanelSettingsRounded, label: 'hrEntry.entry', hint: 'hrEntry.entryHint' },
  team: { href: paths.team.href(), icon: GroupsRounded, label: 'hrEntry.team', hint: 'hrEntry.teamHint' },
} as const;

/**
 * The way into the HR console (an HR admin) or the team view (a supervisor), on Home (a card) and
 * in Setting (a menu row). Screens load it lazily and only for those roles.
 */
export function RoleEntry({ variant, area }: { variant: 'card' | 'row'; area: keyof typeof ENTRIES }) {
  const { t } = useTranslation();
  const entry = ENTRIES[area];
  const Icon = entry.icon;
  const row = (
    <ListItemButton component={RouterLink} to={entry.href}>
      <ListItemIcon>
        <Icon color={variant === 'card' ? 'primary' : undefined} />
      </ListItemIcon>
      <ListItemText primary={t(entry.label)} secondary={variant === 'card' ? t(entry.hint) : undefined} />
      <ChevronRightRounded color="action" />
    </ListItemButton>
  );
  return variant === 'card' ? <Card>{row}</Card> : row;
}
