import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { appDraws } from './drawing';
import { drawHomeAfterSignIn, drawnHomeOf, homeLanguage, LOADER_MS } from './drawn-home';
import { FIRST_PAINT_TOKENS, HOME_NUMBER_TOKENS } from './fill';

// Home drawn by the page from the drawn Login's sign-in answer (issue 48). jsdom stands in for the page:
// the build's Home drawing is a small one with the same tokens (first-paint.spec.ts draws the real one).

const user = {
  nik: '10001',
  name: 'Ade Rahmat Hidayat',
  roleId: 1,
  photoUrl: null,
  language: null,
  timeZone: 'Asia/Jakarta',
};
const summary = { attend: 12, late: 1, leave: 0, absent: 2, total: 15, waiting: 0, flagged: 0 };
const balances = [
  { kind: 'sick', type: 'Sick', balance: 0, pending: 2, left: 0 },
  { kind: 'annual', type: 'Annual', balance: 12, pending: 0, left: 12 },
];
const answer = (
  changes: { user?: object; summary?: object; balances?: object[] } = {},
): { data: { login: object } } => ({
  data: {
    login: {
      message: 'Login success',
      user: { ...user, ...changes.user },
      query: { attendanceSummary: { ...summary, ...changes.summary }, leaveBalances: changes.balances ?? balances },
    },
  },
});

const T = HOME_NUMBER_TOKENS;
const homeDrawing = (language: string) =>
  `<template id="first-paint-home-numbers-${language}"><div data-first-paint="home" lang-drawn="${language}">` +
  `<h1 data-testid="display-name">${FIRST_PAINT_TOKENS.name}</h1><span id="nik">NIK ${FIRST_PAINT_TOKENS.nik}</span>` +
  `<div aria-label="Present ${T.attend}"><p>${T.attend}</p></div><div aria-label="Total ${T.total}"><p>${T.total}</p></div>` +
  `<a id="annual">${T.annualLeft} days left</a></div></template>`;

/** index.html after a press on the drawn Login: its Home drawings in both languages, the Login drawing in #root. */
function pressedLogin(chosen?: string): HTMLElement {
  document.body.innerHTML =
    homeDrawing('en') +
    homeDrawing('id') +
    `<div id="root"><div data-first-paint="login"${chosen ? ` data-chosen-language="${chosen}"` : ''}>` +
    `<form data-sent="1"><input name="nik"></form><div data-first-paint-busy></div></div></div>`;
  return document.getElementById('root')!;
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/login');
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>).__hadirAppDraws;
});

describe('drawnHomeOf (whether the Home the app draws after this answer is the drawn one)', () => {
  it("reads the person and Home's numbers: the five counts and the first annual leave's days left", () => {
    expect(drawnHomeOf(answer())).toEqual({
      user,
      numbers: { attend: 12, late: 1, leave: 0, absent: 2, total: 15, annualLeft: 12 },
    });
  });

  it.each([
    ['a refusal', { errors: [{ message: 'NIK atau password salah' }] }],
    ['no reply', null],
    ["a supervisor (Home has the team's card)", answer({ user: { roleId: 2 } })],
    ["an HR admin (Home has the console's card)", answer({ user: { roleId: 3 } })],
    ['a person with a photo (the avatar is not the initial)', answer({ user: { photoUrl: '/photos/1.jpg' } })],
    ['requests waiting (the Inbox has a badge)', answer({ summary: { waiting: 2 } })],
    ['annual leave pending (the line says so)', answer({ balances: [{ ...balances[1], pending: 1 }] })],
    ['no annual leave (no line)', answer({ balances: [balances[0]] })],
    ['a count missing', answer({ summary: { late: null } })],
  ])('draws nothing for %s', (_case, reply) => {
    expect(drawnHomeOf(reply)).toBeNull();
  });
});

