import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The question; null keeps the dialog closed. */
  question: string | null;
  confirmLabel: string;
  /** Red for what cannot be undone or takes something away (deactivate, delete). */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the step needs besides a yes (a date, say), below the question. */
  children?: ReactNode;
}

/** Asks before a step the person cannot take back; Cancel has the focus. */
export function ConfirmDialog({ question, confirmLabel, danger, busy, onConfirm, onCancel, children }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={question !== null} onClose={onCancel} aria-labelledby="confirm-question" fullWidth maxWidth="xs">
      <DialogContent>
        <DialogContentText id="confirm-question" sx={{ color: 'text.primary' }}>
          {question}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('app.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color={danger ? 'error' : 'primary'} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
