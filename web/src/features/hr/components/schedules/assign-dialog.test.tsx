import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { jakartaDay } from '../../../../lib/jakarta';
import { renderAt } from '../../../../test/render';
import { HrOrganisationDocument, type HrAssignmentInput } from '../../gql/graphql';
import { AssignDialog } from './assign-dialog';

const unit = (kind: 'DIVISION' | 'SUBDIVISION' | 'DEPARTMENT', code: string, name: string) => ({
  __typename: 'HrUnit' as const,
  kind,
  code,
  name,
  employees: 3,
  locations: 1,
});
const organisation = {
  request: { query: HrOrganisationDocument },
  result: {
    data: {
      hrOrganisation: {
        __typename: 'HrOrganisation' as const,
        company: { __typename: 'HrCompany' as const, code: 'HDR', name: 'PT Hadir' },
        divisions: [unit('DIVISION', 'OPS', 'Operations')],
        subdivisions: [],
        departments: [unit('DEPARTMENT', 'WH', 'Warehouse')],
      },
    },
  },
};

const pick = async (label: string, option: RegExp | string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
};

describe('AssignDialog', () => {
  it('assigns a division from today, with no warning for today', async () => {
    const onAssign = jest.fn(async (_input: HrAssignmentInput) => undefined);
    renderAt(<AssignDialog scheduleName="Kantor 09:00" onAssign={onAssign} onClose={() => undefined} />, {
      mocks: [organisation],
    });
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await pick('Division', /OPS · Operations/);
    expect(screen.queryByText(/in the past/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByRole('button', { name: 'Assign' });
    expect(onAssign).toHaveBeenCalledWith({ kind: 'DIVISION', code: 'OPS', validFrom: jakartaDay(Date.now()) });
  });

  it('starts the unit over when another kind of unit is picked, so a division code is never sent as a department', async () => {
    const onAssign = jest.fn(async (_input: HrAssignmentInput) => undefined);
    renderAt(<AssignDialog scheduleName="Kantor 09:00" onAssign={onAssign} onClose={() => undefined} />, {
      mocks: [organisation],
    });
    await pick('Division', /OPS · Operations/);
    await pick('Assign to', 'Department');
    expect(screen.getByRole('combobox', { name: 'Department' })).not.toHaveTextContent('OPS');
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await pick('Department', /WH · Warehouse/);
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByRole('button', { name: 'Assign' });
    expect(onAssign).toHaveBeenCalledWith({ kind: 'DEPARTMENT', code: 'WH', validFrom: jakartaDay(Date.now()) });
  });

  it('warns before saving a start in the past, and assigns one employee by NIK', async () => {
    const onAssign = jest.fn(async (_input: HrAssignmentInput) => undefined);
    renderAt(<AssignDialog scheduleName="Kantor 09:00" onAssign={onAssign} onClose={() => undefined} />, {
      mocks: [organisation],
    });
    await pick('Assign to', 'Employee');
    fireEvent.change(screen.getByLabelText('NIK'), { target: { value: '10001' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '06-01-2020' } });
    expect(screen.getByText(/This date is in the past/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByRole('button', { name: 'Assign' });
    expect(onAssign).toHaveBeenCalledWith({ kind: 'EMPLOYEE', nik: 10001, validFrom: '2020-01-06' });
  });
});
