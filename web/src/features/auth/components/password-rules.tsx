import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';

const RULES = [
  { key: 'uppercase', test: (value: string) => /[A-Z]/.test(value) },
  { key: 'lowercase', test: (value: string) => /[a-z]/.test(value) },
  { key: 'number', test: (value: string) => /\d/.test(value) },
  { key: 'special', test: (value: string) => /[^A-Za-z0-9\s]/.test(value) },
  { key: 'length', test: (value: string) => value.length >= 8 },
] as const;

/** The five-rule checklist (rules §2): ticks as the password meets each rule; a hint, not a gate. */
export function PasswordRules({ value, title }: { value: string; title?: string }) {
  const { t } = useTranslation();
  return (
    <List dense aria-label={title ?? t('password.hintsTitle')} sx={{ py: 0 }}>
      {RULES.map((rule) => {
        const met = rule.test(value);
        return (
          <ListItem key={rule.key} disableGutters sx={{ py: 0 }} data-met={met}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {met ? (
                <CheckCircleRounded fontSize="small" color="success" aria-hidden />
              ) : (
                <RadioButtonUncheckedRounded fontSize="small" color="disabled" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText primary={t(`reset.rules.${rule.key}`)} slotProps={{ primary: { variant: 'body2' } }} />
          </ListItem>
        );
      })}
    </List>
  );
}
