import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import { displayDay, jakartaDay } from '../../../../lib/jakarta';
import {
  useHrDeactivateEmployee,
  useHrEndSessions,
  useHrIssueActivation,
  useHrReactivateEmployee,
  useHrRequirePassword,
  useHrSendPasswordLink,
} from '../../api/use-employees';
import { ActivationCard, type Activation } from './activation-card';
import type { HrEmployeeFieldsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DateField } from '../../../../components/date-field';

type Action = 'deactivate' | 'reactivate' | 'requirePassword' | 'sendLink' | 'newCode' | 'endSessions';

/**
 * The account's state and what HR can do to it, each step asked for first. A new activation code
 * (the person's one way in while they have no password, or when they lost it) shows here once.
 */
export function EmployeeAccountActions({ employee }: { employee: HrEmployeeFieldsFragment }) {
  const { t } = useTranslation();
  const [deactivate] = useHrDeactivateEmployee();
  const [reactivate] = useHrReactivateEmployee();
  const [requirePassword] = useHrRequirePassword();
  const [sendLink] = useHrSendPasswordLink();
  const [issueActivation] = useHrIssueActivation();
  const [endSessions] = useHrEndSessions();
  const [activation, setActivation] = useState<Activation | null>(null);
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  // The last working day a deactivation ends the employment on, or a re-hire's new join date: today unless HR changes it.
  const [day, setDay] = useState(() => jakartaDay(new Date()));
  const { id, name, email } = employee;
  // Back after the last working day has passed: a re-hire, from the day HR gives (the day after the last working day continues the same period).
  const rehire = !employee.active && !!employee.lastWorkingDay && employee.lastWorkingDay < jakartaDay(new Date());
  const ask = (action: Action) => {
    setDay(jakartaDay(new Date()));
    setAsking(action);
  };

  const questions: Record<Action, string> = {
    deactivate: t('hr.employee.confirmDeactivate', { name }),
    reactivate: t('hr.employee.confirmReactivate', { name }),
    requirePassword: t('hr.employee.confirmRequirePassword', { name }),
    sendLink: t('hr.employee.confirmSendLink', { name, email: email ?? '' }),
    newCode: t('hr.employee.confirmNewCode', { name }),
    endSessions: t('hr.employee.confirmEndSessions', { name }),
  };
  const labels: Record<Action, string> = {
    deactivate: t('hr.employee.deactivate'),
    reactivate: t('hr.employee.reactivate'),
    requirePassword: t('hr.employee.requirePassword'),
    sendLink: t('hr.employee.sendLink'),
    newCode: t('hr.employee.newCode'),
    endSessions: t('hr.employee.endSessions'),
  };

  const run = async (action: Action) => {
    setBusy(true);
    try {
      const variables = { id };
      if (action === 'newCode') {
        const issued = (await issueActivation({ variables })).data!.hrIssueActivation;
        setActivation(issued);
        setResult({ ok: true, message: issued.message });
        return;
      }
      const message =
        action === 'endSessions'
          ? (await endSessions({ variables })).data?.hrEndSessions.message
          : action === 'deactivate'
            ? (await deactivate({ variables: { id, lastWorkingDay: day } })).data?.hrDeactivateEmployee.message
            : action === 'reactivate'
              ? (await reactivate({ variables: rehire ? { id, joinDate: day } : variables })).data?.hrReactivateEmployee
                  .message
              : action === 'requirePassword'
                ? (await requirePassword({ variables })).data?.hrRequirePassword.message
                : (await sendLink({ variables })).data?.hrSendPasswordLink.message;
      setResult({ ok: true, message: message ?? '' });
    } catch (error) {
      setResult({ ok: false, message: readError(error).message });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="account-title">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="account-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('hr.employee.account')}
          </Typography>
          <Typography variant="body2">
            {employee.active ? t('hr.employee.accountActive') : t('hr.employee.accountInactive')}
          </Typography>
          <EmploymentDates employee={employee} />
          {employee.active && employee.passwordPending && (
            <Typography variant="body2">{t('hr.employee.accountPasswordPending')}</Typography>
          )}
          {activation && <ActivationCard activation={activation} name={name} nik={employee.nik} />}
          {result && (
            <Alert severity={result.ok ? 'success' : 'error'} onClose={() => setResult(null)}>
              {result.message}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {employee.active ? (
              <Button variant="outlined" color="error" onClick={() => ask('deactivate')}>
                {t('hr.employee.deactivate')}
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => ask('reactivate')}>
                {t('hr.employee.reactivate')}
              </Button>
            )}
            {employee.active && (
              <Button variant="outlined" onClick={() => ask('requirePassword')}>
                {t('hr.employee.requirePassword')}
              </Button>
            )}
            {employee.active && (
              <Button variant="outlined" onClick={() => ask('sendLink')} disabled={!email}>
                {t('hr.employee.sendLink')}
              </Button>
            )}
            {employee.active && (
              <Button variant="outlined" onClick={() => ask('newCode')}>
                {t('hr.employee.newCode')}
              </Button>
            )}
            {employee.active && (
              <Button variant="outlined" onClick={() => ask('endSessions')}>
                {t('hr.employee.endSessions')}
              </Button>
            )}
          </Stack>
          {employee.active && !email && <Typography variant="caption">{t('hr.employee.noEmail')}</Typography>}
        </Stack>
      </CardContent>
      <ConfirmDialog
        question={asking ? questions[asking] : null}
        confirmLabel={asking ? labels[asking] : ''}
        danger={asking === 'deactivate' || asking === 'requirePassword' || asking === 'endSessions'}
        busy={busy}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(null)}
      >
        {(asking === 'deactivate' || (asking === 'reactivate' && rehire)) && (
          <DateField
            required
            fullWidth
            margin="normal"
            label={asking === 'deactivate' ? t('hr.employee.lastWorkingDay') : t('hr.employee.rehireDate')}
            helperText={asking === 'deactivate' ? t('hr.employee.lastWorkingDayHelp') : t('hr.employee.rehireDateHelp')}
            value={day}
            onChange={setDay}
          />
        )}
      </ConfirmDialog>
    </Card>
  );
}

/** When the person was employed: the current period (join date, and the last working day once deactivated) and those before a re-hire. */
function EmploymentDates({ employee }: { employee: HrEmployeeFieldsFragment }) {
  const { t } = useTranslation();
  const periods = [
    ...employee.earlierPeriods.map((period) => ({ from: period.joinDate, to: period.lastWorkingDay as string | null })),
    ...(employee.joinDate ? [{ from: employee.joinDate, to: employee.lastWorkingDay ?? null }] : []),
  ];
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }} aria-label={t('hr.employee.employment')}>
      {periods.map((period) => (
        <Typography key={period.from} component="div" variant="body2">
          <Typography component="dt" variant="body2" sx={{ display: 'inline', fontWeight: 600 }}>
            {t('hr.employee.employedFrom', { date: displayDay(period.from) })}
          </Typography>{' '}
          <Typography component="dd" variant="body2" sx={{ display: 'inline', m: 0 }}>
            {period.to ? t('hr.employee.employedUntil', { date: displayDay(period.to) }) : t('hr.employee.employedNow')}
          </Typography>
        </Typography>
      ))}
    </Stack>
  );
}
