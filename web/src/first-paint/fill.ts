import { displayName } from '../lib/display-name';
import { indonesianZone, jakartaWallClock } from '../lib/jakarta-wall-clock';

/**
 * What a signed-in screen drawn at build time (render.tsx) leaves for the page to fill in: each
 * stands where the person's or today's words go. Private-use characters, so no real text is ever
 * taken for one. The placeholder name's display name (lib/display-name.ts) is the name token itself
 * and its initial the initial token, so Home's header and avatar each get their own.
 */
export const FIRST_PAINT_TOKENS = {
  name: '\uE000\uE003',
  initial: '\uE000',
  nik: '\uE001',
  month: '\uE002',
  clock: '\uE004',
  longDate: '\uE005',
  zone: '\uE006',
} as const;

/**
 * Where Home's numbers go in the Home drawn "with its numbers" (render.tsx's `home-numbers`): the
 * month's five counts and the annual leave left, filled from a sign-in's answer (drawn-home.ts).
 */
export const HOME_NUMBER_TOKENS = {
  attend: '\uE007',
  late: '\uE008',
  leave: '\uE009',
  absent: '\uE00A',
  total: '\uE00B',
  annualLeft: '\uE00C',
} as const;

export type HomeNumbers = Record<keyof typeof HOME_NUMBER_TOKENS, number>;

/**
 * Writes Home's numbers in place of their tokens, in the words (text) and the names (aria-label) of
 * the drawing, as React writes a number: String(value).
 */
export function fillHomeNumbers(screen: ParentNode, numbers: HomeNumbers): void {
  const values = Object.entries(HOME_NUMBER_TOKENS).map(
    ([key, token]) => [token, String(numbers[key as keyof HomeNumbers])] as const,
  );
  const filled = (text: string) => values.reduce((done, [token, value]) => done.split(token).join(value), text);
  const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (values.some(([token]) => text.includes(token))) node.nodeValue = filled(text);
  }
  screen.querySelectorAll('[aria-label]').forEach((element) => {
    const label = element.getAttribute('aria-label')!;
    if (values.some(([token]) => label.includes(token))) element.setAttribute('aria-label', filled(label));
  });
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Fills the drawn screen's tokens with the signed-in person (as the session store keeps them:
 * `hadir.user`) and the Jakarta time `now`, as the app's screen will show them: the same display
 * name and NIK; the month as 'MMMM yyyy', the clock as 'HH:mm:ss' and the date as 'EEEE, dd-MM-yyyy'
 * (lib/jakarta.ts) in the language, through lib/jakarta-wall-clock.ts (no Intl: its first date
 * format costs ~120 ms on a slow phone). Answers a function that draws the time-bound words again
 * for another instant (the page ticks the drawn clock with it until the app takes over). Runs in
 * the page before any of the app's JavaScript (page-script.ts). Throws when nobody is signed in
 * (the page then draws nothing).
 */
export function fillFirstPaint(
  screen: ParentNode,
  stored: string | null,
  language: string,
  now: Date,
): (at: Date) => void {
  const user = JSON.parse(stored ?? 'null') as { name?: unknown; nik?: unknown; timeZone?: unknown } | null;
  if (!user || typeof user.name !== 'string' || typeof user.nik !== 'string') throw new Error('no one is signed in');
  const name = displayName(user.name);
  const nik = user.nik;
  // The clock and its date on the person's zone, named (issue 45); the month stays Jakarta's, as the app's.
  const zone = indonesianZone(user.timeZone);
  const valuesAt = (at: Date): [string, string][] => {
    const wall = jakartaWallClock(at, language);
    const own = jakartaWallClock(at, language, zone.offset);
    return [
      [FIRST_PAINT_TOKENS.name, name],
      [FIRST_PAINT_TOKENS.initial, name.charAt(0)],
      [FIRST_PAINT_TOKENS.nik, nik],
      [FIRST_PAINT_TOKENS.month, `${wall.monthName} ${wall.year}`],
      [FIRST_PAINT_TOKENS.clock, `${pad(own.hour)}:${pad(own.minute)}:${pad(own.second)}`],
      [FIRST_PAINT_TOKENS.longDate, `${own.weekdayName}, ${pad(own.day)}-${pad(own.month)}-${own.year}`],
      [FIRST_PAINT_TOKENS.zone, zone.name],
    ];
  };
  const tokens = Object.values(FIRST_PAINT_TOKENS);
  const tokenised: { node: Node; text: string }[] = [];
  const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (tokens.some((token) => text.includes(token))) tokenised.push({ node, text });
  }
  const times = screen.querySelectorAll('time');
  const draw = (at: Date) => {
    const values = valuesAt(at);
    for (const { node, text } of tokenised) {
      let filled = text;
      for (const [token, value] of values) filled = filled.split(token).join(value);
      if (node.nodeValue !== filled) node.nodeValue = filled;
    }
    times.forEach((time) => time.setAttribute('datetime', at.toISOString()));
  };
  draw(now);
  return draw;
}
