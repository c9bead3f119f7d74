import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/alert-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { CorrectionDecision } from '../../../gql/graphql';
import { apiReplyText } from '../../../i18n/api-text';
import { useSubmit } from '../../../lib/use-submit';
import { useDecideCorrection } from '../api/use-correction';

/** Approve and Reject (asked once more: it cannot be taken back): blocked while one is in flight; on success OK lands on the inbox. */
export function DecisionButtons({ id, inboxId }: { id: string; inboxId: string }) {
  const { t } = useTranslation();
  const [decide] = useDecideCorrection();
  const { submit, busy: sending, alert, setAlert, closeAlert } = useSubmit();
  // Decided: the buttons stay off behind the success alert, whose OK goes to the inbox.
  const [decided, setDecided] = useState(false);
  const busy = sending || decided;
  const [confirmingReject, setConfirmingReject] = useState(false);

  const send = (decision: CorrectionDecision) =>
    submit(async () => {
      const { data } = await decide({ variables: { id, inboxId: inboxId || null, decision } });
      setDecided(true);
      setAlert({ status: 'success', message: apiReplyText(data!.decideCorrection.message), successRoute: 'inbox' });
    });

  return (
    <>
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="outlined"
          color="error"
          size="large"
          fullWidth
          disabled={busy}
          onClick={() => setConfirmingReject(true)}
        >
          {t('correction.decision.reject')}
        </Button>
        <Button
          variant="contained"
          color="success"
          size="large"
          fullWidth
          disabled={busy}
          onClick={() => void send('Approved')}
        >
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
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}
