import AccountTreeRounded from '@mui/icons-material/AccountTreeRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { hr as t } from '../../../i18n/hr';

/** The console's sections, in the drawer's order, each with the title its app bar shows. */
export const hrSections: { href: string; label: string; icon: ReactNode }[] = [
  { href: paths.hrEmployees.href(), label: t.nav.employees, icon: <PeopleAltRounded /> },
  { href: paths.hrImport.href(), label: t.nav.import, icon: <UploadFileRounded /> },
  { href: paths.hrOrganisation.href(), label: t.nav.organisation, icon: <AccountTreeRounded /> },
  { href: paths.hrLocations.href(), label: t.nav.locations, icon: <PlaceRounded /> },
  { href: paths.hrAudit.href(), label: t.nav.audit, icon: <HistoryRounded /> },
];

/** The section a path belongs to (a deeper path, say an employee's form, belongs to its list). */
export const sectionOf = (pathname: string) => hrSections.find((section) => pathname.startsWith(section.href));

/** The drawer's links; `onNavigate` closes the phone's temporary drawer after a choice. */
export function HrNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  return (
    <nav aria-label={t.nav.label}>
      <List>
        {hrSections.map((section) => (
          <ListItemButton
            key={section.href}
            component={RouterLink}
            to={section.href}
            selected={section === current}
            aria-current={section === current ? 'page' : undefined}
            onClick={onNavigate}
          >
            <ListItemIcon>{section.icon}</ListItemIcon>
            <ListItemText primary={section.label} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <List>
        <ListItemButton component={RouterLink} to={paths.home.href()} onClick={onNavigate}>
          <ListItemIcon>
            <HomeRounded />
          </ListItemIcon>
          <ListItemText primary={t.nav.backToApp} />
        </ListItemButton>
      </List>
    </nav>
  );
}
