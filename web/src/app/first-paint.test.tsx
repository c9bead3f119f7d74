/**
 * @jest-environment node
 */
// In Node, as the build runs it (web/build/first-paint.ts): emotion writes the styles inline there.
import { afterAll, describe, expect, it } from '@jest/globals';
import { i18n } from '../i18n';
import { renderLoginFirstPaint } from './first-paint';

/** The text a person reads in a piece of HTML: tags dropped, entities of the catalogue's words undone. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('renderLoginFirstPaint (index.html draws Login before the JavaScript has run)', () => {
  it('draws the Login screen in English, with its styles, marked as the first paint', async () => {
    const html = await renderLoginFirstPaint('en');
    expect(html).toContain('<div data-first-paint="login">');
    expect(html).toMatch(/<h1[^>]*>Hadir<\/h1>/);
    expect(textOf(html)).toContain('Welcome to Hadir Sign in with your NIK and password');
    expect(html).toMatch(/<label[^>]*>NIK<\/label>/);
    expect(html).toMatch(/<input[^>]*name="nik"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Login/);
    // Emotion's rules travel with the markup, so the screen looks right before any script runs.
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    // The four drawings the page's script picks one of per visit.
    const choices = /data-random-background="([^"]+)"/.exec(html)?.[1].replace(/&quot;/g, '"');
    expect(JSON.parse(choices!)).toHaveLength(4);
  });

  it('draws it in Bahasa Indonesia', async () => {
    const text = textOf(await renderLoginFirstPaint('id'));
    expect(text).toContain('Selamat datang di Hadir');
    expect(text).toContain('Kata sandi');
    expect(text).toContain('Masuk');
    expect(text).not.toContain('Welcome to Hadir');
  });
});
