import { afterEach, describe, expect, it } from '@jest/globals';
import { drawnScreen, SHARED_STYLES_ID, shareStyles } from './shared-styles';

// The build's half (shareStyles, on the drawings' markup) and the page's (drawnScreen, in the page
// the build leaves): the drawing the page shows is the one React rendered, to the byte.

const LOGIN =
  '<style data-emotion="css-global a1">html{color:red}</style><div data-first-paint="login">' +
  '<style data-emotion="css b2">.css-b2>:not(style)~:not(style){margin:0}</style><form class="css-b2"><input name="nik"></form></div>';
const HOME =
  '<style data-emotion="css-global a1">html{color:red}</style><div data-first-paint="home">' +
  '<style data-emotion="css c3">.css-c3{padding:8px}</style><h1 class="css-c3">Home</h1></div>';

/** The page as the build leaves it (web/build/first-paint-plugin.ts). */
function page(bodies: Record<string, string>): void {
  const { bodies: emptied, styles } = shareStyles(Object.values(bodies));
  document.body.innerHTML =
    '<div id="root"></div>' +
    `<template id="${SHARED_STYLES_ID}">${styles}</template>` +
    Object.keys(bodies)
      .map((id, at) => `<template id="first-paint-${id}">${emptied[at]}</template>`)
      .join('');
}

const html = (screen: DocumentFragment | null) => {
  const box = document.createElement('div');
  if (screen) box.appendChild(screen);
  return box.innerHTML;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shareStyles', () => {
  it('keeps each style once and empties it where it stood', () => {
    const { bodies, styles } = shareStyles([LOGIN, HOME]);
    expect(styles).toBe(
      '<style data-emotion="css-global a1">html{color:red}</style>' +
        '<style data-emotion="css b2">.css-b2>:not(style)~:not(style){margin:0}</style>' +
        '<style data-emotion="css c3">.css-c3{padding:8px}</style>',
    );
    expect(bodies[0]).toBe(
      '<style data-emotion="css-global a1"></style><div data-first-paint="login">' +
        '<style data-emotion="css b2"></style><form class="css-b2"><input name="nik"></form></div>',
    );
  });

  it('leaves inline a key written with two texts', () => {
    const other = '<style data-emotion="css b2">.css-b2{margin:4px}</style><p class="css-b2">x</p>';
    const { bodies, styles } = shareStyles([LOGIN, other]);
    expect(bodies[1]).toBe(other);
    expect(bodies[0]).toContain('<style data-emotion="css b2">.css-b2>:not(style)~:not(style){margin:0}</style>');
    expect(styles).not.toContain('css b2');
  });
});

describe('drawnScreen', () => {
  it('draws each screen as React rendered it, its styles written back', () => {
    page({ 'login-en': LOGIN, 'home-en': HOME });
    expect(html(drawnScreen(document, 'login-en'))).toBe(LOGIN);
    expect(html(drawnScreen(document, 'home-en'))).toBe(HOME);
  });

  it('answers null for a drawing the page does not have', () => {
    page({ 'login-en': LOGIN });
    expect(drawnScreen(document, 'live-en')).toBeNull();
  });

  it('refuses a drawing whose shared style is missing, rather than draw it unstyled', () => {
    page({ 'login-en': LOGIN });
    document.getElementById(SHARED_STYLES_ID)!.remove();
    expect(() => drawnScreen(document, 'login-en')).toThrow('no shared style');
  });
});
