import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ResetPasswordDocument, VerifyResetTokenDocument } from '../../../gql/graphql';
import { switchLanguage } from '../../../i18n';
import { renderAt } from '../../../test/render';
import { ResetScreen } from './reset-screen';

const TOKEN = 'tok_abcdefghijk';
const valid = {
  request: { query: VerifyResetTokenDocument, variables: { token: TOKEN } },
  result: { data: { verifyResetToken: { __typename: 'Result' as const, message: 'Token is valid' } } },
};
const routes = [{ path: '/login', element: <p>login page</p> }];

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

async function openReset(mocks = [valid], state?: object) {
  renderAt(<ResetScreen />, { path: '/reset/:token', at: { pathname: `/reset/${TOKEN}`, state }, mocks, routes });
  expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(20));
}

describe('ResetScreen', () => {
  it('says why on a first sign-in: set your own password to start', async () => {
    await openReset([valid], { first: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Set your own password to start' })).toBeInTheDocument();
    expect(screen.getByText('Choose the password you will sign in with from now on.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('is plain "Reset Password" when opened from an e-mailed link', async () => {
    await openReset();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByText('Choose the password you will sign in with from now on.')).not.toBeInTheDocument();
  });

  it('checks the token first and sends an invalid one to login', async () => {
    await openReset([
      {
        request: valid.request,
        result: {
          errors: [
            new GraphQLError('This reset link is invalid or has expired', { extensions: { code: 'BAD_USER_INPUT' } }),
          ],
        },
      } as never,
    ]);
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('keeps a password typed with a space and says why at the field, also at Submit, sending nothing', async () => {
    await openReset();
    const field = await screen.findByLabelText('New password', { selector: 'input' });
    const confirmation = screen.getByLabelText('Password confirmation', { selector: 'input' });
    fireEvent.change(field, { target: { value: 'Baru 2026#' } });
    fireEvent.change(confirmation, { target: { value: 'Baru 2026#' } });
    expect(field).toHaveValue('Baru 2026#');
    expect(field).toHaveAccessibleDescription('Space not allowed!');
    act(() => jest.advanceTimersByTime(5000));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => jest.advanceTimersByTime(50));
    expect(field).toHaveValue('Baru 2026#');
    expect(confirmation).toHaveValue('Baru 2026#');
    expect(field).toHaveAccessibleDescription('Space not allowed!');
    expect(confirmation).toHaveAccessibleDescription('Space not allowed!');
    expect(screen.queryByText('Password field harus diisi')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'Baru2026#' } });
    expect(field).not.toHaveAccessibleDescription('Space not allowed!');
  });

  it('says why in Bahasa Indonesia', async () => {
    await switchLanguage('id');
    try {
      renderAt(<ResetScreen />, { path: '/reset/:token', at: `/reset/${TOKEN}`, mocks: [valid], routes });
      await act(async () => jest.advanceTimersByTime(20));
      const field = await screen.findByLabelText('Kata sandi baru', { selector: 'input' });
      fireEvent.change(field, { target: { value: 'Baru 2026#' } });
      expect(field).toHaveValue('Baru 2026#');
      expect(field).toHaveAccessibleDescription('Tidak boleh ada spasi!');
    } finally {
      await switchLanguage('en');
    }
  });

  it('names the empty fields, the confirmation message leaving after 5 s, and alerts a mismatch', async () => {
    await openReset();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Password field harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation harus diisi')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5100));
    expect(screen.queryByText('Password confirmation harus diisi')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), { target: { value: 'Baru#2026' } });
    fireEvent.change(screen.getByLabelText('Password confirmation', { selector: 'input' }), {
      target: { value: 'Baru#2027' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password confirmation did not match');
  });

  it('ticks the checklist rules as the password meets them', async () => {
    await openReset();
    fireEvent.change(await screen.findByLabelText('New password', { selector: 'input' }), {
      target: { value: 'Abc1' },
    });
    const met = (rule: string) => screen.getByText(rule).closest('li')!.getAttribute('data-met');
    expect(met('One Uppercase')).toBe('true');
    expect(met('One Number')).toBe('true');
    expect(met('One Special Character')).toBe('false');
    expect(met('Minimum 8 character length')).toBe('false');
  });

  it("shows the server's reason for a password it refuses under the New password field", async () => {
    await openReset([
      valid,
      {
        request: { query: ResetPasswordDocument, variables: { token: TOKEN, password: 'Ab#1xyz' } },
        result: {
          errors: [
            new GraphQLError('Password must be at least 8 characters', {
              extensions: { code: 'BAD_USER_INPUT', reason: 'invalid_input', field: 'password' },
            }),
          ],
        },
      },
    ] as never);
    const field = await screen.findByLabelText('New password', { selector: 'input' });
    fireEvent.change(field, { target: { value: 'Ab#1xyz' } });
    fireEvent.change(screen.getByLabelText('Password confirmation', { selector: 'input' }), {
      target: { value: 'Ab#1xyz' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => jest.advanceTimersByTime(50));
    expect(field).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
