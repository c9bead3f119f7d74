import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AlertDialog, type AlertState } from '../../../components/alert-dialog';
import { paths } from '../../../config/paths';
import { apiReplyText } from '../../../i18n/api-text';
import { readError } from '../../../lib/graphql-error';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useForgotPassword } from '../api/use-password';
import { LoginBackground } from './login-background';

export function ForgotScreen() {
  const { t } = useTranslation();
  const [forgot, { loading }] = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, showError] = useTimedMessage(5000);
  const [alert, setAlert] = useState<AlertState | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return showError(t('forgot.emailRequired'));
    try {
      const { data } = await forgot({ variables: { email: email.trim() } });
      setAlert({ status: 'success', message: apiReplyText(data!.forgotPassword.message), successRoute: 'login' });
    } catch (failure) {
      setAlert({ status: 'failure', message: readError(failure).message });
    }
  };

  return (
    <LoginBackground>
      <Card component="main" sx={{ width: '100%', maxWidth: 400, borderRadius: 4 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography component="h1" variant="h2" gutterBottom>
            {t('forgot.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('forgot.subtitle')}
          </Typography>
          <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('forgot.title')}>
            <TextField
              label={t('forgot.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(error)}
              helperText={error || ' '}
            />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} sx={{ mt: 1 }}>
              {t('forgot.submit')}
            </Button>
          </form>
          <Stack sx={{ mt: 2, alignItems: 'center' }}>
            <Link component={RouterLink} to={paths.login.href()} underline="hover">
              {t('forgot.back')}
            </Link>
          </Stack>
        </CardContent>
      </Card>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </LoginBackground>
  );
}
