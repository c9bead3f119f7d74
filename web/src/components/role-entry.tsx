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
  hr: {
    href: paths.hr.href(),
    review: paths.hrReview.href(),
    icon: AdminPanelSettingsRounded,
    label: 'hrEntry.entry',
    hint: 'hrEntry.entryHint',
  },
  team: {
    href: paths.team.href(),
    review: paths.teamReview.href(),
    icon: GroupsRounded,
    label: 'hrEntry.team',
    hint: 'hrEntry.teamHint',
  },
} as const;

/**
 * The way into the HR console (an HR admin) or the team view (a supervisor), on Home (a card) and
 * in Setting (a menu row). Screens load it lazily and only for those roles. Flagged clock-ins waiting
 * for review (issue 47) turn Home's card into the way to them, with how many.
 */
export function RoleEntry({
  variant,
  area,
  flagged = 0,
}: {
  variant: 'card' | 'row';
  area: keyof typeof ENTRIES;
  flagged?: number;
}) {
  const { t } = useTranslation();
  const entry = ENTRIES[area];
  const Icon = entry.icon;
  const toReview = variant === 'card' && flagged > 0;
  const hint = toReview ? t('hrEntry.flagged', { count: flagged }) : t(entry.hint);
  const row = (
    <ListItemButton component={RouterLink} to={toReview ? entry.review : entry.href}>
      <ListItemIcon>
        <Icon color={variant === 'card' ? 'primary' : undefined} />
      </ListItemIcon>
      <ListItemText
        primary={t(entry.label)}
        secondary={variant === 'card' ? hint : undefined}
        secondaryTypographyProps={toReview ? { color: 'warning.main', fontWeight: 600 } : undefined}
      />
      <ChevronRightRounded color="action" />
    </ListItemButton>
  );
  return variant === 'card' ? <Card>{row}</Card> : row;
}
