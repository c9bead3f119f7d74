import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import FaceRounded from '@mui/icons-material/FaceRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import SupervisorAccountRounded from '@mui/icons-material/SupervisorAccountRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RoleEntrySlot } from '../../../components/role-entry-slot';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { readError } from '../../../lib/graphql-error';
import { HR_ROLE, SUPERVISOR_ROLE, useSessionUser } from '../../../lib/session-store';
import { useSignOut } from '../../../lib/use-sign-out';
import { useUpdateLanguage } from '../../../lib/use-update-language';
import { LanguageSelect } from '../../../components/language-select';
import { useFaceCheckOffered } from '../api/use-face-check-offered';
import { useLogout } from '../api/use-logout';

export function SettingScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [logout, { loading }] = useLogout();
  // The screen speaks the choice at once; saving it with the person lets it follow them to another phone.
  const [saveLanguage] = useUpdateLanguage();
  const [saveError, setSaveError] = useState<string | null>(null);
  const leave = useSignOut();
  const faceCheckOffered = useFaceCheckOffered();

  const signOut = async () => {
    try {
      await logout();
    } catch {
      // Logout clears the session even when the call fails (rules §4).
    } finally {
      leave(paths.login.href());
    }
  };

  return (
    <PageLayout title={t('setting.title')} backTo={paths.home.href()}>
      <Card>
        <List disablePadding>
          <ListItemButton component={RouterLink} to={paths.profile.href()}>
            <ListItemIcon>
              <ManageAccountsRounded />
            </ListItemIcon>
            <ListItemText primary={t('setting.editProfile')} />
            <ChevronRightRounded color="action" />
          </ListItemButton>
          <ListItemButton component={RouterLink} to={paths.password.href()}>
            <ListItemIcon>
              <LockResetRounded />
            </ListItemIcon>
            <ListItemText primary={t('setting.changePassword')} />
            <ChevronRightRounded color="action" />
          </ListItemButton>
          <RoleEntrySlot variant="row" />
          {(user?.roleId === SUPERVISOR_ROLE || user?.roleId === HR_ROLE) && (
            <ListItemButton component={RouterLink} to={paths.standIn.href()}>
              <ListItemIcon>
                <SupervisorAccountRounded />
              </ListItemIcon>
              <ListItemText primary={t('setting.standInLink')} />
              <ChevronRightRounded color="action" />
            </ListItemButton>
          )}
          {/* Shift swaps (issue 25): everyone may ask a teammate; a secondary screen, so here and not on Home. */}
          <ListItemButton component={RouterLink} to={paths.swaps.href()}>
            <ListItemIcon>
              <SwapHorizRounded />
            </ListItemIcon>
            <ListItemText primary={t('setting.swapsLink')} />
            <ChevronRightRounded color="action" />
          </ListItemButton>
          <ListItemButton component={RouterLink} to={paths.notifications.href()}>
            <ListItemIcon>
              <NotificationsRounded />
            </ListItemIcon>
            <ListItemText primary={t('setting.notificationsLink')} />
            <ChevronRightRounded color="action" />
          </ListItemButton>
          {faceCheckOffered && (
            <ListItemButton component={RouterLink} to={paths.faceCheck.href()}>
              <ListItemIcon>
                <FaceRounded />
              </ListItemIcon>
              <ListItemText primary={t('setting.faceCheckLink')} />
              <ChevronRightRounded color="action" />
            </ListItemButton>
          )}
          <ListItemButton component={RouterLink} to={paths.devices.href()}>
            <ListItemIcon>
              <DevicesRounded />
            </ListItemIcon>
            <ListItemText primary={t('setting.devicesLink')} />
            <ChevronRightRounded color="action" />
          </ListItemButton>
          <ListItemButton onClick={() => void signOut()} disabled={loading}>
            <ListItemIcon>
              <LogoutRounded color="error" />
            </ListItemIcon>
            <ListItemText primary={t('setting.logout')} slotProps={{ primary: { color: 'error' } }} />
          </ListItemButton>
        </List>
      </Card>
      <Card sx={{ mt: 2, p: 2 }}>
        <LanguageSelect
          onChosen={(language) =>
            void saveLanguage({ variables: { language } }).then(
              () => setSaveError(null),
              (failure) => setSaveError(readError(failure).message),
            )
          }
        />
        {saveError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {saveError}
          </Alert>
        )}
      </Card>
    </PageLayout>
  );
}
