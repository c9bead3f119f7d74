import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { useCorrection } from '../api/use-correction';
import { CorrectionSheet } from './correction-sheet';
import { DecisionButtons } from './decision-buttons';

/** /correction/:ibxid/:id: the supervisor reads a correction request and approves or rejects it, once. */
export function CorrectionDecisionScreen() {
  const { t } = useTranslation();
  const { ibxid = '', id = '' } = useParams();
  const { data, error, loading, refetch } = useCorrection(id);
  const correction = data?.correction;
  return (
    <PageLayout title={t('correction.decision.title')} backTo={paths.inbox.href()}>
      {correction ? (
        <Stack spacing={2}>
          <CorrectionSheet correction={correction} />
          {correction.status === 'Pending' && <DecisionButtons id={correction.id} inboxId={ibxid} />}
        </Stack>
      ) : loading ? (
        <PageSkeleton rows={5} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
          <Typography role="alert">{error?.message ?? t('correction.decision.loadFailed')}</Typography>
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('app.retry')}
          </Button>
        </Stack>
      )}
    </PageLayout>
  );
}
