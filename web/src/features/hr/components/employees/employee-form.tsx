import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTranslation } from 'react-i18next';
import { readError } from '../../../../lib/graphql-error';
import { useHrCreateEmployee, useHrUpdateEmployee } from '../../api/use-employees';
import { useHrOrganisation } from '../../api/use-organisation';
import type { HrEmployeeFieldsFragment } from '../../gql/graphql';
import { EmployeeFields } from './employee-fields';
import {
  emptyEmployee,
  employeeInput,
  employeeValues,
  FORM_FIELD,
  type EmployeeField,
  type EmployeeValues,
} from '../../lib/employee-values';

const REQUIRED = [
  ['nik', 'hr.employee.fields.nik'],
  ['name', 'hr.employee.fields.name'],
  ['birthDate', 'hr.employee.fields.birthDate'],
] as const satisfies [EmployeeField, string][];

/** Creates an employee (no employee given) or edits one; the provider checks every field and says what is wrong. */
export function EmployeeForm({ employee }: { employee?: HrEmployeeFieldsFragment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: organisation } = useHrOrganisation();
  const [create, creating] = useHrCreateEmployee();
  const [update, updating] = useHrUpdateEmployee();
  const [values, setValues] = useState<EmployeeValues>(() => (employee ? employeeValues(employee) : emptyEmployee));
  const [errors, setErrors] = useState<Partial<Record<EmployeeField, string>>>({});
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const busy = creating.loading || updating.loading;

  const change = (patch: Partial<EmployeeValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as EmployeeField[]) delete next[field];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    setNotice('');
    const missing = Object.fromEntries(
      REQUIRED.filter(([field]) => !String(values[field]).trim()).map(([field, label]) => [
        field,
        t('hr.common.required', { label: t(label) }),
      ]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      if (employee) {
        const { data } = await update({ variables: { id: employee.id, input: employeeInput(values, false) } });
        setNotice(data?.hrUpdateEmployee.message ?? '');
      } else {
        const { data } = await create({ variables: { input: employeeInput(values, true) } });
        const created = data!.hrCreateEmployee;
        void navigate(paths.hrEmployee.href(created.employee.id), {
          state: { notice: created.message, activation: created.activation },
        });
      }
    } catch (error) {
      const { message, extensions } = readError(error);
      const field = typeof extensions.field === 'string' ? FORM_FIELD[extensions.field] : undefined;
      if (field) setErrors({ [field]: message });
      setFailure(message);
    }
  };

  return (
    <Card
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={employee ? t('hr.employee.editTitle', { name: employee.name }) : t('hr.employee.newTitle')}
    >
      <CardContent>
        <Stack spacing={2}>
          {!employee && <Alert severity="info">{t('hr.employee.firstLoginHint')}</Alert>}
          <EmployeeFields
            values={values}
            errors={errors}
            isNew={!employee}
            company={employee?.company ?? organisation?.hrOrganisation.company.name ?? ''}
            organisation={organisation?.hrOrganisation}
            onChange={change}
          />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {notice && (
            <Alert severity="success" onClose={() => setNotice('')}>
              {notice}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => void navigate(paths.hrEmployees.href())}>{t('hr.common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t('hr.common.saving') : employee ? t('hr.common.save') : t('hr.employee.create')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
