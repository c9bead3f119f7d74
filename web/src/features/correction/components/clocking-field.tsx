import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import type { Clocking } from '../lib/correction-validation';

/** Clock In or Clock Out. */
export function ClockingField({
  value,
  onChange,
  error,
}: {
  value: Clocking;
  onChange: (next: Clocking) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormControl error={Boolean(error)} margin="dense">
      <FormLabel id="clocking-label">{t('correction.modal.clocking')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="clocking-label"
        name="clocking"
        value={value}
        onChange={(event) => onChange(event.target.value as Clocking)}
      >
        <FormControlLabel value="in" control={<Radio />} label={t('correction.clockIn')} />
        <FormControlLabel value="out" control={<Radio />} label={t('correction.clockOut')} />
      </RadioGroup>
      {error && <FormHelperText role="alert">{error}</FormHelperText>}
    </FormControl>
  );
}
