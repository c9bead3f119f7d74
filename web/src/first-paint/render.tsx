import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { paths } from '../config/paths';
import { LoginScreen } from '../features/auth/components/login-screen';
import { ClockScreen } from '../features/attendance/components/clock-screen';
import { LiveScreen } from '../features/attendance/components/live-screen';
import { HomeScreen } from '../features/home/components/home-screen';
import { AnnualLeaveLine } from '../features/leave/components/annual-leave-line';
import { AttendanceSummaryDocument, LeaveBalancesDocument } from '../gql/graphql';
import { i18n, LANGUAGES, loadLanguage, type Language } from '../i18n';
import { formatJakarta, jakartaClock, jakartaLongDate } from '../lib/jakarta';
import { sessionStore } from '../lib/session-store';
import { theme } from '../app/theme';
import { FIRST_PAINT_TOKENS, HOME_NUMBER_TOKENS } from './fill';
import type { DrawnScreen } from './first-screen';

/** A browser's storage with nothing in it: the prerender is what a first-time visitor sees. */
class EmptyStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

async function speak(language: Language): Promise<void> {
  globalThis.localStorage ??= new EmptyStorage();
  globalThis.sessionStorage ??= new EmptyStorage();
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** A screen inside the app's theme and a router at `path`, marked as the first paint of `name`. */
const drawn = (name: string, path: string, screen: ReactNode) =>
  renderToString(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <MemoryRouter initialEntries={[path]}>
        {/* The marker the page's script and the app find the drawing by (drawing.ts), until React draws over it. */}
        <div data-first-paint={name}>{screen}</div>
      </MemoryRouter>
    </ThemeProvider>,
  );

/**
 * The Login screen as HTML with its styles (emotion writes them inline when it renders on a
 * server), in `language`: built into index.html (web/build/first-paint-plugin.ts) so a signed-out
 * visitor sees the real screen before the entry's JavaScript has arrived and run (issue 15). The
 * app then draws the same screen over it. Runs in Node at build time only.
 */
export async function renderLoginFirstPaint(language: Language): Promise<string> {
  await speak(language);
  return drawn('login', paths.login.href(), <LoginScreen />);
}

/** Apollo Client whose every query stays loading: the screen as it is before its data arrives. */
const waitingClient = () =>
  new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });

/** Renders with the clock stopped at `instant` (new Date() and Date.now() answer it), so the time-bound words are known. */
function atInstant<T>(instant: Date, render: () => T): T {
  const RealDate = globalThis.Date;
  class StoppedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      super(...((args.length ? args : [instant.getTime()]) as [number]));
    }
    static override now = () => instant.getTime();
  }
  globalThis.Date = StoppedDate as DateConstructor;
  try {
    return render();
  } finally {
    globalThis.Date = RealDate;
  }
}

/** Puts each token in place of the words it stands for, each of which the screen must show once. */
function tokenised(html: string, words: [text: string, token: string][]): string {
  return words.reduce((markup, [text, token]) => {
    if (markup.split(text).length !== 2) throw new Error(`first paint: the screen should show "${text}" once`);
    return markup.replace(text, token);
  }, html);
}

/**
 * A signed-in screen as the person sees it before its data arrives (its skeletons), with tokens
 * where their name and NIK and the time-bound words go (FIRST_PAINT_TOKENS): the page's script
 * fills them in (fill.ts) from what the session store keeps and the clock. Drawn
 * for an employee: a supervisor's or HR admin's entry card on Home comes with the app.
 */
function signedIn(
  name: string,
  path: string,
  screen: ReactNode,
  words: (now: Date) => [string, string][],
  client = waitingClient(),
): string {
  const now = new Date();
  sessionStore.set({ nik: FIRST_PAINT_TOKENS.nik, name: FIRST_PAINT_TOKENS.name, roleId: 1, photoUrl: null });
  try {
    const html = atInstant(now, () => drawn(name, path, <ApolloProvider client={client}>{screen}</ApolloProvider>));
    return tokenised(html, words(now));
  } finally {
    sessionStore.clear();
  }
}

