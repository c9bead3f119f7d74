import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { messages } from '../../../i18n/messages';

const RULES = [
  { key: 'uppercase', test: (value: string) => /[A-Z]/.test(value) },
  { key: 'lowercase', test: (value: string) => /[a-z]/.test(value) },
  { key: 'number', test: (value: string) => /\d/.test(value) },
  { key: 'special', test: (value: string) => /[^A-Za-z0-9\s]/.test(value) },
  { key: 'length', test: (value: string) => value.length >= 8 },
] as const;

/** The five-rule checklist (spec 2): ticks as the password meets each rule; a hint, not a gate. */
export function PasswordRules({ value, title }: { value: string; title?: string }) {
  return (
    <List dense aria-label={title ?? messages.password.hintsTitle} sx={{ py: 0 }}>
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
            <ListItemText primary={messages.reset.rules[rule.key]} slotProps={{ primary: { variant: 'body2' } }} />
          </ListItem>
        );
      })}
    </List>
  );
}
