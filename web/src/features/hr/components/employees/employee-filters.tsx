import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHrOrganisation } from '../../api/use-organisation';
import { UnitSelect } from '../unit-select';
import { HR_ROLES, roleLabel } from '../../lib/employee-labels';
import type { EmployeeTableState } from '../../lib/use-employee-table-state';

const SEARCH_DELAY_MS = 300;

interface Props {
  state: EmployeeTableState;
  onChange: (patch: Partial<EmployeeTableState>) => void;
  /** Beside the search box (the New employee button). */
  action?: ReactNode;
}

/** Search (sent once typing pauses) and the division, department, role and status filters. */
export function EmployeeFilters({ state, onChange, action }: Props) {
  const { t } = useTranslation();
  const { data } = useHrOrganisation();
  const [search, setSearch] = useState(state.search);

  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, onChange]);

  const field = {
    size: 'small',
    margin: 'none',
    fullWidth: false,
    sx: { minWidth: { xs: '100%', sm: 150 }, flex: { sm: 1 } },
  } as const;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          margin="none"
          label={t('hr.employees.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flexGrow: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
            htmlInput: { type: 'search' },
          }}
        />
        {action}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <UnitSelect
          {...field}
          label={t('hr.employees.division')}
          units={data?.hrOrganisation.divisions}
          value={state.division}
          onChange={(division) => onChange({ division })}
          emptyLabel={t('hr.common.all')}
        />
        <UnitSelect
          {...field}
          label={t('hr.employees.department')}
          units={data?.hrOrganisation.departments}
          value={state.department}
          onChange={(department) => onChange({ department })}
          emptyLabel={t('hr.common.all')}
        />
        <TextField
          {...field}
          select
          label={t('hr.employees.role')}
          value={state.role}
          onChange={(event) => onChange({ role: event.target.value })}
        >
          <MenuItem value="">{t('hr.common.all')}</MenuItem>
          {HR_ROLES.map((id) => (
            <MenuItem key={id} value={String(id)}>
              {roleLabel(t, id)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field}
          select
          label={t('hr.employees.status')}
          value={state.active}
          onChange={(event) => onChange({ active: event.target.value as EmployeeTableState['active'] })}
        >
          <MenuItem value="">{t('hr.common.all')}</MenuItem>
          <MenuItem value="true">{t('hr.common.active')}</MenuItem>
          <MenuItem value="false">{t('hr.common.inactive')}</MenuItem>
        </TextField>
      </Stack>
    </Stack>
  );
}
