import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog, type AlertState } from '../../../components/alert-dialog';
import type { ProfileFieldsFragment } from '../../../gql/graphql';
import { readError } from '../../../lib/graphql-error';
import { sessionStore } from '../../../lib/session-store';
import { useUpdateProfile } from '../api/use-profile';
import { ContactFields } from './contact-fields';
import { DetailList } from '../../../components/detail-list';
import { PhotoPicker } from './photo-picker';
import { ProfileTabs } from './profile-tabs';
import { biographRows, contactForm, contactInput, informationRows } from '../lib/profile-values';

/** The photo, the three tabs and Save; Save sends the filled contact fields and the cropped photo. */
export function ProfileForm({ user }: { user: ProfileFieldsFragment }) {
  const { t } = useTranslation();
  const [update, { loading }] = useUpdateProfile();
  const [contact, setContact] = useState(() => contactForm(user));
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [alert, setAlert] = useState<AlertState | null>(null);

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    try {
      const { data } = await update({ variables: { input: contactInput(contact), photo: photo?.file ?? null } });
      const saved = data!.updateProfile;
      sessionStore.update({ photoUrl: saved.photoUrl ?? null, name: saved.name });
      setContact(contactForm(saved));
      setPhoto(null);
      setAlert({ status: 'success', message: t('profile.saved') });
    } catch (failure) {
      setAlert({ status: 'failure', message: readError(failure).message });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('profile.title')}>
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <PhotoPicker
              name={user.name}
              src={photo?.url ?? user.photoUrl ?? null}
              pending={photo !== null}
              onCropped={(file) => setPhoto({ file, url: URL.createObjectURL(file) })}
              onProblem={(message) => setAlert({ status: 'failure', message })}
              caption={
                <div>
                  <Typography component="p" variant="h6" sx={{ textAlign: 'center' }}>
                    {user.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                    {t('profile.fields.nik')} {user.nik}
                  </Typography>
                </div>
              }
            />
          </CardContent>
        </Card>
        <Card>
          <ProfileTabs
            panels={{
              contact: <ContactFields value={contact} onChange={setContact} current={contactForm(user)} />,
              biograph: <DetailList rows={biographRows(user)} columns={2} />,
              information: <DetailList rows={informationRows(user)} columns={2} />,
            }}
          />
        </Card>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
          {t('profile.save')}
        </Button>
      </Stack>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </form>
  );
}
