import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import EditCalendarRounded from '@mui/icons-material/EditCalendarRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import MoreTimeRounded from '@mui/icons-material/MoreTimeRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RoleEntrySlot } from '../../../components/role-entry-slot';
import { paths } from '../../../config/paths';
import { useAppBadge } from '../../../lib/use-app-badge';
import { useSessionUser } from '../../../lib/session-store';
import { useAttendanceSummary } from '../api/use-attendance-summary';
import { AnnouncementCard } from './announcement-card';
import { ProfileHeader } from './profile-header';
import { SummaryCard } from './summary-card';

interface Props {
  /** The correction modal, composed by the app (it belongs to another feature). */
  renderRequestModal?: (close: () => void) => ReactNode;
  /** Clock-ins kept on this phone, waiting to send (issue 29), composed by the app (attendance's). */
  outbox?: ReactNode;
  /** The annual leave balance's line under the summary, composed by the app (the leave feature's). */
  balanceLine?: ReactNode;
  /** Shown above the rest once the Request modal has sent something (the push offer, issue 47). */
  afterRequest?: ReactNode;
}

function ShortcutContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', width: '100%' }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 3, p: 1.25, display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant="caption" sx={{ fontWeight: 600, textAlign: 'center', lineHeight: 1.2 }}>
        {label}
      </Typography>
    </Stack>
  );
}

const shortcutSx = { flex: 1, borderRadius: 3, py: 1 } as const;

export function HomeScreen({ renderRequestModal, outbox, balanceLine, afterRequest }: Props) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [requestOpen, setRequestOpen] = useState(false);
  // The summary's own query (SummaryCard reads it too): one request brings the counts with the month.
  const counts = useAttendanceSummary().data?.attendanceSummary;
  const waiting = counts?.waiting ?? 0;
  useAppBadge(counts?.waiting);
  if (!user) return null;
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', pb: 3 }}>
      <ProfileHeader user={user} />
      <Container component="main" maxWidth="sm" sx={{ mt: -4 }}>
        <Stack spacing={2}>
          <Card component="nav" aria-label={t('home.shortcuts')}>
            <CardContent sx={{ display: 'flex', gap: 1, px: 1 }}>
              <ButtonBase component={RouterLink} to={paths.live.href()} sx={shortcutSx}>
                <ShortcutContent icon={<AccessTimeRounded />} label={t('home.liveAttendance')} />
              </ButtonBase>
              <ButtonBase component={RouterLink} to={paths.leave.href()} sx={shortcutSx}>
                <ShortcutContent icon={<EventAvailableRounded />} label={t('home.requestLeave')} />
              </ButtonBase>
              <ButtonBase component={RouterLink} to={paths.overtime.href()} sx={shortcutSx}>
                <ShortcutContent icon={<MoreTimeRounded />} label={t('home.overtime')} />
              </ButtonBase>
              <ButtonBase
                component={RouterLink}
                to={paths.inbox.href()}
                sx={shortcutSx}
                aria-label={waiting > 0 ? t('home.inboxWaiting', { count: waiting }) : undefined}
              >
                <ShortcutContent
                  icon={
                    waiting > 0 ? (
                      <Badge badgeContent={waiting} color="error" max={99} overlap="circular">
                        <InboxRounded />
                      </Badge>
                    ) : (
                      <InboxRounded />
                    )
                  }
                  label={t('home.inbox')}
                />
              </ButtonBase>
              <ButtonBase onClick={() => setRequestOpen(true)} sx={shortcutSx} aria-haspopup="dialog">
                <ShortcutContent icon={<EditCalendarRounded />} label={t('home.request')} />
              </ButtonBase>
            </CardContent>
          </Card>
          {afterRequest}
          {outbox}
          <RoleEntrySlot variant="card" flagged={counts?.flagged} />
          <SummaryCard />
          {balanceLine}
          <AnnouncementCard />
        </Stack>
      </Container>
      {requestOpen && renderRequestModal?.(() => setRequestOpen(false))}
    </Box>
  );
}