/** Home: the header with the person, the shortcuts, this month's summary loading. */
export async function renderHomeFirstPaint(language: Language): Promise<string> {
  await speak(language);
  return signedIn('home', paths.home.href(), <HomeScreen />, (now) => [
    [formatJakarta(now, 'MMMM yyyy'), FIRST_PAINT_TOKENS.month],
  ]);
}

/**
 * Home as the app draws it just after a sign-in whose answer carried Home's numbers (issue 48: the
 * schema's Session.query, put in Apollo's cache before Home's first render): the summary's counts
 * and the annual leave line drawn, with tokens for the numbers (HOME_NUMBER_TOKENS), the
 * announcements loading. For an employee with nothing waiting (no Inbox badge, no role card) and an
 * annual leave with none pending: the page's script draws it from the sign-in's answer only then
 * (drawn-home.ts), and the app draws the same over it. Marked as Home's drawing (`home`).
 */
export async function renderHomeNumbersFirstPaint(language: Language): Promise<string> {
  await speak(language);
  const client = waitingClient();
  // Numbers as the cache holds them would be numbers; tokens stand in their place (the cache does not check).
  const token = (value: string) => value as unknown as number;
  client.writeQuery({
    query: AttendanceSummaryDocument,
    data: {
      attendanceSummary: {
        __typename: 'AttendanceSummary',
        attend: token(HOME_NUMBER_TOKENS.attend),
        late: token(HOME_NUMBER_TOKENS.late),
        leave: token(HOME_NUMBER_TOKENS.leave),
        absent: token(HOME_NUMBER_TOKENS.absent),
        total: token(HOME_NUMBER_TOKENS.total),
        waiting: 0,
        flagged: 0,
      },
    },
  });
  client.writeQuery({
    query: LeaveBalancesDocument,
    data: {
      leaveBalances: [
        {
          __typename: 'LeaveBalance',
          type: 'Annual',
          kind: 'annual',
          balance: 0,
          pending: 0,
          left: token(HOME_NUMBER_TOKENS.annualLeft),
        },
      ],
    },
  });
  return signedIn(
    'home',
    paths.home.href(),
    <HomeScreen balanceLine={<AnnualLeaveLine />} />,
    (now) => [[formatJakarta(now, 'MMMM yyyy'), FIRST_PAINT_TOKENS.month]],
    client,
  );
}

/** Live: the clock and date on the person's zone, named (ticked by the page), Clock In and Out, this month's log loading. */
export async function renderLiveFirstPaint(language: Language): Promise<string> {
  await speak(language);
  return signedIn('live', paths.live.href(), <LiveScreen />, (now) => [
    [jakartaClock(now), FIRST_PAINT_TOKENS.clock],
    [jakartaLongDate(now), FIRST_PAINT_TOKENS.longDate],
    // The zone's name as the drawing's session (none kept: Jakarta's) gives it; the page writes the person's.
    ['>WIB<', `>${FIRST_PAINT_TOKENS.zone}<`],
    [formatJakarta(now, 'MMMM yyyy'), FIRST_PAINT_TOKENS.month],
  ]);
}

/** The clock screen at `path` (Clock In or Clock Out, as the route decides), drawn as `name`. */
const clockScreen = (name: string, path: string) => async (language: Language) => {
  await speak(language);
  return signedIn(name, path, <ClockScreen />, () => []);
};

/**
 * Clock In and Clock Out: the position being found, the work locations loading, the selfie's camera
 * not yet open, Submit. Nothing in them is the person's or the time's, so the page fills nothing in.
 */
export const renderClockInFirstPaint = clockScreen('clockin', paths.clockin.href());
export const renderClockOutFirstPaint = clockScreen('clockout', paths.clockout.href());

/** What the build draws into index.html (web/build/first-paint-plugin.ts): each screen, in each language. */
export const drawnScreens: Record<DrawnScreen | 'home-numbers', (language: Language) => Promise<string>> = {
  login: renderLoginFirstPaint,
  home: renderHomeFirstPaint,
  // Not a first screen: the Home a sign-in on the drawn Login turns into (drawn-home.ts).
  'home-numbers': renderHomeNumbersFirstPaint,
  live: renderLiveFirstPaint,
  clockin: renderClockInFirstPaint,
  clockout: renderClockOutFirstPaint,
};

export const drawnLanguages: readonly Language[] = LANGUAGES;
