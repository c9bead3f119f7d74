import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/alert-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { OvertimeRequestFieldsFragment } from '../../../gql/graphql';
import { apiReplyText } from '../../../i18n/api-text';
import { displayDay } from '../../../lib/jakarta';
import { useSubmit } from '../../../lib/use-submit';
import { useConsentOvertime, useWithdrawOvertime } from '../api/use-overtime';

/**
 * What the person may still do with their own undecided request (issue 45 case 10): agree to it
 * later, when it was sent without "I agree" or asked by their supervisor, and withdraw it.
 */
export function OwnRequestActions({
  request,
  onChanged,
}: {
  request: OvertimeRequestFieldsFragment;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [consent] = useConsentOvertime();
  const [withdraw] = useWithdrawOvertime();
  const { submit, busy, alert, setAlert, closeAlert } = useSubmit();
  const [asking, setAsking] = useState(false);
  if (request.status !== 'Pending') return null;

  const agree = () =>
    submit(async () => {
      const { data } = await consent({ variables: { id: request.id } });
      setAlert({
        status: 'success',
        message: apiReplyText(
          data?.consentOvertime.status === 'Approved' ? 'Overtime request approved' : 'Overtime agreed',
        ),
      });
      onChanged();
    });
  const take = () =>
    submit(async () => {
      const { data } = await withdraw({ variables: { id: request.id } });
      setAsking(false);
      setAlert({ status: 'success', message: apiReplyText(data?.withdrawOvertime.message) });
      onChanged();
    });

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {!request.consentedAt && (
          <Button variant="contained" size="small" disabled={busy} onClick={() => void agree()}>
            {t('overtime.decision.agree')}
          </Button>
        )}
        <Button variant="outlined" color="error" size="small" disabled={busy} onClick={() => setAsking(true)}>
          {t('overtime.month.withdraw')}
        </Button>
      </Stack>
      <ConfirmDialog
        question={
          asking
            ? t('overtime.month.withdrawQuestion', {
                day: displayDay(request.date),
                start: request.start,
                end: request.end,
              })
            : null
        }
        confirmLabel={t('overtime.month.withdrawConfirm')}
        danger
        busy={busy}
        onConfirm={() => void take()}
        onCancel={() => setAsking(false)}
      />
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}
