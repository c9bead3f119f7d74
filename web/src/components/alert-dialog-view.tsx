import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import type { AlertDialogProps } from './alert-dialog';

/** The alert's dialog, loaded the first time one opens (see AlertDialog). */
export function AlertDialogView({ alert, onClose, actions }: AlertDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const success = alert?.status === 'success';
  const confirm = () => {
    onClose();
    if (!success) return;
    const target = alert?.successHref ?? (alert?.successRoute ? paths[alert.successRoute].href() : undefined);
    if (target) void navigate(target);
  };
  return (
    // The backdrop and Esc do what OK does: a success still goes on to its route.
    <Dialog open={alert !== null} onClose={confirm} aria-labelledby="alert-dialog-message" fullWidth maxWidth="xs">
      <DialogContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {success ? <CheckCircleRounded color="success" aria-hidden /> : <ErrorRounded color="error" aria-hidden />}
          <DialogContentText id="alert-dialog-message" role="alert" sx={{ color: 'text.primary' }}>
            {alert?.message}
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={confirm} variant={actions ? 'text' : 'contained'} autoFocus={!actions}>
          {t('app.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
