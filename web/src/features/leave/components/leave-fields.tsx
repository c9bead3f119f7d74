import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { DURATIONS, type Duration, type LeaveErrors, type LeaveFormValues } from '../lib/leave-form-rules';

const DURATION_LABEL = { 'Full Day': 'fullDay', 'Half Day': 'halfDay' } as const satisfies Record<Duration, string>;

interface Props {
  values: LeaveFormValues;
  errors: LeaveErrors;
  types: readonly string[];
  typesFailed: boolean;
  onChange: (patch: Partial<LeaveFormValues>) => void;
}

/** The text fields of Add leave: type, reason, duration (Half Day adds times), start and end date. */
export function LeaveFields({ values, errors, types, typesFailed, onChange }: Props) {
  const { t } = useTranslation();
  const helper = (field: keyof LeaveFormValues) => errors[field] ?? ' ';
  /** The name, words and state every date and time field shares. */
  const common = (field: 'startDate' | 'endDate' | 'startTime' | 'endTime') => ({
    label: t(`leave.form.${field}`),
    name: field,
    value: values[field],
    error: Boolean(errors[field]),
    helperText: helper(field),
  });
  const day = (field: 'startDate' | 'endDate', min?: string) => (
    <DateField {...common(field)} onChange={(value) => onChange({ [field]: value })} min={min} />
  );
  /** A Half Day's start or end time. */
  const time = (field: 'startTime' | 'endTime') => (
    <TextField
      type="time"
      {...common(field)}
      onChange={(event) => onChange({ [field]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack>
      <TextField
        select
        label={t('leave.form.type')}
        name="type"
        value={values.type}
        onChange={(event) => onChange({ type: event.target.value })}
        error={Boolean(errors.type) || typesFailed}
        helperText={errors.type ?? (typesFailed ? t('leave.form.typesFailed') : ' ')}
      >
        {types.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('leave.form.reason')}
        name="reason"
        value={values.reason}
        onChange={(event) => onChange({ reason: event.target.value })}
        error={Boolean(errors.reason)}
        helperText={helper('reason')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <FormControl error={Boolean(errors.duration)} sx={{ mt: 1 }}>
        <FormLabel id="leave-duration">{t('leave.form.duration')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="leave-duration"
          name="duration"
          value={values.duration}
          onChange={(event) => onChange({ duration: event.target.value as Duration })}
        >
          {DURATIONS.map((duration) => (
            <FormControlLabel
              key={duration}
              value={duration}
              control={<Radio />}
              label={t(`leave.form.${DURATION_LABEL[duration]}`)}
            />
          ))}
        </RadioGroup>
        <FormHelperText>{helper('duration')}</FormHelperText>
      </FormControl>
      {/* Side by side a dd-mm-yyyy and its calendar button do not fit a 360 px phone: one under the other there. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 1.5 }}>
        {day('startDate')}
        {day('endDate', values.startDate || undefined)}
      </Stack>
      {values.duration === 'Half Day' && (
        <Stack direction="row" spacing={1.5}>
          {time('startTime')}
          {time('endTime')}
        </Stack>
      )}
    </Stack>
  );
}
