import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface AuditFilterValues {
  employee: string;
  actor: string;
  from: string;
  to: string;
}

export const noAuditFilter: AuditFilterValues = { employee: '', actor: '', from: '', to: '' };

const TYPING_DELAY_MS = 300;

/** By whom the change is about, who acted, and the Jakarta days (inclusive). */
export function AuditFilters({ value, onChange }: { value: AuditFilterValues; onChange: (next: AuditFilterValues) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (JSON.stringify(draft) === JSON.stringify(value)) return;
    const timer = setTimeout(() => onChange(draft), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);

  const field = (name: keyof AuditFilterValues, label: string, extra: object = {}) => ({
    label,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
    size: 'small' as const,
    margin: 'none' as const,
    fullWidth: false,
    sx: { flex: { sm: 1 }, minWidth: { xs: '100%', sm: 140 } },
    ...extra,
  });
  const date = { slotProps: { inputLabel: { shrink: true }, htmlInput: { type: 'date' } } };
  const nik = { slotProps: { htmlInput: { inputMode: 'numeric' } } };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField {...field('employee', t('hr.audit.employee'), nik)} />
      <TextField {...field('actor', t('hr.audit.actor'), nik)} />
      <TextField {...field('from', t('hr.audit.from'), date)} />
      <TextField {...field('to', t('hr.audit.to'), date)} />
    </Stack>
  );
}
