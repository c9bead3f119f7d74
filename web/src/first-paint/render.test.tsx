/**
 * @jest-environment node
 */
// In Node, as the build runs it (web/build/first-paint-plugin.ts): emotion writes the styles inline there.
import { afterAll, describe, expect, it } from '@jest/globals';
import { i18n } from '../i18n';
import {
  renderClockInFirstPaint,
  renderClockOutFirstPaint,
  renderHomeFirstPaint,
  renderHomeNumbersFirstPaint,
  renderLiveFirstPaint,
  renderLoginFirstPaint,
} from './render';
import { FIRST_PAINT_TOKENS, HOME_NUMBER_TOKENS } from './fill';

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
    expect(html).toMatch(
      /<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/,
    );
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

describe('renderHomeFirstPaint (index.html draws a signed-in Home before the JavaScript has run)', () => {
  it("draws Home with its summary loading and tokens where the person's name, NIK and the month go", async () => {
    const html = await renderHomeFirstPaint('en');
    expect(html).toContain('<div data-first-paint="home">');
    expect(html).toMatch(new RegExp(`<h1[^>]*data-testid="display-name"[^>]*>${FIRST_PAINT_TOKENS.name}</h1>`));
    expect(html).toMatch(new RegExp(`class="MuiAvatar-root[^"]*"[^>]*>${FIRST_PAINT_TOKENS.initial}</div>`));
    const text = textOf(html);
    expect(text).toContain(`NIK ${FIRST_PAINT_TOKENS.nik}`);
    expect(text).toContain(`Attendance ${FIRST_PAINT_TOKENS.month} View All`);
    expect(text).toContain('Live Attendance Request Leave Overtime Inbox Request');
    // The month's five numbers (Present, Late, Leave, Absent, Total) are not known yet: skeletons the size of the numbers to come.
    // (The Announcement card's loading block is a rounded skeleton of its own, not one of them.)
    expect(html.match(/<span class="MuiSkeleton-root MuiSkeleton-text[^"]*"/g)).toHaveLength(5);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });

  it('draws it in Bahasa Indonesia', async () => {
    const text = textOf(await renderHomeFirstPaint('id'));
    expect(text).toContain('Absensi Ajukan Cuti Lembur Kotak Masuk');
    expect(text).not.toContain('Live Attendance');
    expect(text).toContain(FIRST_PAINT_TOKENS.month);
  });
});

describe("renderHomeNumbersFirstPaint (the Home the page draws from a sign-in's answer, issue 48)", () => {
  it("draws Home with tokens for the month's five counts and the annual leave left, no skeleton but the announcements'", async () => {
    const html = await renderHomeNumbersFirstPaint('en');
    expect(html).toContain('<div data-first-paint="home">');
    expect(html).toMatch(new RegExp(`<h1[^>]*data-testid="display-name"[^>]*>${FIRST_PAINT_TOKENS.name}</h1>`));
    const T = HOME_NUMBER_TOKENS;
    for (const [label, token] of [
      ['Present', T.attend],
      ['Late', T.late],
      ['Leave', T.leave],
      ['Absent', T.absent],
      ['Total', T.total],
    ])
      expect(html).toMatch(
        new RegExp(`aria-label="${label} ${token}">(<style[^>]*>[^<]*</style>)?<p[^>]*>${token}</p>`),
      );
    const text = textOf(html);
    expect(text).toContain(`Attendance ${FIRST_PAINT_TOKENS.month} View All`);
    expect(text).toContain(`Annual leave: ${T.annualLeft} days left`);
    // The counts are drawn; only the Announcement card's block is still loading.
    expect(html.match(/<span class="MuiSkeleton-root[^"]*"/g)).toEqual([
      expect.stringContaining('MuiSkeleton-rounded'),
    ]);
    expect(html).toMatch(/aria-labelledby="announcement-title"[\s\S]*MuiSkeleton-rounded/);
  });

  it('draws it in Bahasa Indonesia', async () => {
    const text = textOf(await renderHomeNumbersFirstPaint('id'));
    expect(text).toContain(`Cuti tahunan: sisa ${HOME_NUMBER_TOKENS.annualLeft} hari`);
    expect(text).toContain('Absensi Ajukan Cuti Lembur Kotak Masuk');
  });
});

describe('renderLiveFirstPaint (index.html draws a signed-in Live before the JavaScript has run)', () => {
  it("draws the clock, the date, Clock In and Out, and the month's log loading, with tokens for the time-bound words", async () => {
    const html = await renderLiveFirstPaint('en');
    expect(html).toContain('<div data-first-paint="live">');
    expect(html).toMatch(new RegExp(`<time[^>]*>${FIRST_PAINT_TOKENS.clock}</time>`));
    const text = textOf(html);
    expect(text).toContain(FIRST_PAINT_TOKENS.longDate);
    expect(text).toContain('Clock In Clock Out');
    expect(text).toContain(FIRST_PAINT_TOKENS.month);
    // No time of the build is left in it: the page writes its own.
    expect(text).not.toMatch(/\d\d:\d\d:\d\d/);
  });

  it('draws it in Bahasa Indonesia', async () => {
    const text = textOf(await renderLiveFirstPaint('id'));
    expect(text).toContain('Absen Masuk');
    expect(text).not.toContain('Clock In');
  });
});

describe('renderClockInFirstPaint and renderClockOutFirstPaint (index.html draws the clock screen before the JavaScript has run)', () => {
  it('draws Clock In with the position being found, the selfie not taken, the note and Submit', async () => {
    const html = await renderClockInFirstPaint('en');
    expect(html).toContain('<div data-first-paint="clockin">');
    expect(html).toMatch(/<h1[^>]*>Clock In<\/h1>/);
    const text = textOf(html);
    expect(text).toContain('Finding your location…');
    expect(text).toContain('Selfie Take a selfie');
    expect(text).toContain('Live Attendance - Clock In');
    // Named, so what is typed into it before the app has started is carried over (use-first-paint.ts).
    expect(html).toMatch(/<textarea[^>]*name="note"/);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });

  it('draws Clock Out with its own words, and both in Bahasa Indonesia', async () => {
    expect(await renderClockOutFirstPaint('en')).toMatch(
      /<div data-first-paint="clockout">[\s\S]*<h1[^>]*>Clock Out<\/h1>/,
    );
    const text = textOf(await renderClockInFirstPaint('id'));
    expect(text).toContain('Absen Masuk');
    expect(text).toContain('Mencari lokasi Anda…');
    expect(text).toContain('Catatan (opsional)');
    expect(text).not.toContain('Finding your location');
    expect(textOf(await renderClockOutFirstPaint('id'))).toContain('Absen Pulang');
  });
});
