import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog, type AlertState } from '../../../components/alert-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { CorrectionDecision } from '../../../gql/graphql';
import { apiReplyText } from '../../../i18n/api-text';
import { readError } from '../../../lib/graphql-error';
import { useDecideCorrection } from '../api/use-correction';

/** Approve and Reject (asked once more: it cannot be taken back): blocked while one is in flight; on success OK lands on the inbox. */
export function DecisionButtons({ id, inboxId }: { id: string; inboxId: string }) {
  const { t } = useTranslation();
  const [decide] = useDecideCorrection();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [confirmingReject, setConfirmingReject] = useState(false);

  const send = async (decision: CorrectionDecision) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const { data } = await decide({ variables: { id, inboxId: inboxId || null, decision } });
      setAlert({ status: 'success', message: apiReplyText(data!.decideCorrection.message), successRoute: 'inbox' });
    } catch (failure) {
      setAlert({ status: 'failure', message: readError(failure).message });
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" color="error" size="large" fullWidth disabled={busy} onClick={() => setConfirmingReject(true)}>
          {t('correction.decision.reject')}
        </Button>
        <Button variant="contained" color="success" size="large" fullWidth disabled={busy} onClick={() => void send('Approved')}>
          {t('correction.decision.approve')}
        </Button>
      </Stack>
      <ConfirmDialog
        question={confirmingReject ? t('correction.decision.rejectQuestion') : null}
        confirmLabel={t('correction.decision.reject')}
        danger
        busy={busy}
        onConfirm={() => {
          setConfirmingReject(false);
          void send('Rejected');
        }}
        onCancel={() => setConfirmingReject(false)}
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
