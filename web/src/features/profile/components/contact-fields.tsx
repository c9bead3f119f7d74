import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactForm } from '../lib/profile-values';

interface Props {
  value: ContactForm;
  onChange: (next: ContactForm) => void;
  /** What each field keeps when it is left blank. */
  current: ContactForm;
}

/** The Contact tab: the only editable fields (rules §5); a blank one keeps the current value. */
export function ContactFields({ value, onChange, current }: Props) {
  const { t } = useTranslation();
  const field = (key: keyof ContactForm) => ({
    name: key,
    value: value[key],
    placeholder: current[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <>
      <TextField label={t('profile.fields.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t('profile.fields.phone')} type="tel" autoComplete="tel" {...field('phone')} />
      <TextField
        label={t('profile.fields.address')}
        autoComplete="street-address"
        multiline
        minRows={2}
        {...field('address')}
      />
      <Typography variant="caption" color="text.secondary">
        {t('profile.blankKeepsCurrent')}
      </Typography>
    </>
  );
}
