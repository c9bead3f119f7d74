import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useOnline } from '../lib/use-online';

// A phone keeps Hadir open all day: look for a new version every hour, not only on navigation.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The service worker, registered once mounted (a first visit precaches the app's files in the
 * background then), and its notice that a new version is ready. It keeps the open page on the
 * version it started with; Reload switches to the new one as a whole (the waiting worker takes
 * over, then the page reloads).
 */
function WorkerUpdates() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <Alert
      severity="info"
      variant="filled"
      role="status"
      // The theme's teal (5.5:1 with white); MUI's default info blue is 4.1:1.
      sx={{ bgcolor: 'primary.main', pointerEvents: 'auto' }}
      action={
        <Button color="inherit" size="small" onClick={() => void updateServiceWorker(true)}>
          {t('app.reload')}
        </Button>
      }
    >
      {t('app.updateReady')}
    </Alert>
  );
}

/**
 * What the app says about itself over every screen: that there is no network, and (once
 * `registerWorker`: the person has left the first screen alone, issue 31) that a new version is ready.
 */
export function AppStatus({ registerWorker }: { registerWorker: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    // Taps go through to the screen beneath (the clock screen's Submit sits at the bottom): only Reload is for tapping.
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        left: 8,
        right: 8,
        bottom: 8,
        zIndex: 'snackbar',
        maxWidth: 560,
        mx: 'auto',
        pointerEvents: 'none',
      }}
    >
      {!online && (
        <Alert severity="warning" variant="filled" role="status" data-testid="offline-state">
          {t('app.offlineNow')}
        </Alert>
      )}
      {registerWorker && <WorkerUpdates />}
    </Stack>
  );
}
