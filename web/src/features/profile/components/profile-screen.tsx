import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/page-layout';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { useProfile } from '../api/use-profile';
import { ProfileForm } from './profile-form';

/** /profile (rules §2): every field of the User, with e-mail, phone, address and the photo editable. */
export function ProfileScreen() {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useProfile();
  const user = data?.me;
  return (
    <PageLayout title={t('profile.title')} backTo={paths.setting.href()}>
      {user ? (
        <ProfileForm key={user.id} user={user} />
      ) : loading || !error ? (
        <PageSkeleton rows={3} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
          <Typography role="alert">{t('profile.loadFailed')}</Typography>
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('app.retry')}
          </Button>
        </Stack>
      )}
    </PageLayout>
  );
}
