import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import { useApolloClient } from '@apollo/client/react';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HrEntrySlot } from '../../../components/hr-entry-slot';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { sessionStore } from '../../../lib/session-store';
import { useLogout } from '../api/use-logout';

export function SettingScreen() {
  const { t } = useTranslation();
  const [logout, { loading }] = useLogout();
  const client = useApolloClient();
  const navigate = useNavigate();

  const signOut = async () => {
    try {
      await logout();
    } catch {
      // Logout clears the session even when the call fails (spec 4).
    } finally {
      sessionStore.clear();
      await client.clearStore();
      navigate(paths.login.href(), { replace: true });
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
          <HrEntrySlot variant="row" />
          <ListItemButton onClick={signOut} disabled={loading}>
            <ListItemIcon>
              <LogoutRounded color="error" />
            </ListItemIcon>
            <ListItemText primary={t('setting.logout')} slotProps={{ primary: { color: 'error' } }} />
          </ListItemButton>
        </List>
      </Card>
    </PageLayout>
  );
}
