import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHrSupervisorSearch } from '../../api/use-employees';

const SEARCH_DELAY_MS = 250;

interface Person {
  nik: string;
  name: string;
}

interface Props {
  nik: string;
  name: string;
  onChange: (person: Person | null) => void;
  error?: string;
}

const label = (person: Person) => (person.nik ? `${person.nik} · ${person.name}` : '');

/** Picks the supervisor (an active role-2 person of the company) by NIK or name, asking the provider as one types. */
export function SupervisorField({ nik, name, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, { data, loading }] = useHrSupervisorSearch();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void search({ variables: { search: text } }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, text, search]);

  const value = nik ? { nik, name } : null;
  return (
    <Autocomplete<Person>
      value={value}
      options={data?.hrSupervisors ?? []}
      loading={loading}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={(options) => options}
      getOptionLabel={label}
      isOptionEqualToValue={(option, chosen) => option.nik === chosen.nik}
      onChange={(_event, person) => onChange(person ? { nik: person.nik, name: person.name } : null)}
      onInputChange={(_event, typed, reason) => {
        if (reason === 'input') setText(typed);
      }}
      noOptionsText={t('hr.employee.supervisorNone')}
      loadingText={t('app.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('hr.employee.fields.supervisor')}
          helperText={error ?? t('hr.employee.supervisorHint')}
          error={Boolean(error)}
        />
      )}
    />
  );
}
