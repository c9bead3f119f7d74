import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, type PlainRouteName } from '../config/paths';

export interface AlertState {
  status: 'success' | 'failure';
  message: string;
  /** On success, OK goes to this route; on failure OK only closes. */
  successRoute?: PlainRouteName;
  /** A route with parameters, already built (e.g. paths.live.href()). */
  successHref?: string;
}

interface Props {
  alert: AlertState | null;
  onClose: () => void;
  /** Extra actions beside OK (e.g. Relogin). */
  actions?: ReactNode;
}

/** The one alert of spec 2: an OK button; on success it navigates to a named route, on failure it closes. */
export function AlertDialog({ alert, onClose, actions }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const success = alert?.status === 'success';
  const confirm = () => {
    onClose();
    if (!success) return;
    const target = alert?.successHref ?? (alert?.successRoute ? paths[alert.successRoute].href() : undefined);
    if (target) navigate(target);
  };
  return (
    <Dialog open={alert !== null} onClose={onClose} aria-labelledby="alert-dialog-message" fullWidth maxWidth="xs">
      <DialogContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {success ? (
            <CheckCircleRounded color="success" aria-hidden />
          ) : (
            <ErrorRounded color="error" aria-hidden />
          )}
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
