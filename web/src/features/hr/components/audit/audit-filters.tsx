import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/date-field';

export interface AuditFilterValues {
  employee: string;
  actor: string;
  from: string;
  to: string;
}

export const noAuditFilter: AuditFilterValues = { employee: '', actor: '', from: '', to: '' };

const TYPING_DELAY_MS = 300;

/** By whom the change is about, who acted, and the Jakarta days (inclusive). */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (JSON.stringify(draft) === JSON.stringify(value)) return;
    const timer = setTimeout(() => onChange(draft), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);

  const set = (name: keyof AuditFilterValues) => (text: string) =>
    setDraft((current) => ({ ...current, [name]: text }));
  const field = (name: keyof AuditFilterValues, label: string) => ({
    label,
    value: draft[name],
    size: 'small' as const,
    margin: 'none' as const,
    fullWidth: false,
    sx: { flex: { sm: 1 }, minWidth: { xs: '100%', sm: 140 } },
  });
  const nik = { slotProps: { htmlInput: { inputMode: 'numeric' } } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        {...field('employee', t('hr.audit.employee'))}
        {...nik}
        onChange={(event) => set('employee')(event.target.value)}
      />
      <TextField
        {...field('actor', t('hr.audit.actor'))}
        {...nik}
        onChange={(event) => set('actor')(event.target.value)}
      />
      <DateField {...field('from', t('hr.audit.from'))} onChange={set('from')} />
      <DateField {...field('to', t('hr.audit.to'))} onChange={set('to')} />
    </Stack>
  );
}
