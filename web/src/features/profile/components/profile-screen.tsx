import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLayout } from '../../../components/page-layout';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { messages } from '../../../i18n/messages';
import { useProfile } from '../api/use-profile';
import { ProfileForm } from './profile-form';

const t = messages.profile;

/** /profile (spec 2): every field of the User, with e-mail, phone, address and the photo editable. */
export function ProfileScreen() {
  const { data, error, loading, refetch } = useProfile();
  const user = data?.me;
  return (
    <PageLayout title={t.title} backTo={paths.setting.href()}>
      {user ? (
        <ProfileForm key={user.id} user={user} />
      ) : loading || !error ? (
        <PageSkeleton rows={3} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
          <Typography role="alert">{t.loadFailed}</Typography>
          <Button variant="outlined" onClick={() => void refetch()}>
            {messages.app.retry}
          </Button>
        </Stack>
      )}
    </PageLayout>
  );
}
