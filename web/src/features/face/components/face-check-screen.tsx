import FaceRetouchingOffRounded from '@mui/icons-material/FaceRetouchingOffRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailure } from '../../../components/load-failure';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import type { FaceCheckFieldsFragment } from '../../../gql/graphql';
import { readError } from '../../../lib/graphql-error';
import { jakartaDisplayDate } from '../../../lib/jakarta';
import { useFaceCheck, useGiveFaceConsent, useWithdrawFaceConsent } from '../api/use-face';
import { FaceEnrolment } from './face-enrolment';
import { FaceNotice, NoticeText } from './face-notice';

type Said = { severity: 'success' | 'error'; text: string } | null;

/**
 * Setting → Face check (issue 49): the notice and the explicit consent first (UU PDP 27/2022), then
 * the enrolment with the camera; once enrolled, the date, "Enrol again" (HR may ask for it), and
 * withdrawing the consent, which deletes the template at once. A person who agreed to an earlier
 * version of the notice is told it changed, above the new one to read and agree to. `onEnrolled` runs after an enrolment
 * the api took (app/routes.tsx: the clock screen's check starts fetching its models).
 */
export function FaceCheckScreen({ onEnrolled }: { onEnrolled?: () => void } = {}) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useFaceCheck();
  const [give, giving] = useGiveFaceConsent();
  const [enrolling, setEnrolling] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const face = data?.faceCheck;

  const agree = async () => {
    setSaid(null);
    try {
      await give({ variables: { noticeVersion: face!.noticeVersion } });
      setSaid({ severity: 'success', text: t('faceCheck.replies.consentGiven') });
      // An enrolled person agreeing to a new version of the notice keeps their template.
      if (!face!.enrolledAt) setEnrolling(true);
    } catch (failure) {
      setSaid({ severity: 'error', text: readError(failure).message });
    }
  };

  return (
    <PageLayout title={t('faceCheck.title')} backTo={paths.setting.href()}>
      <Stack spacing={2}>
        {said && (
          <Alert severity={said.severity} onClose={() => setSaid(null)}>
            {said.text}
          </Alert>
        )}
        {!face && loading && <Typography role="progressbar">{t('app.loading')}</Typography>}
        {!face && error && <LoadFailure error={error} failed={t('faceCheck.failed')} onRetry={() => void refetch()} />}
        {face && !face.enabled && (
          <EmptyState
            icon={<FaceRetouchingOffRounded fontSize="large" />}
            title={t('faceCheck.off')}
            hint={t('faceCheck.offHint')}
          />
        )}
        {face?.enabled && !face.consentGivenAt && <FaceNotice busy={giving.loading} onAgree={() => void agree()} />}
        {face?.enabled && face.consentGivenAt && face.noticeChanged && !enrolling && (
          <FaceNotice changed busy={giving.loading} onAgree={() => void agree()} />
        )}
        {face?.enabled && face.consentGivenAt && enrolling && (
          <FaceEnrolment
            onEnrolled={() => {
              setEnrolling(false);
              setSaid({ severity: 'success', text: t('faceCheck.replies.enrolled') });
              onEnrolled?.();
            }}
            onCancel={() => setEnrolling(false)}
          />
        )}
        {face?.enabled && face.consentGivenAt && !enrolling && (
          <FaceStatus face={face} onEnrol={() => setEnrolling(true)} onSaid={setSaid} />
        )}
      </Stack>
    </PageLayout>
  );
}

/** Where the person stands once they consented: enrolled (when, whether HR asks again) or not yet. */
function FaceStatus(props: { face: FaceCheckFieldsFragment; onEnrol: () => void; onSaid: (said: Said) => void }) {
  const { t } = useTranslation();
  const { face } = props;
  const [withdraw, withdrawing] = useWithdrawFaceConsent();
  const [asking, setAsking] = useState(false);
  const [reading, setReading] = useState(false);

  const confirmWithdraw = async () => {
    try {
      await withdraw();
      props.onSaid({ severity: 'success', text: t('faceCheck.replies.withdrawn') });
    } catch (failure) {
      props.onSaid({ severity: 'error', text: readError(failure).message });
    }
    setAsking(false);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="face-status-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="face-status-title" variant="h6" component="h2">
            {face.enrolledAt ? t('faceCheck.done.title') : t('faceCheck.enrol.title')}
          </Typography>
          {face.enrolledAt ? (
            <Typography variant="body2">
              {t('faceCheck.done.on', { date: jakartaDisplayDate(face.enrolledAt) })}
            </Typography>
          ) : (
            <Typography variant="body2">
              {t('faceCheck.done.noTemplate', { date: jakartaDisplayDate(face.consentGivenAt!) })}
            </Typography>
          )}
          {face.enrolledAt && (
            <Typography variant="body2" color="text.secondary">
              {t('faceCheck.done.consented', { date: jakartaDisplayDate(face.consentGivenAt!) })}
            </Typography>
          )}
          {face.reenrolRequired && <Alert severity="warning">{t('faceCheck.done.reenrol')}</Alert>}
          <Button variant={face.enrolledAt && !face.reenrolRequired ? 'outlined' : 'contained'} onClick={props.onEnrol}>
            {face.enrolledAt ? t('faceCheck.done.again') : t('faceCheck.done.start')}
          </Button>
          <Button color="error" onClick={() => setAsking(true)}>
            {t('faceCheck.withdraw.button')}
          </Button>
          <Button size="small" onClick={() => setReading(!reading)} aria-expanded={reading}>
            {t('faceCheck.done.readNotice')}
          </Button>
          <Collapse in={reading}>
            <NoticeText />
          </Collapse>
        </Stack>
      </CardContent>
      <ConfirmDialog
        question={asking ? t('faceCheck.withdraw.question') : null}
        confirmLabel={t('faceCheck.withdraw.confirm')}
        danger
        busy={withdrawing.loading}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
