import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { hr as t } from '../../../../i18n/hr';
import type { HrOrganisationQuery } from '../../gql/graphql';
import { UnitSelect } from '../unit-select';
import type { EmployeeField, EmployeeValues } from './employee-values';
import { SupervisorField } from './supervisor-field';

const f = t.employee.fields;
const BLOOD = ['A', 'B', 'AB', 'O'];

interface Props {
  values: EmployeeValues;
  errors: Partial<Record<EmployeeField, string>>;
  isNew: boolean;
  company: string;
  organisation: HrOrganisationQuery['hrOrganisation'] | undefined;
  onChange: (patch: Partial<EmployeeValues>) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Grid size={12}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
          {title}
        </Typography>
      </Grid>
      {children}
    </>
  );
}

/** Every field of spec 3's User and the supervisor, in two columns on a wide screen. */
export function EmployeeFields({ values, errors, isNew, company, organisation, onChange }: Props) {
  const text = (field: EmployeeField, label: string, extra: object = {}) => ({
    label,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
    error: Boolean(errors[field]),
    helperText: errors[field],
    ...extra,
  });
  const date = { slotProps: { inputLabel: { shrink: true }, htmlInput: { type: 'date' } } };
  const half = { xs: 12, md: 6 };
  return (
    <Grid container columnSpacing={2}>
      <Section title={t.employee.sections.identity}>
        <Grid size={half}>
          <TextField {...text('nik', f.nik, { required: true, slotProps: { htmlInput: { inputMode: 'numeric' } } })} />
        </Grid>
        <Grid size={half}>
          <TextField {...text('name', f.name, { required: true })} />
        </Grid>
        <Grid size={half}>
          <TextField {...text('gender', f.gender)} select>
            <MenuItem value="">{t.common.none}</MenuItem>
            {Object.entries(t.employee.genders).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={half}>
          <TextField {...text('blood', f.blood)} select>
            <MenuItem value="">{t.common.none}</MenuItem>
            {BLOOD.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={half}>
          <TextField {...text('birthPlace', f.birthPlace)} />
        </Grid>
        <Grid size={half}>
          <TextField {...text('birthDate', f.birthDate, { required: true, ...date })} />
        </Grid>
      </Section>
      <Section title={t.employee.sections.contact}>
        <Grid size={half}>
          <TextField {...text('email', f.email, { slotProps: { htmlInput: { type: 'email', inputMode: 'email' } } })} />
        </Grid>
        <Grid size={half}>
          <TextField {...text('phone', f.phone, { slotProps: { htmlInput: { type: 'tel', inputMode: 'tel' } } })} />
        </Grid>
        <Grid size={12}>
          <TextField {...text('address', f.address, { multiline: true, minRows: 2 })} />
        </Grid>
        {isNew && (
          <Grid size={12}>
            <FormControlLabel
              control={<Checkbox checked={values.sendResetEmail} onChange={(event) => onChange({ sendResetEmail: event.target.checked })} />}
              label={f.sendResetEmail}
            />
          </Grid>
        )}
      </Section>
      <Section title={t.employee.sections.work}>
        <Grid size={half}>
          <TextField label={f.company} value={company} disabled />
        </Grid>
        <Grid size={half}>
          <TextField {...text('joinDate', f.joinDate, date)} />
        </Grid>
        <Grid size={half}>
          <UnitSelect {...text('division', f.division)} units={organisation?.divisions} onChange={(division) => onChange({ division })} emptyLabel={t.common.none} />
        </Grid>
        <Grid size={half}>
          <UnitSelect
            {...text('subdivision', f.subdivision)}
            units={organisation?.subdivisions}
            onChange={(subdivision) => onChange({ subdivision })}
            emptyLabel={t.common.none}
          />
        </Grid>
        <Grid size={half}>
          <UnitSelect
            {...text('department', f.department)}
            units={organisation?.departments}
            onChange={(department) => onChange({ department })}
            emptyLabel={t.common.none}
          />
        </Grid>
        <Grid size={half}>
          <TextField {...text('roleId', f.role, { required: true })} select>
            {Object.entries(t.roles).map(([id, label]) => (
              <MenuItem key={id} value={id}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <SupervisorField
            nik={values.supervisorNik}
            name={values.supervisorName}
            error={errors.supervisorNik}
            onChange={(person) => onChange({ supervisorNik: person?.nik ?? '', supervisorName: person?.name ?? '' })}
          />
        </Grid>
      </Section>
    </Grid>
  );
}
