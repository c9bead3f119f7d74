import { afterAll, describe, expect, it } from '@jest/globals';
import { i18n, loadLanguage } from '../i18n';
import { formatJakarta, jakartaClock, jakartaLongDate } from '../lib/jakarta';
import { FIRST_PAINT_TOKENS, HOME_NUMBER_TOKENS, fillFirstPaint, fillHomeNumbers } from './fill';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

/** A drawing as render.tsx leaves it: Home's header, avatar and summary title, Live's clock, with their tokens. */
function drawing(): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML =
    `<div class="MuiAvatar-root">${FIRST_PAINT_TOKENS.initial}</div>` +
    `<h1 data-testid="display-name">${FIRST_PAINT_TOKENS.name}</h1><span id="nik">NIK ${FIRST_PAINT_TOKENS.nik}</span>` +
    `<h2 id="summary-title">Attendance ${FIRST_PAINT_TOKENS.month}</h2>` +
    `<time datetime="2000-01-01T00:00:00.000Z">${FIRST_PAINT_TOKENS.clock}</time><p id="date">${FIRST_PAINT_TOKENS.longDate}</p>` +
    `<span id="zone">${FIRST_PAINT_TOKENS.zone}</span>`;
  return template.content;
}

const stored = (user: object) => JSON.stringify(user);
const at = (text: string) => new Date(text);

describe('fillFirstPaint (the page fills a drawn signed-in screen before the app has started)', () => {
  it("writes the person's display name, initial and NIK, and this Jakarta month, in English", () => {
    const screen = drawing();
    fillFirstPaint(
      screen,
      stored({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1 }),
      'en',
      at('2026-11-30T18:00:00Z'),
    );
    expect(screen.querySelector('.MuiAvatar-root')!.textContent).toBe('A');
    expect(screen.querySelector('h1')!.textContent).toBe('Ade Rahmat');
    expect(screen.querySelector('#nik')!.textContent).toBe('NIK 10001');
    // 18:00 UTC on 30 November is already 1 December in Jakarta.
    expect(screen.querySelector('#summary-title')!.textContent).toBe('Attendance December 2026');
  });

  it('names the month in Indonesian', () => {
    const screen = drawing();
    fillFirstPaint(screen, stored({ nik: '10002', name: 'Dewi Lestari' }), 'id', at('2026-08-10T03:00:00Z'));
    expect(screen.querySelector('#summary-title')!.textContent).toBe('Attendance Agustus 2026');
    expect(screen.querySelector('h1')!.textContent).toBe('Dewi');
  });

  it('draws the Jakarta clock and date, and draws them again for a later instant', () => {
    const screen = drawing();
    const tick = fillFirstPaint(screen, stored({ nik: '1', name: 'Ade' }), 'en', at('2026-11-25T16:59:58Z'));
    expect(screen.querySelector('time')!.textContent).toBe('23:59:58');
    expect(screen.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-25T16:59:58.000Z');
    expect(screen.querySelector('#date')!.textContent).toBe('Wednesday, 25-11-2026');
    tick(at('2026-11-25T17:00:01Z'));
    expect(screen.querySelector('time')!.textContent).toBe('00:00:01');
    expect(screen.querySelector('#date')!.textContent).toBe('Thursday, 26-11-2026');
    expect(screen.querySelector('h1')!.textContent).toBe('Ade');
  });

  it.each([
    // [zone kept at sign-in, clock, date, name] at 16:59:58 UTC on 25 November (issue 45: the person's own clock)
    [undefined, '23:59:58', 'Wednesday, 25-11-2026', 'WIB'],
    ['Asia/Jakarta', '23:59:58', 'Wednesday, 25-11-2026', 'WIB'],
    ['Asia/Makassar', '00:59:58', 'Thursday, 26-11-2026', 'WITA'],
    ['Asia/Jayapura', '01:59:58', 'Thursday, 26-11-2026', 'WIT'],
  ])("draws the clock on the person's zone %s: %s, %s, %s", (timeZone, clock, date, name) => {
    const screen = drawing();
    fillFirstPaint(screen, stored({ nik: '1', name: 'Agus', timeZone }), 'en', at('2026-11-25T16:59:58Z'));
    expect([
      screen.querySelector('time')!.textContent,
      screen.querySelector('#date')!.textContent,
      screen.querySelector('#zone')!.textContent,
    ]).toEqual([clock, date, name]);
  });

  it('refuses to fill without a signed-in person, so the page draws nothing', () => {
    expect(() => fillFirstPaint(drawing(), null, 'en', new Date())).toThrow();
    expect(() => fillFirstPaint(drawing(), '{"nik":10001}', 'en', new Date())).toThrow();
    expect(() => fillFirstPaint(drawing(), 'not json', 'en', new Date())).toThrow();
  });

  it.each(['en', 'id'] as const)(
    "writes every month, weekday and hour as the app's screens do (date-fns, %s)",
    async (language) => {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      // Every month of a year, every weekday, and every hour of the day (at 1:02:03 past, Jakarta time).
      const instants = Array.from(
        { length: 12 * 7 },
        (_, index) => new Date(Date.UTC(2027, Math.floor(index / 7), 1 + (index % 7), index % 24, 1, 2, 3)),
      );
      for (const instant of instants) {
        const screen = drawing();
        fillFirstPaint(screen, stored({ nik: '1', name: 'Ade' }), language, instant);
        expect({
          month: screen.querySelector('#summary-title')!.textContent,
          clock: screen.querySelector('time')!.textContent,
          date: screen.querySelector('#date')!.textContent,
        }).toEqual({
          month: `Attendance ${formatJakarta(instant, 'MMMM yyyy')}`,
          clock: jakartaClock(instant),
          date: jakartaLongDate(instant),
        });
      }
    },
  );
});

describe("fillHomeNumbers (the page writes a sign-in's numbers into the Home it draws)", () => {
  it('writes each count and the annual leave left in its words and in its name, as React writes a number', () => {
    const template = document.createElement('template');
    const T = HOME_NUMBER_TOKENS;
    template.innerHTML =
      `<div aria-label="Present ${T.attend}"><p>${T.attend}</p><span>Present</span></div>` +
      `<div aria-label="Late ${T.late}"><p>${T.late}</p></div><div aria-label="Leave ${T.leave}"><p>${T.leave}</p></div>` +
      `<div aria-label="Absent ${T.absent}"><p>${T.absent}</p></div><div aria-label="Total ${T.total}"><p>${T.total}</p></div>` +
      `<a id="annual">Annual leave: ${T.annualLeft} days left</a><h1 aria-label="Settings">${FIRST_PAINT_TOKENS.name}</h1>`;
    const screen = template.content;
    fillHomeNumbers(screen, { attend: 12, late: 0, leave: 1, absent: 3, total: 16, annualLeft: 10.5 });
    const cells = [...screen.querySelectorAll('div')].map((cell) => [
      cell.getAttribute('aria-label'),
      cell.firstChild!.textContent,
    ]);
    expect(cells).toEqual([
      ['Present 12', '12'],
      ['Late 0', '0'],
      ['Leave 1', '1'],
      ['Absent 3', '3'],
      ['Total 16', '16'],
    ]);
    expect(screen.querySelector('#annual')!.textContent).toBe('Annual leave: 10.5 days left');
    // The person's tokens are fillFirstPaint's, left as they are.
    expect(screen.querySelector('h1')!.textContent).toBe(FIRST_PAINT_TOKENS.name);
  });
});
