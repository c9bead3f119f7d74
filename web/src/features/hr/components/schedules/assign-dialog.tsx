import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/date-field';
import { jakartaDay } from '../../../../lib/jakarta';
import { readError } from '../../../../lib/graphql-error';
import { useHrOrganisation } from '../../api/use-organisation';
import type { HrAssignmentInput, HrScheduleTargetKind } from '../../gql/graphql';
import { UnitSelect } from '../unit-select';

const KINDS: HrScheduleTargetKind[] = ['DIVISION', 'SUBDIVISION', 'DEPARTMENT', 'EMPLOYEE'];
const UNITS = { DIVISION: 'divisions', SUBDIVISION: 'subdivisions', DEPARTMENT: 'departments' } as const;

interface Props {
  scheduleName: string;
  onAssign: (input: HrAssignmentInput) => Promise<unknown>;
  onClose: () => void;
}

/** Who works a schedule from which day: a unit or one employee; a start in the past is said before it is saved. */
export function AssignDialog({ scheduleName, onAssign, onClose }: Props) {
  const { t } = useTranslation();
  const today = jakartaDay(Date.now());
  const organisation = useHrOrganisation().data?.hrOrganisation;
  const [kind, setKind] = useState<HrScheduleTargetKind>('DIVISION');
  const [code, setCode] = useState('');
  const [nik, setNik] = useState('');
  const [validFrom, setValidFrom] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A code belongs to one kind of unit: picking another kind starts the choice again, so a division's
  // code is never sent as a department's (which the api would not find, or find as another unit).
  const choose = (next: HrScheduleTargetKind) => {
    setKind(next);
    setCode('');
  };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onAssign(kind === 'EMPLOYEE' ? { kind, nik: Number(nik), validFrom } : { kind, code, validFrom });
      onClose();
    } catch (failure) {
      setError(readError(failure).message);
    } finally {
      setBusy(false);
    }
  };
  const ready = validFrom !== '' && (kind === 'EMPLOYEE' ? /^\d+$/.test(nik) : code !== '');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="assign-dialog-title">
      <DialogTitle id="assign-dialog-title">{t('time.schedules.assignTitle', { name: scheduleName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            select
            label={t('time.schedules.assignTo')}
            value={kind}
            onChange={(event) => choose(event.target.value as HrScheduleTargetKind)}
          >
            {KINDS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`time.schedules.kinds.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          {kind === 'EMPLOYEE' ? (
            <TextField
              label={t('time.columns.nik')}
              value={nik}
              onChange={(event) => setNik(event.target.value.trim())}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ) : (
            <UnitSelect
              label={t(`time.schedules.kinds.${kind}`)}
              units={organisation?.[UNITS[kind]]}
              value={code}
              onChange={setCode}
              emptyLabel={t('hr.common.none')}
            />
          )}
          <DateField label={t('time.schedules.validFrom')} value={validFrom} onChange={setValidFrom} />
          {validFrom !== '' && validFrom < today && <Alert severity="warning">{t('time.schedules.pastWarning')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hr.common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !ready}>
          {busy ? t('hr.common.saving') : t('time.schedules.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
