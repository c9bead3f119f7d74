import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { KETERANGAN, REPLACEMENT_DAY_OFF } from '../lib/keterangan';

interface Props {
  description: string;
  replacementDate: string;
  disabled: boolean;
  descriptionError?: string;
  replacementError?: string;
  onDescription: (value: string) => void;
  onReplacementDate: (value: string) => void;
}

/** The required Keterangan (rules §9's four descriptions); Libur Pengganti asks for its date. */
export function KeteranganField(props: Props) {
  const { t } = useTranslation();
  const { description, replacementDate, disabled, descriptionError, replacementError } = props;
  return (
    <FormControl error={Boolean(descriptionError)} disabled={disabled} required>
      <FormLabel id="keterangan-label">{t('leave.approve.keterangan')}</FormLabel>
      <RadioGroup
        aria-labelledby="keterangan-label"
        name="keterangan"
        value={description}
        onChange={(event) => props.onDescription(event.target.value)}
      >
        {KETERANGAN.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={t(`leave.approve.descriptions.${option.label}`)}
          />
        ))}
      </RadioGroup>
      {description === REPLACEMENT_DAY_OFF && (
        <DateField
          label={t('leave.approve.replacementDate')}
          name="replacementDate"
          value={replacementDate}
          disabled={disabled}
          onChange={props.onReplacementDate}
          error={Boolean(replacementError)}
          helperText={replacementError ?? ' '}
        />
      )}
      {descriptionError && <FormHelperText role="alert">{descriptionError}</FormHelperText>}
    </FormControl>
  );
}
