import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import type { HrScheduleFieldsFragment, HrScheduleInput } from '../../gql/graphql';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const EMPTY: HrScheduleInput = {
  name: '',
  start: '08:00',
  end: '17:00',
  weekdays: [1, 2, 3, 4, 5],
  graceMinutes: 0,
  checkInBeforeMinutes: 120,
  checkOutAfterMinutes: 360,
};
/** The api's field names (snake_case) → the form's. */
const FIELDS: Record<string, string> = {
  grace_minutes: 'graceMinutes',
  check_in_before_minutes: 'checkInBeforeMinutes',
  check_out_after_minutes: 'checkOutAfterMinutes',
};

interface Props {
  /** The schedule to edit, or null for a new one. */
  schedule: HrScheduleFieldsFragment | null;
  onSave: (input: HrScheduleInput) => Promise<unknown>;
  onClose: () => void;
}

/** A schedule's form: name, hours, working days, grace and the clocking windows; the server's reason shows at its field. */
export function ScheduleDialog({ schedule, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<HrScheduleInput>(
    schedule
      ? {
          name: schedule.name,
          start: schedule.start,
          end: schedule.end,
          weekdays: schedule.weekdays,
          graceMinutes: schedule.graceMinutes,
          checkInBeforeMinutes: schedule.checkInBeforeMinutes,
          checkOutAfterMinutes: schedule.checkOutAfterMinutes,
        }
      : EMPTY,
  );
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<HrScheduleInput>) => setValues((current) => ({ ...current, ...patch }));
  const toggle = (day: number) =>
    set({
      weekdays: values.weekdays.includes(day)
        ? values.weekdays.filter((other) => other !== day)
        : [...values.weekdays, day].sort(),
    });
  const at = (field: string) => (problem?.field === field ? problem.message : undefined);
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onSave({ ...values, name: values.name.trim() });
      onClose();
    } catch (error) {
      const readable = readError(error);
      const field = typeof readable.extensions.field === 'string' ? readable.extensions.field : null;
      setProblem({ field: field === null ? null : (FIELDS[field] ?? field), message: readable.message });
    } finally {
      setBusy(false);
    }
  };
  const fieldless =
    problem &&
    !['name', 'start', 'end', 'weekdays', 'graceMinutes', 'checkInBeforeMinutes', 'checkOutAfterMinutes'].includes(
      problem.field ?? '',
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="schedule-dialog-title">
      <DialogTitle id="schedule-dialog-title">
        {schedule ? t('time.schedules.edit') : t('time.schedules.new')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {fieldless && <Alert severity="error">{problem.message}</Alert>}
          <TextField
            label={t('time.schedules.name')}
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
            error={!!at('name')}
            helperText={at('name')}
            required
          />
          <Stack direction="row" spacing={2}>
            <TextField
              type="time"
              label={t('time.schedules.start')}
              value={values.start}
              onChange={(event) => set({ start: event.target.value })}
              error={!!at('start')}
              helperText={at('start')}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              type="time"
              label={t('time.schedules.end')}
              value={values.end}
              onChange={(event) => set({ end: event.target.value })}
              error={!!at('end')}
              helperText={at('end') ?? t('time.schedules.endHint')}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          <div>
            <FormLabel component="legend">{t('time.schedules.weekdays')}</FormLabel>
            <FormGroup row>
              {DAYS.map((day) => (
                <FormControlLabel
                  key={day}
                  control={<Checkbox checked={values.weekdays.includes(day)} onChange={() => toggle(day)} />}
                  label={t(`time.weekdays.${day}`)}
                />
              ))}
            </FormGroup>
            {at('weekdays') && <FormHelperText error>{at('weekdays')}</FormHelperText>}
          </div>
          <TextField
            type="number"
            label={t('time.schedules.grace')}
            value={values.graceMinutes}
            onChange={(event) => set({ graceMinutes: Number(event.target.value) })}
            error={!!at('graceMinutes')}
            helperText={at('graceMinutes') ?? t('time.schedules.graceHint')}
            slotProps={{ htmlInput: { min: 0, max: 240 } }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              type="number"
              label={t('time.schedules.checkInBefore')}
              value={values.checkInBeforeMinutes}
              onChange={(event) => set({ checkInBeforeMinutes: Number(event.target.value) })}
              error={!!at('checkInBeforeMinutes')}
              helperText={at('checkInBeforeMinutes') ?? t('time.schedules.checkInBeforeHint')}
              slotProps={{ htmlInput: { min: 0, max: 720 } }}
              fullWidth
            />
            <TextField
              type="number"
              label={t('time.schedules.checkOutAfter')}
              value={values.checkOutAfterMinutes}
              onChange={(event) => set({ checkOutAfterMinutes: Number(event.target.value) })}
              error={!!at('checkOutAfterMinutes')}
              helperText={at('checkOutAfterMinutes') ?? t('time.schedules.checkOutAfterHint')}
              slotProps={{ htmlInput: { min: 0, max: 720 } }}
              fullWidth
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hr.common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {busy ? t('hr.common.saving') : t('hr.common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
