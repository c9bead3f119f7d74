import { appIsDrawing } from './drawing';
import { fillFirstPaint, fillHomeNumbers, type HomeNumbers } from './fill';
import { SIGNED_IN_KEY } from './first-screen';
import { drawnScreen } from './shared-styles';

/**
 * Home drawn by index.html's own script from a sign-in's answer (issue 48): Login pressed on the drawn
 * form, its sign-in sent at once (early-login.ts), and its answer carries the person and Home's numbers
 * (the schema's Session.query). Waiting for the app's code before Home could show (~165 KB on a slow
 * line, then React's render) is what kept the press from Home; now the page draws the Home the app will
 * draw — the build's `home-numbers` drawing (render.tsx), the person and the numbers filled in — as soon
 * as the answer is in and the loader's second is over, and the app draws the same pixels over it when
 * it has started (features/auth/lib/signed-in-early.ts). Only where that Home is the app's pixel for
 * pixel: otherwise (a supervisor's or HR admin's card, an Inbox badge, a photo, leave pending, no
 * annual leave, any doubt) nothing is drawn and the app opens Home as before.
 */

/** The sign-in's loader shows for at least a second from the press (rules §9), however fast the reply. */
export const LOADER_MS = 1000;

/** Set (sessionStorage) when a language was picked on Login before the person was known (signed-in-language.ts). */
export const CHOSEN_BEFORE_LOGIN = 'hadir.language-chosen-before-login';

/** The roles whose Home is the drawn one: an employee's (a supervisor and an HR admin get a card more). */
const EMPLOYEE_ROLE = 1;

interface SignedInUser {
  nik: string;
  name: string;
  roleId: number;
  photoUrl: string | null;
  language?: string | null;
  timeZone?: string | null;
}

interface Count {
  attend: number;
  late: number;
  leave: number;
  absent: number;
  total: number;
  waiting: number;
}

interface Balance {
  kind: string;
  pending: number;
  left: number;
}

/** What the drawn Home is drawn from: the person as the session store keeps them, and the numbers. */
export interface DrawnHome {
  user: SignedInUser;
  numbers: HomeNumbers;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A sign-in's reply (data or errors, as sent) read for the drawn Home: the person and Home's numbers,
 * or null where the app's first Home would not be the drawn one.
 */
export function drawnHomeOf(reply: unknown): DrawnHome | null {
  const { data, errors } = (reply ?? {}) as { data?: { login?: unknown } | null; errors?: unknown[] };
  if (errors?.length || !data?.login) return null;
  const { user, query } = data.login as {
    user?: SignedInUser;
    query?: { attendanceSummary?: Count; leaveBalances?: Balance[] };
  };
  if (!user || typeof user.nik !== 'string' || typeof user.name !== 'string') return null;
  // A supervisor's or HR admin's card (RoleEntrySlot), and a photo instead of the initial: not drawn.
  if (user.roleId !== EMPLOYEE_ROLE || user.photoUrl) return null;
  const summary = query?.attendanceSummary;
  const counts = summary && [summary.attend, summary.late, summary.leave, summary.absent, summary.total];
  // The Inbox's badge (waiting > 0) is not drawn.
  if (!summary || !counts!.every(isNumber) || summary.waiting !== 0) return null;
  // The annual leave line as drawn: the first annual balance (AnnualLeaveLine), with nothing pending.
  const annual = query?.leaveBalances?.find((row) => row.kind === 'annual');
  if (!annual || annual.pending !== 0 || !isNumber(annual.left)) return null;
  return {
    user,
    numbers: {
      attend: summary.attend,
      late: summary.late,
      leave: summary.leave,
      absent: summary.absent,
      total: summary.total,
      annualLeft: annual.left,
    },
  };
}

/**
 * The language the app will show Home in after this sign-in, as it settles it (signed-in-early.ts,
 * signed-in-language.ts): a language pressed on the drawing before the press; else, where one was
 * chosen on Login before (this tab), the one the page opened in; else the person's saved language,
 * or the one the page opened in when they have none.
 */
export function homeLanguage(
  opening: string,
  chosenOnDrawing: string | null,
  saved: string | null | undefined,
  chosenBefore: boolean,
): string {
  if (chosenOnDrawing && chosenOnDrawing !== opening) return chosenOnDrawing;
  if (chosenBefore) return opening;
  return saved || opening;
}

const chosenBeforeLogin = () => {
  try {
    return sessionStorage.getItem(CHOSEN_BEFORE_LOGIN) === '1';
  } catch {
    return false;
  }
};

/**
 * Runs in the page when the drawn Login's sign-in has answered (early-login.ts): draws Home in place
 * of the drawn Login (its loader with it) once the loader's second from `sentAt` is over, makes `/`
 * the address and keeps the person as the session store would (so that a reload, or a link followed
 * on the drawn Home, finds them signed in). `prepare` readies the drawing as the page readies any
 * (page-script.ts: presses noted for the app). Answers whether Home was drawn; false at once where it
 * will not be (drawnHomeOf), and when by then the drawn Login is no longer on screen or the app has
 * started drawing (drawing.ts appDraws).
 */
export function drawHomeAfterSignIn(
  reply: unknown,
  sentAt: number,
  opening: string,
  prepare: (drawing: HTMLElement) => void,
): Promise<boolean> {
  try {
    const home = drawnHomeOf(reply);
    const login = document.querySelector('#root [data-first-paint="login"]');
    if (!home || !login) return Promise.resolve(false);
    const chosen = login.getAttribute('data-chosen-language');
    const language = homeLanguage(opening, chosen, home.user.language, chosenBeforeLogin());
    const screen = drawnScreen(document, `home-numbers-${language}`);
    if (!screen) return Promise.resolve(false);
    const { nik, name, roleId, photoUrl, timeZone } = home.user;
    // As lib/session-store.ts keeps the person.
    const kept = JSON.stringify({ nik, name, roleId, photoUrl, ...(timeZone ? { timeZone } : {}) });
    fillFirstPaint(screen, kept, language, new Date());
    fillHomeNumbers(screen, home.numbers);
    const drawing = screen.querySelector<HTMLElement>('[data-first-paint]');
    if (!drawing) return Promise.resolve(false);
    // The language pressed on Login, for the app to apply as it would have from Login's drawing (signed-in-early.ts).
    if (chosen) drawing.setAttribute('data-chosen-language', chosen);
    prepare(drawing);
    return new Promise((resolve) => {
      const draw = () => {
        try {
          // The app started meanwhile (a press after its start: its Login screen takes the reply over).
          if (!login.isConnected || appIsDrawing()) return resolve(false);
          localStorage.setItem(SIGNED_IN_KEY, kept);
          document.documentElement.lang = language;
          document.getElementById('root')!.replaceChildren(screen);
          window.history.replaceState(window.history.state, '', '/');
          // For the bench (scripts/bench/felt.ts lists the sign-in's marks).
          performance.mark?.('hadir:home-drawn');
          resolve(true);
        } catch {
          resolve(false);
        }
      };
      setTimeout(draw, Math.max(0, LOADER_MS - (performance.now() - sentAt)));
    });
  } catch {
    return Promise.resolve(false);
  }
}
