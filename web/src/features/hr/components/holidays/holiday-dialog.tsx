import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/date-field';
import { readError } from '../../../../lib/graphql-error';
import type { HrHolidayInput, HrHolidayKind } from '../../gql/graphql';

/** A company day off or a cuti bersama day (which may count against annual leave). */
export function HolidayDialog({
  onAdd,
  onClose,
}: {
  onAdd: (input: HrHolidayInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<HrHolidayInput>({
    date: '',
    name: '',
    kind: 'COMPANY',
    countsAgainstLeave: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<HrHolidayInput>) => setValues((current) => ({ ...current, ...patch }));
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onAdd({
        ...values,
        name: values.name.trim(),
        countsAgainstLeave: values.kind === 'CUTI_BERSAMA' && !!values.countsAgainstLeave,
      });
      onClose();
    } catch (failure) {
      setError(readError(failure).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="holiday-dialog-title">
      <DialogTitle id="holiday-dialog-title">{t('time.holidays.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <DateField label={t('time.columns.date')} value={values.date} onChange={(date) => set({ date })} required />
          <TextField
            label={t('time.holidays.name')}
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
            required
          />
          <TextField
            select
            label={t('time.holidays.kind')}
            value={values.kind}
            onChange={(event) => set({ kind: event.target.value as HrHolidayKind })}
          >
            <MenuItem value="COMPANY">{t('time.holidays.kinds.COMPANY')}</MenuItem>
            <MenuItem value="CUTI_BERSAMA">{t('time.holidays.kinds.CUTI_BERSAMA')}</MenuItem>
          </TextField>
          {values.kind === 'CUTI_BERSAMA' && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={!!values.countsAgainstLeave}
                  onChange={(event) => set({ countsAgainstLeave: event.target.checked })}
                />
              }
              label={t('time.holidays.countsAgainstLeave')}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hr.common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !values.date || !values.name.trim()}>
          {busy ? t('hr.common.saving') : t('hr.common.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