describe('homeLanguage (the language the app settles Home in after the sign-in)', () => {
  it.each([
    // [opened in, chosen on the drawing, saved with the person, chosen on Login before (this tab), Home in]
    ['en', null, null, false, 'en'],
    ['en', null, 'id', false, 'id'],
    ['en', 'id', 'en', false, 'id'],
    ['en', 'en', 'id', false, 'id'],
    ['en', null, 'id', true, 'en'],
  ])('opened in %s, chosen %s, saved %s, chosen before %s: %s', (opening, chosen, saved, before, expected) => {
    expect(homeLanguage(opening, chosen, saved, before)).toBe(expected);
  });
});

describe('drawHomeAfterSignIn (the page draws Home from the answer)', () => {
  it("draws the person's Home with the numbers once the loader's second is over, makes / the address and keeps the person", async () => {
    const root = pressedLogin();
    const prepared: HTMLElement[] = [];
    const drawn = drawHomeAfterSignIn(answer(), performance.now(), 'en', (drawing) => prepared.push(drawing));
    await jest.advanceTimersByTimeAsync(LOADER_MS - 100);
    // The loader's second (rules §9) is not cut short.
    expect(root.querySelector('[data-first-paint="login"] [data-first-paint-busy]')).not.toBeNull();
    await jest.advanceTimersByTimeAsync(100);
    await expect(drawn).resolves.toBe(true);
    expect(root.querySelector('[data-first-paint="login"]')).toBeNull();
    expect(root.querySelector('[data-testid="display-name"]')).toHaveTextContent('Ade Rahmat');
    expect(root.querySelector('#nik')).toHaveTextContent('NIK 10001');
    expect(root.querySelector('[aria-label="Present 12"]')).toHaveTextContent('12');
    expect(root.querySelector('[aria-label="Total 15"]')).toHaveTextContent('15');
    expect(root.querySelector('#annual')).toHaveTextContent('12 days left');
    expect(prepared).toEqual([root.querySelector('[data-first-paint="home"]')]);
    expect(window.location.pathname).toBe('/');
    expect(JSON.parse(localStorage.getItem('hadir.user')!)).toEqual({
      nik: '10001',
      name: 'Ade Rahmat Hidayat',
      roleId: 1,
      photoUrl: null,
      timeZone: 'Asia/Jakarta',
    });
  });

  it("draws at once when the answer came after the loader's second, in the person's saved language", async () => {
    const root = pressedLogin();
    const drawn = drawHomeAfterSignIn(answer({ user: { language: 'id' } }), performance.now() - 1500, 'en', () => {});
    await jest.advanceTimersByTimeAsync(0);
    await expect(drawn).resolves.toBe(true);
    expect(root.querySelector('[data-first-paint="home"]')!.getAttribute('lang-drawn')).toBe('id');
    expect(document.documentElement.lang).toBe('id');
  });

  it('carries the language pressed on Login over to the drawn Home, for the app to apply', async () => {
    const root = pressedLogin('id');
    const drawn = drawHomeAfterSignIn(answer(), performance.now() - 1500, 'en', () => {});
    await jest.advanceTimersByTimeAsync(0);
    await expect(drawn).resolves.toBe(true);
    const home = root.querySelector('[data-first-paint="home"]')!;
    expect([home.getAttribute('lang-drawn'), home.getAttribute('data-chosen-language')]).toEqual(['id', 'id']);
  });

  it("leaves the answer to the app where the app's Home would differ, and where the app started meanwhile", async () => {
    const root = pressedLogin();
    await expect(drawHomeAfterSignIn(answer({ user: { roleId: 2 } }), 0, 'en', () => {})).resolves.toBe(false);
    const drawn = drawHomeAfterSignIn(answer(), performance.now(), 'en', () => {});
    appDraws();
    await jest.advanceTimersByTimeAsync(LOADER_MS);
    await expect(drawn).resolves.toBe(false);
    expect(root.querySelector('[data-first-paint="login"]')).not.toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('hadir.user')).toBeNull();
  });
});
