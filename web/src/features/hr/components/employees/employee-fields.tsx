import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/date-field';
import type { HrOrganisationQuery } from '../../gql/graphql';
import { UnitSelect } from '../unit-select';
import { GENDERS, HR_ROLES, genderLabel, roleLabel } from '../../lib/employee-labels';
import type { EmployeeField, EmployeeValues } from '../../lib/employee-values';
import { SupervisorField } from './supervisor-field';
import { TIME_ZONES } from '../../lib/location-values';
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

/** Every field of rules §3's User and the supervisor, in two columns on a wide screen. */
export function EmployeeFields({ values, errors, isNew, company, organisation, onChange }: Props) {
  const { t } = useTranslation();
  const text = (field: EmployeeField, label: string, extra: object = {}) => ({
    label,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
    error: Boolean(errors[field]),
    helperText: errors[field],
    ...extra,
  });
  const day = (field: 'birthDate' | 'joinDate', label: string, required = false) => (
    <DateField
      label={label}
      value={values[field]}
      onChange={(value) => onChange({ [field]: value })}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      required={required}
    />
  );
  const half = { xs: 12, md: 6 };
  return (
    <Grid container columnSpacing={2}>
      <Section title={t('hr.employee.sections.identity')}>
        <Grid size={half}>
          <TextField
            {...text('nik', t('hr.employee.fields.nik'), {
              required: true,
              slotProps: { htmlInput: { inputMode: 'numeric' } },
            })}
          />
        </Grid>
        <Grid size={half}>
          <TextField {...text('name', t('hr.employee.fields.name'), { required: true })} />
        </Grid>
        <Grid size={half}>
          <TextField {...text('gender', t('hr.employee.fields.gender'))} select>
            <MenuItem value="">{t('hr.common.none')}</MenuItem>
            {GENDERS.map((value) => (
              <MenuItem key={value} value={value}>
                {genderLabel(t, value)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={half}>
          <TextField {...text('blood', t('hr.employee.fields.blood'))} select>
            <MenuItem value="">{t('hr.common.none')}</MenuItem>
            {BLOOD.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={half}>
          <TextField {...text('birthPlace', t('hr.employee.fields.birthPlace'))} />
        </Grid>
        <Grid size={half}>{day('birthDate', t('hr.employee.fields.birthDate'), true)}</Grid>
      </Section>
      <Section title={t('hr.employee.sections.contact')}>
        <Grid size={half}>
          <TextField
            {...text('email', t('hr.employee.fields.email'), {
              slotProps: { htmlInput: { type: 'email', inputMode: 'email' } },
            })}
          />
        </Grid>
        <Grid size={half}>
          <TextField
            {...text('phone', t('hr.employee.fields.phone'), {
              slotProps: { htmlInput: { type: 'tel', inputMode: 'tel' } },
            })}
          />
        </Grid>
        <Grid size={12}>
          <TextField {...text('address', t('hr.employee.fields.address'), { multiline: true, minRows: 2 })} />
        </Grid>
        {isNew && (
          <Grid size={12}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.sendResetEmail}
                  onChange={(event) => onChange({ sendResetEmail: event.target.checked })}
                />
              }
              label={t('hr.employee.fields.sendResetEmail')}
            />
          </Grid>
        )}
      </Section>
      <Section title={t('hr.employee.sections.work')}>
        <Grid size={half}>
          <TextField label={t('hr.employee.fields.company')} value={company} disabled />
        </Grid>
        <Grid size={half}>{day('joinDate', t('hr.employee.fields.joinDate'))}</Grid>
        <Grid size={half}>
          <UnitSelect
            {...text('division', t('hr.employee.fields.division'))}
            units={organisation?.divisions}
            onChange={(division) => onChange({ division })}
            emptyLabel={t('hr.common.none')}
          />
        </Grid>
        <Grid size={half}>
          <UnitSelect
            {...text('subdivision', t('hr.employee.fields.subdivision'))}
            units={organisation?.subdivisions}
            onChange={(subdivision) => onChange({ subdivision })}
            emptyLabel={t('hr.common.none')}
          />
        </Grid>
        <Grid size={half}>
          <UnitSelect
            {...text('department', t('hr.employee.fields.department'))}
            units={organisation?.departments}
            onChange={(department) => onChange({ department })}
            emptyLabel={t('hr.common.none')}
          />
        </Grid>
        <Grid size={half}>
          <TextField {...text('roleId', t('hr.employee.fields.role'), { required: true })} select>
            {HR_ROLES.map((id) => (
              <MenuItem key={id} value={String(id)}>
                {roleLabel(t, id)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {!isNew && (
          <Grid size={half}>
            <TextField
              {...text('timeZone', t('hr.employee.fields.timeZone'), {
                helperText: errors.timeZone ?? t('hr.employee.fields.timeZoneHint'),
              })}
              select
            >
              <MenuItem value="">{t('hr.employee.fields.timeZoneOfLocation')}</MenuItem>
              {TIME_ZONES.map((zone) => (
                <MenuItem key={zone} value={zone}>
                  {t(`hr.locations.timeZones.${zone}` as 'hr.locations.timeZones.Asia/Jakarta')}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        )}
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
