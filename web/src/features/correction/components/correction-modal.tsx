import CloseRounded from '@mui/icons-material/CloseRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog, type AlertState } from '../../../components/alert-dialog';
import { apiReplyText } from '../../../i18n/api-text';
import { readError } from '../../../lib/graphql-error';
import { useTimedErrors, useTimedMessage } from '../../../lib/use-timed-message';
import { useCorrectionWindow, useRequestCorrection } from '../api/use-correction';
import { DEFAULT_WINDOW_DAYS } from '../lib/correction-window';
import { AttachmentField } from './attachment-field';
import { ClockingField } from './clocking-field';
import {
  chosenReason,
  chosenTime,
  emptyCorrectionForm,
  validateCorrection,
  type CorrectionField,
} from '../lib/correction-validation';
import { PendingCorrections } from './pending-corrections';
import { ReasonField } from './reason-field';
import { RequestDateFields } from './request-date-fields';
import { SelfieField } from './selfie-field';

/** Rules §9: the request modal's messages clear after 3 s. */
const ERROR_MS = 3000;

interface Props {
  onClose: () => void;
  /** Told once the request is sent and its success alert closed (Home then offers pushes, issue 47). */
  onSent?: () => void;
  /** Injectable for tests of the window's edges. */
  now?: () => Date;
}

/** Home's Request modal (rules §4): ask the supervisor to correct a missed clocking. */
export function CorrectionModal({ onClose, onSent, now = () => new Date() }: Props) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [request, { loading }] = useRequestCorrection();
  // The company's window (issue 25); the spec's "yesterday to now" until it has loaded.
  const windowDays = useCorrectionWindow().data?.correctionWindow.days ?? DEFAULT_WINDOW_DAYS;
  const sending = useRef(false);
  const [form, setForm] = useState(emptyCorrectionForm);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const { errors, show } = useTimedErrors<CorrectionField>(ERROR_MS);
  const [attachmentError, showAttachmentError, clearAttachmentError] = useTimedMessage(ERROR_MS);
  const [alert, setAlert] = useState<AlertState | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const problems = validateCorrection(form, now(), windowDays);
    if (Object.keys(problems).length > 0) return show(problems);
    // Rules §4: with no photo yet, Submit opens the camera; after the capture the user submits.
    if (!selfie) return setCameraOpen(true);
    sending.current = true;
    try {
      const input = {
        date: form.date,
        time: chosenTime(form),
        clocking: form.clocking === 'in',
        reason: chosenReason(form),
      };
      const { data } = await request({ variables: { input, photo: selfie, attachment } });
      setAlert({ status: 'success', message: apiReplyText(data!.requestCorrection.message) });
    } catch (failure) {
      setAlert({ status: 'failure', message: readError(failure).message });
    } finally {
      sending.current = false;
    }
  };

  const closeAlert = () => {
    const sent = alert?.status === 'success';
    setAlert(null);
    if (!sent) return;
    onSent?.();
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="correction-title">
      <DialogTitle id="correction-title" sx={{ pr: 6 }}>
        {t('correction.modal.title')}
        <IconButton
          aria-label={t('correction.modal.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('correction.modal.title')}
        style={{ display: 'contents' }}
      >
        <DialogContent dividers>
          <Stack spacing={1.5}>
            <PendingCorrections />
            <RequestDateFields
              value={form}
              now={now()}
              windowDays={windowDays}
              error={errors.date}
              onChange={(next) => setForm({ ...form, ...next })}
            />
            <ReasonField
              reason={form.reason}
              otherReason={form.otherReason}
              error={errors.reason}
              onChange={(next) => setForm({ ...form, ...next })}
            />
            <ClockingField
              value={form.clocking}
              error={errors.clocking}
              onChange={(clocking) => setForm({ ...form, clocking })}
            />
            <AttachmentField
              file={attachment}
              onChange={(file) => {
                setAttachment(file);
                if (file) clearAttachmentError();
              }}
              error={attachmentError}
              onProblem={showAttachmentError}
            />
            <SelfieField open={cameraOpen} photo={selfie} onCapture={setSelfie} onRetake={() => setSelfie(null)} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
            {t('correction.modal.submit')}
          </Button>
        </DialogActions>
      </form>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </Dialog>
  );
}
