import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { readError } from '../../../../lib/graphql-error';
import type { PersonBalances } from './leave-balances-screen';

export interface Adjustment {
  type: string;
  days: number;
  reason: string;
}

/** Whole or half days other than 0, as the api takes them ("1,5" as typed on an Indonesian keyboard too). */
export function parseDays(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days !== 0 && Number.isInteger(days * 2) ? days : null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Days added to (or taken off) one person's balance, with the reason the ledger and the audit trail
 * keep; asked again, with the balance before and after, before anything is written.
 */
export function AdjustDialog({
  person,
  types,
  onAdjust,
  onClose,
}: {
  person: PersonBalances;
  types: string[];
  onAdjust: (adjustment: Adjustment) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState(types[0] ?? '');
  const [daysText, setDaysText] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const days = parseDays(daysText);
  const before = person.balances[type] ?? 0;
  const daysError = touched && days === null ? t('hr.leave.daysInvalid') : null;
  const reasonError = touched && !reason.trim() ? t('hr.leave.reasonRequired') : null;

  const ask = () => {
    setTouched(true);
    if (days !== null && reason.trim() && type) setConfirming(true);
  };
  const confirm = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      await onAdjust({ type, days: days!, reason: reason.trim() });
      onClose();
    } catch (failure) {
      setError(readError(failure).message);
    } finally {
      setBusy(false);
    }
  };
  const question =
    confirming && days !== null
      ? t(days > 0 ? 'hr.leave.confirmAdd' : 'hr.leave.confirmTake', {
          days: Math.abs(days),
          type,
          name: person.name,
          before,
          after: round1(before + days),
        })
      : null;

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="adjust-dialog-title">
        <DialogTitle id="adjust-dialog-title">{t('hr.leave.adjustTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {person.name} · {person.nik}
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              select
              label={t('hr.leave.type')}
              value={type}
              onChange={(event) => setType(event.target.value)}
              helperText={t('hr.leave.current', { days: before })}
            >
              {types.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('hr.leave.days')}
              value={daysText}
              onChange={(event) => setDaysText(event.target.value)}
              error={!!daysError}
              helperText={daysError ?? t('hr.leave.daysHint')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              required
            />
            <TextField
              label={t('hr.leave.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={!!reasonError}
              helperText={reasonError ?? t('hr.leave.reasonHint')}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              multiline
              minRows={2}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('hr.common.cancel')}</Button>
          <Button variant="contained" onClick={ask} disabled={busy}>
            {busy ? t('hr.common.saving') : t('hr.leave.adjust')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        question={question}
        confirmLabel={t('hr.common.confirm')}
        danger={days !== null && days < 0}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
