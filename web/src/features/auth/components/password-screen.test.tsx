import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { UpdatePasswordDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/render';
import { PasswordScreen, validatePasswordChange } from './password-screen';

describe('validatePasswordChange (rules §5)', () => {
  it('names each missing field', () => {
    expect(validatePasswordChange('', '', '')).toEqual({
      old: 'Old password field is required',
      new: 'New password field is required',
      confirmation: 'Password confirmation field is required',
    });
  });

  it('refuses a new password of spaces only and a confirmation that differs', () => {
    expect(validatePasswordChange('a', '   ', '   ').new).toBe('Space not allowed!');
    expect(validatePasswordChange('a', 'Baru#2026', 'Baru#2027')).toEqual({
      confirmation: 'Password confirmation not match',
    });
  });

  it('does not enforce the hints: a short lowercase password passes the form', () => {
    expect(validatePasswordChange('old', 'abc', 'abc')).toEqual({});
  });
});

describe('PasswordScreen', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

  it('clears the messages after 5 s', () => {
    renderAt(<PasswordScreen />, { path: '/password' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Password confirmation field is required')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5100));
    expect(screen.queryByText('Password confirmation field is required')).not.toBeInTheDocument();
  });

  it("shows the api's refusal of a wrong old password in the alert", async () => {
    const mocks = [
      {
        request: { query: UpdatePasswordDocument, variables: { oldPassword: 'salah', newPassword: 'Baru#2026' } },
        result: { errors: [new GraphQLError('Old password is incorrect', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ];
    renderAt(<PasswordScreen />, { path: '/password', mocks });
    fill('Old password', 'salah');
    fill('New password', 'Baru#2026');
    fill('Password confirmation', 'Baru#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => jest.advanceTimersByTime(50));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Old password is incorrect'));
  });

  it("shows the server's reason for a new password it refuses under the New password field, not in an alert", async () => {
    const mocks = [
      {
        request: { query: UpdatePasswordDocument, variables: { oldPassword: 'Hadir#2026', newPassword: 'Ab#1' } },
        result: {
          errors: [
            new GraphQLError('Password must be at least 8 characters', {
              extensions: { code: 'BAD_USER_INPUT', reason: 'invalid_input', field: 'new_password' },
            }),
          ],
        },
      },
    ];
    renderAt(<PasswordScreen />, { path: '/password', mocks });
    fill('Old password', 'Hadir#2026');
    fill('New password', 'Ab#1');
    fill('Password confirmation', 'Ab#1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => jest.advanceTimersByTime(50));
    const field = screen.getByLabelText('New password', { selector: 'input' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Password must be at least 8 characters'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
