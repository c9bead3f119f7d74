import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError, print, type DocumentNode } from 'graphql';
import { LoginDocument, ReloginDocument } from '../../../gql/graphql';
import { sessionStore } from '../../../lib/session-store';
import { drawFirstPaint } from '../../../test/draw-first-paint';
import { renderAt } from '../../../test/render';
import { LoginScreen } from './login-screen';

const user = {
  __typename: 'User' as const,
  nik: '10001',
  name: 'Ade Rahmat Hidayat',
  roleId: 1,
  photoUrl: null,
  language: 'en' as const,
};
const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/reset/:token', element: <p>reset page</p> },
];

function fillAndSubmit(nik: string, password: string) {
  fireEvent.change(screen.getByLabelText('NIK'), { target: { value: nik } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

interface Canned {
  request: { query: DocumentNode; variables: Record<string, unknown> };
  result: { data?: unknown; errors?: GraphQLError[] };
}

/**
 * The Login screen signs in with a plain fetch, not Apollo Client (issue 15): the gateway's replies
 * are canned at fetch, each answered once, for the printed document and the variables it was sent.
 */
function answerGraphql(mocks: Canned[]) {
  const left = [...mocks];
  const fetchMock = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown };
    const index = left.findIndex(
      (mock) =>
        print(mock.request.query) === body.query &&
        JSON.stringify(mock.request.variables) === JSON.stringify(body.variables),
    );
    if (index < 0) throw new Error(`no canned reply for ${body.query}`);
    const [mock] = left.splice(index, 1);
    return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(mock.result)) as unknown };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The sign-in's loader kept over the whole page (signed-in-early.ts coverPage) while the next screen draws beneath it. */
const loaderOver = () => document.querySelector('[data-sign-in-cover] [role="progressbar"]') !== null;

const realFetch = globalThis.fetch;
beforeEach(() => {
  jest.useFakeTimers();
  sessionStore.clear();
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

describe('LoginScreen', () => {
  it('shows both required messages, sends nothing, and hides them after 5 s', async () => {
    renderAt(<LoginScreen />, { path: '/login', routes });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Field NIK harus diisi!')).toBeInTheDocument();
    expect(screen.getByText('Field password harus diisi')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Field NIK harus diisi!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Field NIK harus diisi!')).not.toBeInTheDocument();
    expect(screen.queryByText('Field password harus diisi')).not.toBeInTheDocument();
  });

  it('keeps only digits in the NIK field', () => {
    renderAt(<LoginScreen />, { path: '/login', routes });
    fireEvent.change(screen.getByLabelText('NIK'), { target: { value: '1a0b0c01' } });
    expect(screen.getByLabelText('NIK')).toHaveValue('10001');
  });

  it('holds the loader for a full second, stores the header user and goes home', async () => {
    const mocks = [
      {
        request: { query: LoginDocument, variables: { nik: '10001', password: 'Hadir#2026' } },
        result: { data: { login: { __typename: 'Session' as const, message: 'Login success', user } } },
      },
    ];
    const fetchMock = answerGraphql(mocks);
    renderAt(<LoginScreen />, { path: '/login', routes });
    fillAndSubmit('10001', 'Hadir#2026');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/graphql');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({
      method: 'POST',
      headers: { 'Apollo-Require-Preflight': 'true' },
    });
    expect(screen.getByRole('progressbar', { hidden: true })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(900));
    // Home is drawn as the reply is in, beneath the loader, which stays over the page to its second (issue 31).
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(loaderOver()).toBe(true);
    // Not waitFor: it would run the fake clock on and pass a wait of several seconds.
    await act(async () => jest.advanceTimersByTime(200));
    expect(loaderOver()).toBe(false);
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(sessionStore.get()).toEqual({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
  });

  it('asks whether to continue here when the user is logged in elsewhere, and Continue here goes home', async () => {
    const mocks = [
      {
        request: { query: LoginDocument, variables: { nik: '10001', password: 'Hadir#2026' } },
        result: {
          errors: [new GraphQLError('Already logged in, Switch to this tab?', { extensions: { code: 'CONFLICT' } })],
        },
      },
      {
        request: { query: ReloginDocument, variables: { nik: '10001', password: 'Hadir#2026' } },
        result: { data: { relogin: { __typename: 'Session' as const, message: 'Login success', user } } },
      },
    ];
    answerGraphql(mocks);
    renderAt(<LoginScreen />, { path: '/login', routes });
    fillAndSubmit('10001', 'Hadir#2026');
    await act(async () => jest.advanceTimersByTime(1100));
    // A question with two answers, not an error with an OK that leaves the person signed out.
    const question = await screen.findByRole('dialog', { name: 'Already logged in, Switch to this tab?' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(question).queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    fireEvent.click(within(question).getByRole('button', { name: 'Continue here' }));
    await act(async () => jest.advanceTimersByTime(1100));
    await waitFor(() => expect(screen.getByText('home page')).toBeInTheDocument());
  });

  it('stays on Login, signed in nowhere new, when the question is cancelled', async () => {
    const fetchMock = answerGraphql([
      {
        request: { query: LoginDocument, variables: { nik: '10001', password: 'Hadir#2026' } },
        result: {
          errors: [new GraphQLError('Already logged in, Switch to this tab?', { extensions: { code: 'CONFLICT' } })],
        },
      },
    ]);
    renderAt(<LoginScreen />, { path: '/login', routes });
    fillAndSubmit('10001', 'Hadir#2026');
    await act(async () => jest.advanceTimersByTime(1100));
    const question = await screen.findByRole('dialog', { name: 'Already logged in, Switch to this tab?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens reset with the token of a 406 first-login reply', async () => {
    const mocks = [
      {
        request: { query: LoginDocument, variables: { nik: '10003', password: 'Hadir#2026' } },
        result: {
          errors: [
            new GraphQLError('Please set a new password before you continue', {
              extensions: { code: 'PASSWORD_RESET_REQUIRED', resetToken: 'tok_123456789' },
            }),
          ],
        },
      },
    ];
    answerGraphql(mocks);
    const { router } = renderAt(<LoginScreen />, { path: '/login', routes });
    fillAndSubmit('10003', 'Hadir#2026');
    await act(async () => jest.advanceTimersByTime(1100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset/tok_123456789'));
  });

  it("keeps what was typed into index.html's first paint before the app started, and the field the caret was in", () => {
    const firstPaint = drawFirstPaint(
      '<div data-first-paint="login"><form><input name="nik"><input name="password" type="password"></form></div>',
    );
    try {
      firstPaint.querySelector<HTMLInputElement>('input[name="nik"]')!.value = '10001';
      const password = firstPaint.querySelector<HTMLInputElement>('input[name="password"]')!;
      password.value = 'Hadir#2026';
      // As the build's script notes the field in use.
      firstPaint.querySelector('[data-first-paint]')!.setAttribute('data-focused', 'password');
      renderAt(<LoginScreen />, { path: '/login', routes });
      expect(screen.getByLabelText('NIK')).toHaveValue('10001');
      expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Hadir#2026');
      expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
    } finally {
      firstPaint.remove();
    }
  });

  it('signs in at once when Login was pressed on the first paint before the app started', async () => {
    const fetchMock = answerGraphql([
      {
        request: { query: LoginDocument, variables: { nik: '10001', password: 'Hadir#2026' } },
        result: { data: { login: { __typename: 'Session' as const, message: 'Login success', user } } },
      },
    ]);
    // As the build's script leaves a form sent too early: held back and marked.
    const firstPaint = drawFirstPaint(
      '<div data-first-paint="login"><form data-sent><input name="nik" value="10001"><input name="password" type="password"></form></div>',
    );
    try {
      firstPaint.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Hadir#2026';
      const { router } = renderAt(<LoginScreen />, { path: '/login', routes });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTime(1100));
      expect(router.state.location.pathname).toBe('/');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      firstPaint.remove();
    }
  });

  it.each([
    [
      'its reply signs in',
      { data: { login: { __typename: 'Session', message: 'Login success', user } } },
      0,
      '/',
      null,
    ],
    [
      'its refusal is shown',
      { errors: [{ message: 'NIK atau password salah', extensions: { code: 'BAD_USER_INPUT' } }] },
      0,
      '/login',
      'NIK atau password salah',
    ],
    ['no reply came: the app sends it again', null, 1, '/', null],
  ])(
    'takes over the sign-in the drawn form sent before the app started: %s',
    async (_case, reply, sentByApp, landed, shown) => {
      const fetchMock = answerGraphql([
        {
          request: { query: LoginDocument, variables: { nik: '10001', password: 'Hadir#2026' } },
          result: { data: { login: { __typename: 'Session' as const, message: 'Login success', user } } },
        },
      ]);
      // As index.html's script leaves it (first-paint/early-login.ts): the form marked sent, the sign-in on its way.
      (window as unknown as Record<string, unknown>).__hadirLoginSent = { nik: '10001', reply: Promise.resolve(reply) };
      const firstPaint = drawFirstPaint(
        `<div data-first-paint="login"><form data-sent="${performance.now()}"><input name="nik" value="10001"><input name="password" type="password"></form></div>`,
      );
      try {
        firstPaint.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Hadir#2026';
        const { router } = renderAt(<LoginScreen />, { path: '/login', routes });
        await act(async () => jest.advanceTimersByTime(1100));
        expect(router.state.location.pathname).toBe(landed);
        expect(fetchMock).toHaveBeenCalledTimes(sentByApp);
        if (shown) expect(screen.getByRole('alert')).toHaveTextContent(shown);
      } finally {
        firstPaint.remove();
        delete (window as unknown as Record<string, unknown>).__hadirLoginSent;
      }
    },
  );

  it.each([
    [0, 1000],
    [700, 300],
    [1500, 0],
  ])(
    'holds the loader a second from the press on the first paint: pressed %d ms before the app started, Home %d ms after',
    async (before, after) => {
      answerGraphql([
        {
          request: { query: LoginDocument, variables: { nik: '10001', password: 'Hadir#2026' } },
          result: { data: { login: { __typename: 'Session' as const, message: 'Login success', user } } },
        },
      ]);
      // The build's script marks the form with the press's time on the page's clock (and showed the loader then).
      const firstPaint = drawFirstPaint(
        `<div data-first-paint="login"><form data-sent="${performance.now() - before}"><input name="nik" value="10001"><input name="password" type="password"></form></div>`,
      );
      try {
        firstPaint.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Hadir#2026';
        const { router } = renderAt(<LoginScreen />, { path: '/login', routes });
        if (after > 0) {
          await act(async () => jest.advanceTimersByTime(after - 50));
          expect(loaderOver()).toBe(true);
        }
        // Not waitFor: it would run the fake clock on to a full second from now.
        await act(async () => jest.advanceTimersByTime(100));
        expect(loaderOver()).toBe(false);
        expect(router.state.location.pathname).toBe('/');
      } finally {
        firstPaint.remove();
      }
    },
  );

  it('starts empty when no first paint is on screen', () => {
    renderAt(<LoginScreen />, { path: '/login', routes });
    expect(screen.getByLabelText('NIK')).toHaveValue('');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText('Password', { selector: 'input' })).not.toHaveFocus();
  });
});
