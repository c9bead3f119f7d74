import ArticleRounded from '@mui/icons-material/ArticleRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AlertDialog, type AlertState } from '../../../components/alert-dialog';
import { LoadFailure } from '../../../components/load-failure';
import { PageLayout } from '../../../components/page-layout';
import { PageSkeleton } from '../../../components/page-skeleton';
import { StatusChip } from '../../../components/status-chip';
import { paths } from '../../../config/paths';
import { statusLabel } from '../../../i18n/labels';
import { readError } from '../../../lib/graphql-error';
import { useDelay } from '../lib/use-delay';
import { useLeaveDetail } from '../api/use-leave-detail';
import { ApprovalPanel } from './approval-panel';
import { DownloadAttachmentButton } from './download-attachment-button';
import { KeteranganField } from './keterangan-field';
import { LeaveSheet } from './leave-sheet';

const SKELETON_MS = 2000;

/** Approve leave (rules §2): the supervisor reads the form and the attachment, then decides once. */
export function ApproveScreen() {
  const { t } = useTranslation();
  const { ibxid = '', id = '' } = useParams();
  const ready = useDelay(SKELETON_MS);
  const { data, error, refetch } = useLeaveDetail(id);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const leave = data?.leaveDetail;

  const body = () => {
    if (error && !leave) {
      return (
        <LoadFailure
          error={error}
          failed={`${t('leave.approve.failed')}: ${readError(error).message}`}
          onRetry={() => void refetch()}
        />
      );
    }
    if (!ready || !leave) return <PageSkeleton rows={5} />;
    return (
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography component="h2" variant="h6">
            {t('leave.approve.heading')}
          </Typography>
          <StatusChip status={leave.status} label={statusLabel(t, leave.status)} />
        </Stack>
        <LeaveSheet leave={leave} />
        {leave.attachmentUrl && (
          <DownloadAttachmentButton
            url={leave.attachmentUrl}
            fileName={t('leave.approve.attachmentName', { date: leave.startDate })}
            onFailure={(message) => setAlert({ status: 'failure', message })}
          />
        )}
        {leave.status === 'Pending' ? (
          <ApprovalPanel leaveId={leave.id} inboxId={ibxid} />
        ) : (
          <Card>
            <CardContent>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('leave.approve.decided', { status: statusLabel(t, leave.status) })}
              </Typography>
              {leave.description && (
                <KeteranganField
                  description={leave.description}
                  replacementDate={leave.replacementDate ?? ''}
                  disabled
                  onDescription={() => {}}
                  onReplacementDate={() => {}}
                />
              )}
              {leave.pdfName && (
                <Button
                  component={RouterLink}
                  to={paths.leaveView.href(leave.pdfName)}
                  variant="outlined"
                  startIcon={<ArticleRounded />}
                  sx={{ mt: 1 }}
                >
                  {t('leave.approve.viewSignedForm')}
                </Button>
              )}
            </CardContent>
          </Card>
        )}
      </Stack>
    );
  };

  return (
    <PageLayout title={t('leave.approve.title')} backTo={paths.inbox.href()}>
      {body()}
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </PageLayout>
  );
}
