import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FIRST_PAINT_TOKENS } from './fill';
import { drawFirstPaint } from './page-script';

// index.html's script as the page runs it: the templates the build leaves in the page, the
// person's storage, and a drawing shown in #root before any of the app's JavaScript. The browser
// test (tests/e2e/first-paint.spec.ts) runs the built script itself in Chromium.

const CONFIG = {
  graphqlUrl: '/graphql',
  login: 'mutation Login { login }',
  workLocations: 'query WorkLocations { workLocations }',
  home: 'query HomeFirst { attendanceSummary { attend } }',
};

/** The page as the build leaves it: #root empty, a template per screen and language. */
function page(templates: Record<string, string>): void {
  document.body.innerHTML =
    '<div id="root"></div>' +
    Object.entries(templates)
      .map(([id, body]) => `<template id="first-paint-${id}">${body}</template>`)
      .join('');
}

const LOGIN =
  '<div data-first-paint="login"><div data-random-background=\'["/a.svg","/b.svg"]\' data-background="/a.svg"><form><input name="nik"><button>Login</button></form>' +
  '<button data-language="id">Bahasa Indonesia</button></div><div data-first-paint-busy style="opacity:0;visibility:hidden"></div></div>';
const HOME = `<div data-first-paint="home"><h1>${FIRST_PAINT_TOKENS.name}</h1><button aria-label="Request">+</button></div>`;

const drawing = () => document.querySelector<HTMLElement>('#root [data-first-paint]');

beforeEach(() => {
  globalThis.fetch = jest.fn(async () => ({ json: async () => ({}) })) as unknown as typeof fetch;
  window.history.replaceState(null, '', '/login');
});
afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).__hadirLoginSent;
});

describe('drawFirstPaint (index.html draws the first screen before the app has arrived)', () => {
  it('shows the screen that opens first, in the language chosen on this browser', () => {
    localStorage.setItem('hadir.language', 'id');
    page({
      'login-en': '<div data-first-paint="login">Login</div>',
      'login-id': '<div data-first-paint="login">Masuk</div>',
    });
    drawFirstPaint(CONFIG);
    expect(drawing()?.textContent).toBe('Masuk');
    expect(document.documentElement.lang).toBe('id');
  });

  it("fills a signed-in screen with the person's name, and draws nothing when nobody is signed in", () => {
    window.history.replaceState(null, '', '/');
    page({ 'home-en': HOME, 'login-en': LOGIN });
    localStorage.setItem('hadir.user', JSON.stringify({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1 }));
    drawFirstPaint(CONFIG);
    expect(drawing()?.querySelector('h1')?.textContent).toBe('Ade Rahmat');
    document.getElementById('root')!.innerHTML = '';
    localStorage.setItem('hadir.user', JSON.stringify({ nik: 10001 }));
    drawFirstPaint(CONFIG);
    expect(drawing()).toBeNull();
  });

  it('draws nothing for an address no drawn screen opens at', () => {
    window.history.replaceState(null, '', '/inbox');
    page({ 'login-en': LOGIN });
    drawFirstPaint(CONFIG);
    expect(drawing()).toBeNull();
  });

  it("holds a sent form back, marked with when, and shows the screen's loader at once", () => {
    page({ 'login-en': LOGIN });
    drawFirstPaint(CONFIG);
    const form = drawing()!.querySelector('form')!;
    form.querySelector('input')!.value = '10001';
    const sent = new Event('submit', { cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(Number(form.getAttribute('data-sent'))).toBeGreaterThan(0);
    expect(drawing()!.querySelector<HTMLElement>('[data-first-paint-busy]')!.style.visibility).toBe('visible');
    // No password typed: nothing goes early (early-login.ts); the app, started, says what is missing.
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('chooses the background among the same drawings, and notes the language chosen and the field in use for the app', () => {
    page({ 'login-en': LOGIN });
    drawFirstPaint(CONFIG);
    const shown = drawing()!.querySelector('[data-random-background]')!;
    expect(['/a.svg', '/b.svg']).toContain(shown.getAttribute('data-background'));
    drawing()!.querySelector<HTMLButtonElement>('[data-language]')!.click();
    expect(drawing()!.getAttribute('data-chosen-language')).toBe('id');
    expect(drawing()!.hasAttribute('data-pressed')).toBe(false);
    drawing()!.querySelector('input')!.focus();
    expect(drawing()!.getAttribute('data-focused')).toBe('nik');
  });

  it('notes a button pressed outside a form by its name, for the app to press its own', () => {
    window.history.replaceState(null, '', '/');
    page({ 'home-en': HOME });
    localStorage.setItem('hadir.user', JSON.stringify({ nik: '10001', name: 'Ade' }));
    drawFirstPaint(CONFIG);
    drawing()!.querySelector('button')!.click();
    expect(drawing()!.getAttribute('data-pressed')).toBe('Request');
  });
});
