import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { AlertDialog, type AlertState } from '../../../components/alert-dialog';
import { PasswordField } from '../../../components/password-field';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { apiReplyText } from '../../../i18n/api-text';
import { readError } from '../../../lib/graphql-error';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useResetPassword, useVerifyResetToken } from '../api/use-password';
import { LoginBackground, RESET_BACKGROUND } from './login-background';
import { PasswordRules } from './password-rules';

export function ResetScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  // Opened by a first sign-in (an activation code, or HR asked for a new password): it says why.
  const first = Boolean((useLocation().state as { first?: boolean } | null)?.first);
  const verification = useVerifyResetToken(token);
  const [reset, { loading }] = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, showPasswordError] = useTimedMessage(5000);
  const [confirmationError, showConfirmationError] = useTimedMessage(5000);
  const [alert, setAlert] = useState<AlertState | null>(null);

  if (verification.error) return <Navigate to={paths.login.href()} replace />;

  // A space is refused where it is typed, for as long as the field holds one: the field keeps what was
  // typed and says why (issue 46: it was cleared, and Submit then said "required", the reason gone).
  const spaceIn = (value: string) => (/\s/.test(value) ? t('reset.spaceNotAllowed') : '');
  const type = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => set(event.target.value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (spaceIn(password) || spaceIn(confirmation)) return;
    if (!password) showPasswordError(t('reset.passwordRequired'));
    if (!confirmation) showConfirmationError(t('reset.confirmationRequired'));
    if (!password || !confirmation) return;
    if (password !== confirmation) return setAlert({ status: 'failure', message: t('reset.mismatch') });
    try {
      const { data } = await reset({ variables: { token, password } });
      setAlert({ status: 'success', message: apiReplyText(data!.resetPassword.message), successRoute: 'login' });
    } catch (failure) {
      const problem = readError(failure);
      // The server enforces the rules the list only hints at: its reason shows where the person types.
      if (problem.extensions.field === 'password') showPasswordError(problem.message);
      else setAlert({ status: 'failure', message: problem.message });
    }
  };

  return (
    <LoginBackground fixed={RESET_BACKGROUND}>
      <Card component="main" sx={{ width: '100%', maxWidth: 400, borderRadius: 4 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography component="h1" variant="h2" gutterBottom>
            {first ? t('reset.firstTitle') : t('reset.title')}
          </Typography>
          {first && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('reset.firstHint')}
            </Typography>
          )}
          {verification.loading || !verification.data ? (
            <Stack spacing={1.5} role="progressbar" aria-label={t('app.loading')}>
              <Skeleton variant="rounded" animation="wave" height={56} />
              <Skeleton variant="rounded" animation="wave" height={56} />
              <Skeleton variant="rounded" animation="wave" height={120} />
            </Stack>
          ) : (
            <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('reset.title')}>
              <PasswordField
                label={t('reset.password')}
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={type(setPassword)}
                error={Boolean(spaceIn(password) || passwordError)}
                helperText={spaceIn(password) || passwordError || ' '}
              />
              <PasswordField
                label={t('reset.confirmation')}
                name="confirmation"
                autoComplete="new-password"
                value={confirmation}
                onChange={type(setConfirmation)}
                error={Boolean(spaceIn(confirmation) || confirmationError)}
                helperText={spaceIn(confirmation) || confirmationError || ' '}
              />
              <PasswordRules value={password} />
              <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} sx={{ mt: 1 }}>
                {t('reset.submit')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
      <Box component="footer" sx={{ mt: 3, textAlign: 'center', color: 'common.white' }}>
        <Typography variant="caption" component="p">
          {t('app.copyright', { year: new Date().getFullYear() })}
        </Typography>
        <Typography variant="caption" component="p">
          {t('app.version', { version: env.appVersion })}
        </Typography>
      </Box>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </LoginBackground>
  );
}
