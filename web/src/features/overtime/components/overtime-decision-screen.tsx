import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AlertDialog } from '../../../components/alert-dialog';
import { PageLayout } from '../../../components/page-layout';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { apiReplyText } from '../../../i18n/api-text';
import { jakartaDisplayDate, jakartaDisplayTime } from '../../../lib/jakarta';
import { useSubmit } from '../../../lib/use-submit';
import { useConsentOvertime, useDecideOvertime, useOvertimeRequest } from '../api/use-overtime';
import { hours } from '../lib/hours';
import { windowText } from '../lib/window';

/**
 * /overtime/:ibxid/:id, opened from the inbox: the approver approves or rejects (redirect 'overtime');
 * the employee agrees to overtime their supervisor asked for (redirect 'overtime-consent').
 */
export function OvertimeDecisionScreen({ mode }: { mode: 'decide' | 'consent' }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useOvertimeRequest(id);
  const [decide] = useDecideOvertime();
  const [consent] = useConsentOvertime();
  const { submit, busy, alert, setAlert, closeAlert } = useSubmit();
  const [done, setDone] = useState(false);
  const request = data?.overtimeRequest;

  const act = (send: () => Promise<string>) =>
    submit(async () => {
      const message = await send();
      setDone(true);
      setAlert({ status: 'success', message: apiReplyText(message), successRoute: 'inbox' });
    });
  const approve = (yes: boolean) =>
    act(async () => {
      await decide({ variables: { id, approve: yes } });
      return yes ? 'Overtime request approved' : 'Overtime request rejected';
    });
  const agree = () =>
    act(async () => {
      const { data: reply } = await consent({ variables: { id } });
      return reply?.consentOvertime.status === 'Approved' ? 'Overtime request approved' : 'Overtime agreed';
    });

  return (
    <PageLayout
      title={t(mode === 'consent' ? 'overtime.decision.consentTitle' : 'overtime.decision.title')}
      backTo={paths.inbox.href()}
    >
      {request ? (
        <Stack spacing={1.5}>
          {request.employeeName && (
            <Typography sx={{ fontWeight: 600 }}>{`${request.employeeName} (${request.employeeNik})`}</Typography>
          )}
          <Typography>{`${windowText(request)} (${t('overtime.hours', { hours: hours(request.plannedMinutes) })})`}</Typography>
          <Typography>{request.reason}</Typography>
          <Typography>
            {t(request.workingDay ? 'overtime.decision.workingDay' : 'overtime.decision.restDay')}
          </Typography>
          <Typography>
            {request.consentedAt
              ? t('overtime.decision.consented', {
                  date: jakartaDisplayDate(request.consentedAt),
                  time: jakartaDisplayTime(request.consentedAt),
                  device: request.consentDevice,
                })
              : t('overtime.decision.notConsented')}
          </Typography>
          <Typography>{t(`overtime.status.${request.status}`)}</Typography>
          {request.status === 'Pending' && mode === 'decide' && !request.consentedAt && (
            <Typography id="approve-waits" color="warning.main">
              {t('overtime.decision.approveWaits', { name: request.employeeName ?? '' })}
            </Typography>
          )}
          {request.status === 'Pending' && mode === 'decide' && (
            <Stack direction="row" spacing={1.5}>
              <Button
                variant="outlined"
                color="error"
                size="large"
                fullWidth
                disabled={busy || done}
                onClick={() => void approve(false)}
              >
                {t('overtime.decision.reject')}
              </Button>
              <Button
                variant="contained"
                color="success"
                size="large"
                fullWidth
                disabled={busy || done || !request.consentedAt}
                aria-describedby={request.consentedAt ? undefined : 'approve-waits'}
                onClick={() => void approve(true)}
              >
                {t('overtime.decision.approve')}
              </Button>
            </Stack>
          )}
          {request.status === 'Pending' && mode === 'consent' && !request.consentedAt && (
            <Button variant="contained" size="large" disabled={busy || done} onClick={() => void agree()}>
              {t('overtime.decision.agree')}
            </Button>
          )}
          <AlertDialog alert={alert} onClose={closeAlert} />
        </Stack>
      ) : loading ? (
        <PageSkeleton rows={4} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
          <Typography role="alert">{error?.message}</Typography>
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('app.retry')}
          </Button>
        </Stack>
      )}
    </PageLayout>
  );
}

export const OvertimeApproveScreen = () => <OvertimeDecisionScreen mode="decide" />;
export const OvertimeConsentScreen = () => <OvertimeDecisionScreen mode="consent" />;
