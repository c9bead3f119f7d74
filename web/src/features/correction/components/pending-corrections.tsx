import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/alert-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { MyCorrectionsQuery } from '../../../gql/graphql';
import { apiReplyText } from '../../../i18n/api-text';
import { useSubmit } from '../../../lib/use-submit';
import { useMyCorrections, useWithdrawCorrection } from '../api/use-correction';

type Pending = MyCorrectionsQuery['myCorrections'][number];

/**
 * The person's own correction requests still waiting for their supervisor, each with Withdraw (issue
 * 45 case 10, as a pending leave or overtime request is withdrawn): asked once more, then gone and the
 * supervisor told. Nothing is shown while none waits.
 */
export function PendingCorrections() {
  const { t } = useTranslation();
  const { data, refetch } = useMyCorrections();
  const [withdraw] = useWithdrawCorrection();
  const { submit, busy, alert, setAlert, closeAlert } = useSubmit();
  const [asking, setAsking] = useState<Pending | null>(null);
  const pending = data?.myCorrections ?? [];
  const words = (request: Pending) => ({
    clocking: request.clocking ? t('correction.clockIn') : t('correction.clockOut'),
    day: request.date,
    time: request.time,
  });

  const take = (request: Pending) =>
    submit(async () => {
      const { data: reply } = await withdraw({ variables: { id: request.id } });
      setAsking(null);
      setAlert({ status: 'success', message: apiReplyText(reply?.withdrawCorrection.message) });
      await refetch();
    });

  if (pending.length === 0) return <AlertDialog alert={alert} onClose={closeAlert} />;
  return (
    <section aria-labelledby="pending-corrections-title">
      <Typography id="pending-corrections-title" variant="subtitle2" component="h3">
        {t('correction.pending.title')}
      </Typography>
      <List dense disablePadding>
        {pending.map((request) => (
          <ListItem
            key={request.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                color="error"
                variant="outlined"
                disabled={busy}
                aria-label={t('correction.pending.withdrawLabel', words(request))}
                onClick={() => setAsking(request)}
              >
                {t('correction.pending.withdraw')}
              </Button>
            }
          >
            <ListItemText primary={t('correction.pending.item', words(request))} />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        question={asking ? t('correction.pending.withdrawQuestion', words(asking)) : null}
        confirmLabel={t('correction.pending.withdrawConfirm')}
        danger
        busy={busy}
        onConfirm={() => asking && void take(asking)}
        onCancel={() => setAsking(null)}
      />
      <AlertDialog alert={alert} onClose={closeAlert} />
    </section>
  );
}
