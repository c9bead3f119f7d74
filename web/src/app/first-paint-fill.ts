import type { jakartaWallClock } from '../lib/jakarta-wall-clock';

/**
 * What a signed-in screen drawn at build time (app/first-paint.tsx) leaves for the page to fill in:
 * each stands where the person's or today's words go. Private-use characters, so no real text is
 * ever taken for one. The placeholder name's display name (lib/display-name.ts) is the name token
 * itself and its initial the initial token, so Home's header and avatar each get their own.
 */
export const FIRST_PAINT_TOKENS = {
  name: '\uE000\uE003',
  initial: '\uE000',
  nik: '\uE001',
  month: '\uE002',
  clock: '\uE004',
  longDate: '\uE005',
} as const;

export type FirstPaintTokens = typeof FIRST_PAINT_TOKENS;

/**
 * Fills the drawn screen's tokens with the signed-in person (as the session store keeps them:
 * `hadir.user`) and the Jakarta time `now`, as the app's screen will show them: the same display
 * name and NIK; the month as 'MMMM yyyy', the clock as 'HH:mm:ss' and the date as 'EEEE, dd-MM-yyyy'
 * (lib/jakarta.ts) in the language, through the same `wallClock` (lib/jakarta-wall-clock.ts), whose
 * source is copied in as `displayName`'s is. Answers a function that draws the
 * time-bound words again for another instant (the page ticks the drawn clock with it until the app
 * takes over). Runs in the page before any of the app's JavaScript, copied in by
 * web/build/first-paint.ts: self-contained, it uses nothing from outside but its arguments.
 * Throws when nobody is signed in (the page then draws nothing).
 */
export const fillFirstPaint = function (
  screen: ParentNode,
  stored: string | null,
  language: string,
  displayName: (fullName: string) => string,
  wallClock: typeof jakartaWallClock,
  tokens: FirstPaintTokens,
  now: Date,
): (at: Date) => void {
  const user = JSON.parse(stored ?? 'null') as { name?: unknown; nik?: unknown } | null;
  if (!user || typeof user.name !== 'string' || typeof user.nik !== 'string') throw new Error('no one is signed in');
  const name = displayName(user.name);
  const pad = (value: number) => String(value).padStart(2, '0');
  const valuesAt = (at: Date): [string, string][] => {
    // Without Intl, whose first date format costs ~120 ms on a slow phone (lib/jakarta-wall-clock.ts).
    const wall = wallClock(at, language);
    const date = `${pad(wall.day)}-${pad(wall.month)}-${wall.year}`;
    return [
      [tokens.name, name],
      [tokens.initial, name.charAt(0)],
      [tokens.nik, user.nik as string],
      [tokens.month, `${wall.monthName} ${wall.year}`],
      [tokens.clock, `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`],
      [tokens.longDate, `${wall.weekdayName}, ${date}`],
    ];
  };
  const allTokens = Object.values(tokens);
  const tokenised: { node: Node; text: string }[] = [];
  const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (allTokens.some((token) => text.includes(token))) tokenised.push({ node, text });
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
};
