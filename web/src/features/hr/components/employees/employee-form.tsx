import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { hr as t } from '../../../../i18n/hr';
import { readError } from '../../../../lib/graphql-error';
import { useHrCreateEmployee, useHrUpdateEmployee } from '../../api/use-employees';
import { useHrOrganisation } from '../../api/use-organisation';
import type { HrEmployeeFieldsFragment } from '../../gql/graphql';
import { EmployeeFields } from './employee-fields';
import { emptyEmployee, employeeInput, employeeValues, FORM_FIELD, type EmployeeField, type EmployeeValues } from './employee-values';

const REQUIRED: [EmployeeField, string][] = [
  ['nik', t.employee.fields.nik],
  ['name', t.employee.fields.name],
  ['birthDate', t.employee.fields.birthDate],
];

/** Creates an employee (no employee given) or edits one; the provider checks every field and says what is wrong. */
export function EmployeeForm({ employee }: { employee?: HrEmployeeFieldsFragment }) {
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
    const missing = Object.fromEntries(REQUIRED.filter(([field]) => !String(values[field]).trim()).map(([field, label]) => [field, t.common.required(label)]));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      if (employee) {
        const { data } = await update({ variables: { id: employee.id, input: employeeInput(values, false) } });
        setNotice(data?.hrUpdateEmployee.message ?? '');
      } else {
        const { data } = await create({ variables: { input: employeeInput(values, true) } });
        const created = data!.hrCreateEmployee;
        navigate(paths.hrEmployee.href(created.employee.id), { state: { notice: created.message } });
      }
    } catch (error) {
      const { message, extensions } = readError(error);
      const field = typeof extensions.field === 'string' ? FORM_FIELD[extensions.field] : undefined;
      if (field) setErrors({ [field]: message });
      setFailure(message);
    }
  };

  return (
    <Card component="form" onSubmit={submit} noValidate aria-label={employee ? t.employee.editTitle(employee.name) : t.employee.newTitle}>
      <CardContent>
        <Stack spacing={2}>
          {!employee && <Alert severity="info">{t.employee.firstLoginHint}</Alert>}
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
            <Button onClick={() => navigate(paths.hrEmployees.href())}>{t.common.cancel}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t.common.saving : employee ? t.common.save : t.employee.create}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
