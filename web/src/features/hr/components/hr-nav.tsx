import AccountTreeRounded from '@mui/icons-material/AccountTreeRounded';
import BeachAccessRounded from '@mui/icons-material/BeachAccessRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import CalendarViewMonthRounded from '@mui/icons-material/CalendarViewMonthRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import FaceRounded from '@mui/icons-material/FaceRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import MoreTimeRounded from '@mui/icons-material/MoreTimeRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from 'react-i18next';

/** The console's sections, in the drawer's order, each with the title its app bar shows. */
export const hrSections = [
  { href: paths.hrRecap.href(), label: 'time.nav.recap', icon: <InsightsRounded /> },
  { href: paths.hrLeaveRecap.href(), label: 'time.nav.leaveRecap', icon: <EventNoteRounded /> },
  { href: paths.hrLeaveBalances.href(), label: 'hr.nav.leaveBalances', icon: <BeachAccessRounded /> },
  { href: paths.hrOvertime.href(), label: 'time.nav.overtime', icon: <MoreTimeRounded /> },
  { href: paths.hrReview.href(), label: 'time.nav.review', icon: <FactCheckRounded /> },
  { href: paths.hrFace.href(), label: 'hr.nav.face', icon: <FaceRounded /> },
  { href: paths.hrEmployees.href(), label: 'hr.nav.employees', icon: <PeopleAltRounded /> },
  { href: paths.hrImport.href(), label: 'hr.nav.import', icon: <UploadFileRounded /> },
  { href: paths.hrOrganisation.href(), label: 'hr.nav.organisation', icon: <AccountTreeRounded /> },
  { href: paths.hrLocations.href(), label: 'hr.nav.locations', icon: <PlaceRounded /> },
  { href: paths.hrSchedules.href(), label: 'time.nav.schedules', icon: <ScheduleRounded /> },
  { href: paths.hrRosters.href(), label: 'time.nav.rosters', icon: <CalendarViewMonthRounded /> },
  { href: paths.hrHolidays.href(), label: 'time.nav.holidays', icon: <EventBusyRounded /> },
  { href: paths.hrAnnouncements.href(), label: 'hr.nav.announcements', icon: <CampaignRounded /> },
  { href: paths.hrAudit.href(), label: 'hr.nav.audit', icon: <HistoryRounded /> },
] as const satisfies { href: string; label: string; icon: ReactNode }[];

/** The section a path belongs to (a deeper path, say an employee's form, belongs to its list). */
export const sectionOf = (pathname: string) => hrSections.find((section) => pathname.startsWith(section.href));

/** The drawer's links; `onNavigate` closes the phone's temporary drawer after a choice. */
export function HrNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  return (
    <nav aria-label={t('hr.nav.label')}>
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
            <ListItemText primary={t(section.label)} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <List>
        <ListItemButton component={RouterLink} to={paths.home.href()} onClick={onNavigate}>
          <ListItemIcon>
            <HomeRounded />
          </ListItemIcon>
          <ListItemText primary={t('hr.nav.backToApp')} />
        </ListItemButton>
      </List>
    </nav>
  );
}
