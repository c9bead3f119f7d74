import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertDialog } from '../../../components/alert-dialog';
import { PageLayout } from '../../../components/page-layout';
import { PageSkeleton } from '../../../components/page-skeleton';
import { SignaturePad, type SignaturePadHandle } from '../../../components/signature-pad';
import { paths } from '../../../config/paths';
import { apiReplyText } from '../../../i18n/api-text';
import { useSubmit } from '../../../lib/use-submit';
import { useSessionUser } from '../../../lib/session-store';
import { attachmentFileName, renamed, signatureFileName } from '../lib/upload-names';
import { useDelay } from '../lib/use-delay';
import { useTimedErrors } from '../../../lib/use-timed-message';
import { useFileLeave } from '../api/use-file-leave';
import { useLeavePreview } from '../api/use-leave-preview';
import { useLeaveTypes } from '../api/use-leave-types';
import { AttachmentInput } from './attachment-input';
import { LeaveFields } from './leave-fields';
import { emptyLeaveForm, leaveFormProblems, type LeaveField, type LeaveFormValues } from '../lib/leave-form-rules';

/** Rules §9: errors of the leave form show for 5 s; the skeleton for 2 s. */
const ERROR_MS = 5000;
const SKELETON_MS = 2000;

/** Add leave (rules §2 and 5): the request, a PDF and a drawn signature, checked before it is sent. */
export function AddLeaveScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const ready = useDelay(SKELETON_MS);
  const types = useLeaveTypes();
  const [fileLeave] = useFileLeave();
  const [values, setValues] = useState<LeaveFormValues>(emptyLeaveForm);
  const [attachment, setAttachment] = useState<File | null>(null);
  const { submit: sendOnce, busy: sending, alert, closeAlert } = useSubmit();
  const pad = useRef<SignaturePadHandle>(null);
  const { errors, show } = useTimedErrors<LeaveField>(ERROR_MS);
  const preview = useLeavePreview({
    type: values.type,
    duration: values.duration,
    startDate: values.startDate,
    endDate: values.endDate,
  });
  const uses = preview.data?.leavePreview;
  const attachmentRequired = uses?.attachmentRequired ?? true;
  /** A field the person has just put right loses its message before the 5 s are up. */
  const dismiss = (fields: string[]) => {
    if (!fields.some((field) => errors[field as LeaveField])) return;
    show(Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending || !user) return;
    const problems = leaveFormProblems(
      values,
      attachment,
      Boolean(pad.current && !pad.current.isEmpty()),
      attachmentRequired,
    );
    if (Object.keys(problems).length > 0) return show(problems);
    // What the person filled in stays when this fails; they can send it again once the network is back.
    void sendOnce(async () => {
      const png = await pad.current!.toPng();
      const now = new Date();
      const halfDay = values.duration === 'Half Day';
      const { data } = await fileLeave({
        variables: {
          input: {
            type: values.type,
            reason: values.reason.trim(),
            duration: values.duration,
            startDate: values.startDate,
            endDate: values.endDate,
            startTime: halfDay ? values.startTime : null,
            endTime: halfDay ? values.endTime : null,
          },
          attachment: attachment ? renamed(attachment, attachmentFileName(user.name, now)) : null,
          signature: renamed(png!, signatureFileName(user.name, now), 'image/png'),
        },
      });
      void navigate(paths.leave.href(), {
        replace: true,
        state: { notice: apiReplyText(data?.fileLeave.message), offerPush: true },
      });
    });
  };

  return (
    <PageLayout title={t('leave.form.title')} backTo={paths.leave.href()}>
      {!ready ? (
        <PageSkeleton rows={6} />
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('leave.form.title')}>
          <Stack spacing={2}>
            <Card>
              <CardContent>
                <LeaveFields
                  values={values}
                  errors={errors}
                  types={types.data?.leaveTypes ?? []}
                  typesFailed={Boolean(types.error)}
                  onChange={(patch) => {
                    setValues((current) => ({ ...current, ...patch }));
                    dismiss(Object.keys(patch));
                  }}
                />
                {uses && (
                  <Typography role="status" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                    {uses.left === null || uses.left === undefined
                      ? t('leave.form.usesDays', { days: uses.days })
                      : t('leave.form.usesLeft', { days: uses.days, left: uses.leftAfter })}
                  </Typography>
                )}
                <AttachmentInput
                  file={attachment}
                  error={errors.attachment}
                  onChange={(file) => {
                    setAttachment(file);
                    if (file) dismiss(['attachment']);
                  }}
                  onRejected={(message) => show({ attachment: message })}
                />
              </CardContent>
            </Card>
            <Card>
              <CardContent sx={{ px: 1 }}>
                <SignaturePad
                  ref={pad}
                  label={t('leave.form.signature')}
                  storageKey={`leave.${user?.nik ?? ''}`}
                  error={errors.signature}
                  onStroke={() => dismiss(['signature'])}
                />
              </CardContent>
            </Card>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={sending}
              startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {t('leave.form.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AlertDialog alert={alert} onClose={closeAlert} />
    </PageLayout>
  );
}
