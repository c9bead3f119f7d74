import { afterEach, describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen } from '@testing-library/react';
import { loadArea, switchLanguage } from '../i18n';
import { LoadFailure } from './load-failure';

// What Apollo Client hands a screen when the gateway passes on the api's 400 for a future month.
const futureMonth = new CombinedGraphQLErrors({
  errors: [
    { message: 'That month has not started yet', extensions: { code: 'BAD_USER_INPUT', reason: 'month_in_future' } },
  ],
});

afterEach(() => switchLanguage('en'));

describe('a list that could not be loaded', () => {
  it('says that a future month has not started, without a Try again that would get the same answer', () => {
    render(<LoadFailure error={futureMonth} failed="This month could not be loaded." onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('That month has not started yet');
    expect(screen.queryByText('This month could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says it in Bahasa Indonesia', async () => {
    await loadArea('failures');
    await switchLanguage('id');
    render(<LoadFailure error={futureMonth} failed="Bulan ini tidak dapat dimuat." onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bulan itu belum dimulai');
  });

  it('still offers Try again when the server failed', () => {
    const failure = new CombinedGraphQLErrors({
      errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    render(<LoadFailure error={failure} failed="This month could not be loaded." onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This month could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
