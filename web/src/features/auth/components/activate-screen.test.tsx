import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ActivateDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/render';
import { ActivateScreen } from './activate-screen';

const CODE = 'K5QT-VVYH-1NB8';
const request = { query: ActivateDocument, variables: { code: CODE } };
const routes = [
  { path: '/reset/:token', element: <p>reset page</p> },
  { path: '/login', element: <p>login page</p> },
];

describe('ActivateScreen', () => {
  it('checks the code once and goes on to choose a password with the token it opens', async () => {
    const { router } = renderAt(<ActivateScreen />, {
      path: '/activate/:code',
      at: `/activate/${CODE}`,
      routes,
      mocks: [
        {
          request,
          result: {
            data: {
              activate: {
                __typename: 'Activation',
                message: 'ok',
                token: 'tok_abcdefghijk',
                nik: '10601',
                name: 'Yusuf Pratama',
              },
            },
          },
        },
      ],
    });
    expect(screen.getByRole('progressbar', { name: 'Checking your activation code' })).toBeInTheDocument();
    expect(await screen.findByText('reset page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset/tok_abcdefghijk');
    expect(router.state.location.state).toEqual({ first: true, name: 'Yusuf Pratama' });
  });

  it('says what to do with a code that no longer works, in the words of its error id', async () => {
    renderAt(<ActivateScreen />, {
      path: '/activate/:code',
      at: `/activate/${CODE}`,
      routes,
      mocks: [
        {
          request,
          result: {
            errors: [
              new GraphQLError('server words', {
                extensions: { code: 'BAD_USER_INPUT', reason: 'invalid_activation_code' },
              }),
            ],
          },
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This activation code is invalid or has expired. Ask your HR admin for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });
});
