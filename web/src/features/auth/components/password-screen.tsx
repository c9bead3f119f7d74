import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog, type AlertState } from '../../../components/alert-dialog';
import { PageLayout } from '../../../components/page-layout';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n';
import { apiReplyText } from '../../../i18n/api-text';
import { readError } from '../../../lib/graphql-error';
import { useTimedErrors } from '../../../lib/use-timed-message';
import { useUpdatePassword } from '../api/use-password';
import { PasswordRules } from './password-rules';

type Field = 'old' | 'new' | 'confirmation';

/** Checks of rules §5 (change password); the rules list is a hint only, the api checks the old password. */
export function validatePasswordChange(
  old: string,
  next: string,
  confirmation: string,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!old) errors.old = i18n.t('password.oldRequired');
  if (!next) errors.new = i18n.t('password.newRequired');
  else if (next.trim() === '') errors.new = i18n.t('password.spaceNotAllowed');
  if (!confirmation) errors.confirmation = i18n.t('password.confirmationRequired');
  else if (next && confirmation !== next) errors.confirmation = i18n.t('password.mismatch');
  return errors;
}

export function PasswordScreen() {
  const { t } = useTranslation();
  const [update, { loading }] = useUpdatePassword();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, show } = useTimedErrors<Field>(5000);
  const [alert, setAlert] = useState<AlertState | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validatePasswordChange(old, next, confirmation);
    if (Object.keys(problems).length > 0) return show(problems);
    try {
      const { data } = await update({ variables: { oldPassword: old, newPassword: next } });
      setOld('');
      setNext('');
      setConfirmation('');
      setAlert({ status: 'success', message: apiReplyText(data!.updatePassword.message), successRoute: 'setting' });
    } catch (failure) {
      const problem = readError(failure);
      // The server enforces the rules the list only hints at: its reason shows where the person types.
      if (problem.extensions.field === 'new_password') show({ new: problem.message });
      else setAlert({ status: 'failure', message: problem.message });
    }
  };

  return (
    <PageLayout title={t('password.title')} backTo={paths.setting.href()}>
      <Card>
        <CardContent>
          <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('password.title')}>
            <PasswordField
              label={t('password.old')}
              name="old-password"
              autoComplete="current-password"
              value={old}
              onChange={(event) => setOld(event.target.value)}
              error={Boolean(errors.old)}
              helperText={errors.old ?? ' '}
            />
            <PasswordField
              label={t('password.new')}
              name="new-password"
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
              error={Boolean(errors.new)}
              helperText={errors.new ?? ' '}
            />
            <PasswordField
              label={t('password.confirmation')}
              name="confirmation"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              error={Boolean(errors.confirmation)}
              helperText={errors.confirmation ?? ' '}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('password.hintsTitle')}
            </Typography>
            <PasswordRules value={next} title={t('password.hintsTitle')} />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} sx={{ mt: 1 }}>
              {t('password.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </PageLayout>
  );
}
