import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertDialog } from '../../../components/alert-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SignaturePad, type SignaturePadHandle } from '../../../components/signature-pad';
import { paths } from '../../../config/paths';
import { REPLACEMENT_DAY_OFF } from '../lib/keterangan';
import { apiReplyText } from '../../../i18n/api-text';
import { useSubmit } from '../../../lib/use-submit';
import { useSessionUser } from '../../../lib/session-store';
import { renamed, signatureFileName } from '../lib/upload-names';
import { useTimedErrors } from '../../../lib/use-timed-message';
import { useApproveLeave, useRejectLeave } from '../api/use-decide-leave';
import { KeteranganField } from './keterangan-field';

const ERROR_MS = 5000;
type Field = 'description' | 'replacementDate' | 'signature';

/** A Pending request's decision: Keterangan, the supervisor's signature, Approve or Reject. */
export function ApprovalPanel({ leaveId, inboxId }: { leaveId: string; inboxId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [approve] = useApproveLeave();
  const [reject] = useRejectLeave();
  const [description, setDescription] = useState('');
  const [replacementDate, setReplacementDate] = useState('');
  const { submit, busy, alert, closeAlert } = useSubmit();
  const [confirmingReject, setConfirmingReject] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const { errors, show } = useTimedErrors<Field>(ERROR_MS);
  /** A field the supervisor has just put right loses its message before the 5 s are up. */
  const dismiss = (...fields: Field[]) => {
    if (!fields.some((field) => errors[field])) return;
    show(Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field as Field))));
  };

  /** One decision at a time; on success the supervisor lands on the inbox with the api's message. */
  const decide = (send: () => Promise<string | undefined>) =>
    submit(async () => {
      const notice = await send();
      void navigate(paths.inbox.href(), { replace: true, state: { notice } });
    });

  const onApprove = () => {
    const problems: Partial<Record<Field, string>> = {};
    if (!description) problems.description = t('leave.approve.descriptionRequired');
    else if (description === REPLACEMENT_DAY_OFF && !replacementDate)
      problems.replacementDate = t('leave.approve.replacementRequired');
    if (!pad.current || pad.current.isEmpty()) problems.signature = t('leave.errors.signatureRequired');
    if (Object.keys(problems).length > 0) return show(problems);
    void decide(async () => {
      const png = await pad.current!.toPng();
      const { data } = await approve({
        variables: {
          leaveId,
          inboxId,
          description,
          replacementDate: description === REPLACEMENT_DAY_OFF ? replacementDate : null,
          signature: renamed(png!, signatureFileName(user?.name ?? ''), 'image/png'),
        },
      });
      return apiReplyText(data?.approveLeave.message);
    });
  };

  /** Reject ends the request for good (spec: it is deleted): asked once more first. */
  const onReject = () => {
    setConfirmingReject(false);
    void decide(async () =>
      apiReplyText((await reject({ variables: { leaveId, inboxId } })).data?.rejectLeave.message),
    );
  };

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <KeteranganField
            description={description}
            replacementDate={replacementDate}
            disabled={busy}
            descriptionError={errors.description}
            replacementError={errors.replacementDate}
            onDescription={(value) => {
              setDescription(value);
              dismiss('description', 'replacementDate');
            }}
            onReplacementDate={(value) => {
              setReplacementDate(value);
              dismiss('replacementDate');
            }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ px: 1 }}>
          <SignaturePad
            ref={pad}
            label={t('leave.approve.supervisorSignature')}
            storageKey={`approve.${user?.nik ?? ''}`}
            error={errors.signature}
            onStroke={() => dismiss('signature')}
          />
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="outlined"
          color="error"
          size="large"
          fullWidth
          disabled={busy}
          onClick={() => setConfirmingReject(true)}
        >
          {t('leave.approve.reject')}
        </Button>
        <Button variant="contained" color="success" size="large" fullWidth disabled={busy} onClick={onApprove}>
          {t('leave.approve.approve')}
        </Button>
      </Stack>
      <ConfirmDialog
        question={confirmingReject ? t('leave.approve.rejectQuestion') : null}
        confirmLabel={t('leave.approve.reject')}
        danger
        busy={busy}
        onConfirm={onReject}
        onCancel={() => setConfirmingReject(false)}
      />
      <AlertDialog alert={alert} onClose={closeAlert} />
    </Stack>
  );
}
