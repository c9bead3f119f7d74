import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertDialog, type AlertState } from '../../../components/alert-dialog';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { readError } from '../../../lib/graphql-error';
import { useSessionUser } from '../../../lib/session-store';
import { useCheckAttendance } from '../api/use-check-attendance';
import { AttendanceLog } from './attendance-log';
import { nonceOffer } from '../lib/clock-outbox';
import { ClockOutbox } from './clock-outbox';
import { LiveClock } from './live-clock';

/** Live (rules §2): the Jakarta clock, Clock In and Clock Out after the pre-check, and the log. */
export function LiveScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [check] = useCheckAttendance();
  const user = useSessionUser();
  const [pending, setPending] = useState<boolean | null>(null);
  const [alert, setAlert] = useState<AlertState | null>(null);

  const start = async (clocking: boolean) => {
    if (pending !== null) return;
    setPending(clocking);
    try {
      const { data } = await check({ variables: { clocking } });
      // The answer's nonce signs the clock-in that follows: Submit makes one request fewer (issue 29).
      const nonce = data?.checkAttendance.nonce?.nonce;
      if (nonce && user) nonceOffer.offer(nonce, user.nik);
      void navigate(clocking ? paths.clockin.href() : paths.clockout.href());
    } catch (error) {
      setAlert({ status: 'failure', message: readError(error).message });
    } finally {
      setPending(null);
    }
  };

  return (
    <PageLayout title={t('attendance.live.title')} backTo={paths.home.href()}>
      <Stack spacing={2}>
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 3, p: 2.5 }}>
          <LiveClock />
          <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
            <Button
              fullWidth
              variant="contained"
              color="inherit"
              startIcon={
                pending === true ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LoginRounded />
              }
              onClick={() => void start(true)}
              disabled={pending !== null}
              sx={{ color: 'primary.main', bgcolor: 'common.white' }}
            >
              {t('attendance.live.clockIn')}
            </Button>
            <Button
              fullWidth
              variant="outlined"
              color="inherit"
              startIcon={
                pending === false ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LogoutRounded />
              }
              onClick={() => void start(false)}
              disabled={pending !== null}
              sx={{ borderColor: 'rgba(255,255,255,.7)' }}
            >
              {t('attendance.live.clockOut')}
            </Button>
          </Stack>
        </Box>
        <ClockOutbox />
        <AttendanceLog />
      </Stack>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </PageLayout>
  );
}
