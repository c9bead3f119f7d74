import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { currentLanguage, switchLanguage } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { drawFirstPaint } from '../../../test/draw-first-paint';
import { earlyLoginSent } from '../../../first-paint/early-login';
import { coverPage, signedInEarly } from './signed-in-early';

const user = {
  __typename: 'User' as const,
  nik: '10001',
  name: 'Ade Rahmat Hidayat',
  roleId: 1,
  photoUrl: null,
  language: null,
};
const signedIn = { data: { login: { __typename: 'Session', message: 'Login success', user } } };
const holder = window as unknown as Record<string, unknown>;

/** index.html's Login as its script leaves it after a press: the form marked sent `before` ms ago, the sign-in on its way with `reply`. */
function pressedOnDrawing(reply: unknown, { before = 0, language }: { before?: number; language?: string } = {}) {
  holder.__hadirLoginSent = { nik: '10001', reply: Promise.resolve(reply) };
  const chosen = language ? ` data-chosen-language="${language}"` : '';
  return drawFirstPaint(
    `<style>.drawn{}</style><div data-first-paint="login"${chosen}><form data-sent="${performance.now() - before}"><input name="nik" value="10001"></form><div data-first-paint-busy role="progressbar"></div></div>`,
  );
}

const cover = () => document.querySelector('[data-sign-in-cover]');

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/login');
});
afterEach(async () => {
  jest.useRealTimers();
  delete holder.__hadirLoginSent;
  document.body.innerHTML = '';
  sessionStore.clear();
  await switchLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});

describe('signedInEarly (Login pressed on the drawn form, its reply in before the app draws)', () => {
  it('signs the person in, makes Home the address, and keeps the drawing with its loader over the page until React has drawn and the second is over', async () => {
    const root = pressedOnDrawing(signedIn);
    await expect(signedInEarly()).resolves.toBe('covered');
    expect(sessionStore.get()).toEqual({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    expect(window.location.pathname).toBe('/');
    // The reply is taken: the Login screen, if it ever draws, sends its own.
    expect(earlyLoginSent()).toBeNull();
    // The drawing (its styles too) is over the page now, #root empty for React.
    expect(root.childNodes).toHaveLength(0);
    expect(cover()?.querySelector('[data-first-paint-busy]')).not.toBeNull();
    expect(cover()?.querySelector('style')).not.toBeNull();

    // React draws Home into #root: the loader stays until its second from the press is over.
    root.append(Object.assign(document.createElement('p'), { textContent: 'home' }));
    await jest.advanceTimersByTimeAsync(900);
    expect(cover()).not.toBeNull();
    await jest.advanceTimersByTimeAsync(150);
    expect(cover()).toBeNull();
    expect(root).toHaveTextContent('home');
  });

  it('keeps the loader past its second while React has not drawn yet', async () => {
    const root = pressedOnDrawing(signedIn, { before: 1500 });
    await expect(signedInEarly()).resolves.toBe('covered');
    await jest.advanceTimersByTimeAsync(2000);
    expect(cover()).not.toBeNull();
    root.append(document.createElement('main'));
    await jest.advanceTimersByTimeAsync(0);
    expect(cover()).toBeNull();
  });

  it.each([
    ['a refusal', { errors: [{ message: 'NIK atau password salah', extensions: { code: 'BAD_USER_INPUT' } }] }],
    [
      'the question of a person signed in elsewhere',
      { errors: [{ message: 'Akun sedang dipakai di perangkat lain', extensions: { code: 'CONFLICT' } }] },
    ],
    ['no reply (no network)', null],
  ])(
    'leaves %s to the Login screen: nothing signed in, the drawing and the reply where they were',
    async (_case, reply) => {
      const root = pressedOnDrawing(reply);
      await expect(signedInEarly()).resolves.toBe(false);
      expect(sessionStore.get()).toBeNull();
      expect(window.location.pathname).toBe('/login');
      expect(earlyLoginSent()).not.toBeNull();
      expect(root.querySelector('[data-first-paint="login"]')).not.toBeNull();
      expect(cover()).toBeNull();
    },
  );

  it('does nothing where Login was not pressed on the drawing, or nothing was sent', async () => {
    drawFirstPaint('<div data-first-paint="login"><form><input name="nik"></form></div>');
    holder.__hadirLoginSent = { nik: '10001', reply: Promise.resolve(signedIn) };
    await expect(signedInEarly()).resolves.toBe(false);
    document.body.innerHTML = '';
    delete holder.__hadirLoginSent;
    pressedOnDrawing(signedIn);
    delete holder.__hadirLoginSent;
    await expect(signedInEarly()).resolves.toBe(false);
    expect(sessionStore.get()).toBeNull();
  });

  it('applies Bahasa Indonesia chosen on the drawing before the press, as the Login screen would: the person had no language saved', async () => {
    const realFetch = globalThis.fetch;
    const sent: unknown[] = [];
    globalThis.fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return {
        ok: true,
        status: 200,
        json: async () => ({ data: { updateLanguage: { __typename: 'User', language: 'id' } } }),
      };
    }) as unknown as typeof fetch;
    try {
      pressedOnDrawing(signedIn, { language: 'id' });
      await expect(signedInEarly()).resolves.toBe('covered');
      expect(currentLanguage()).toBe('id');
      // Saved with the person, as their newest choice.
      expect(sent).toEqual([
        expect.objectContaining({ query: expect.stringContaining('UpdateLanguage'), variables: { language: 'id' } }),
      ]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('signedInEarly after the page drew Home from the answer (first-paint/drawn-home.ts)', () => {
  it('signs the person in under the drawn Home and leaves it on screen for React to draw the same over: no cover', async () => {
    let drawHome = (_drawn: boolean) => {};
    const root = drawFirstPaint('<div data-first-paint="login"><form><input name="nik" value="10001"></form></div>');
    holder.__hadirLoginSent = {
      nik: '10001',
      reply: Promise.resolve(signedIn),
      sentAt: performance.now(),
      home: new Promise<boolean>((resolve) => (drawHome = resolve)),
    };
    const early = signedInEarly();
    await jest.advanceTimersByTimeAsync(0);
    // Until the page has drawn Home (the loader's second), nothing is signed in here.
    expect(sessionStore.get()).toBeNull();
    root.innerHTML = '<div data-first-paint="home"><h1>Ade Rahmat</h1></div>';
    window.history.replaceState(null, '', '/');
    drawHome(true);
    await expect(early).resolves.toBe('drawn');
    expect(sessionStore.get()).toEqual({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    expect(earlyLoginSent()).toBeNull();
    expect(cover()).toBeNull();
    expect(root.querySelector('[data-first-paint="home"]')).not.toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('covers the page as before where the page left the answer to the app', async () => {
    pressedOnDrawing(signedIn);
    Object.assign(holder.__hadirLoginSent as object, { home: Promise.resolve(false) });
    await expect(signedInEarly()).resolves.toBe('covered');
    expect(cover()?.querySelector('[data-first-paint-busy]')).not.toBeNull();
  });
});

describe('coverPage', () => {
  it('puts the nodes over the page until the promise settles, then takes them away', async () => {
    let settle = () => {};
    const spinner = Object.assign(document.createElement('div'), { role: 'progressbar' });
    coverPage([spinner], new Promise<void>((resolve) => (settle = resolve)));
    const shown = cover() as HTMLElement;
    expect(shown.contains(spinner)).toBe(true);
    expect(shown.style.position).toBe('fixed');
    settle();
    await jest.advanceTimersByTimeAsync(0);
    expect(cover()).toBeNull();
  });
});
