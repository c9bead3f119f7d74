import { openingLanguage } from '../i18n/opening-language';
import { buttonName } from './drawing';
import { startClockEarly } from './early-clock';
import { drawHomeAfterSignIn } from './drawn-home';
import { startHomeEarly } from './early-home';
import { startLoginEarly } from './early-login';
import { fillFirstPaint } from './fill';
import { FILLED_SCREENS, firstScreen, isDrawn, SIGNED_IN_KEY } from './first-screen';
import { drawnScreen } from './shared-styles';

/** What only the build knows: where the gateway is, and the app's operations as the app prints them. */
export interface PageConfig {
  graphqlUrl: string;
  /** The Login mutation (early-login.ts). */
  login: string;
  /** The work locations' query, with its __typename fields for Apollo's cache (early-clock.ts). */
  workLocations: string;
  /** Home's numbers, the sign-in's `query { … }` as a query, with its __typename fields (early-home.ts). */
  home: string;
}

/**
 * index.html's script at the end of its body (web/build/first-paint-plugin.ts bundles this module
 * into it): shows the drawing of the screen that will open first (firstScreen), in the language the
 * app will open in, before any of the app's JavaScript has arrived. A signed-in screen gets the
 * person and the time (fill.ts), ticked every second until the app has drawn over it. What the
 * person does on the drawing meanwhile is held or noted on it for the app (README.md, use-first-paint.ts),
 * and the work the screen would start only once the app had arrived starts now (early-*.ts). Draws
 * nothing where anything fails (no storage, nobody signed in): the app then draws as usual.
 */
export function drawFirstPaint(config: PageConfig): void {
  try {
    const name = firstScreen(location.pathname, localStorage);
    if (!isDrawn(name)) return;
    const language = openingLanguage();
    const screen = drawnScreen(document, `${name}-${language}`)!;
    const tick = FILLED_SCREENS.includes(name)
      ? fillFirstPaint(screen, localStorage.getItem(SIGNED_IN_KEY), language, new Date())
      : null;
    screen.querySelectorAll('form').forEach(holdBack);
    screen.querySelectorAll<HTMLElement>('[data-random-background]').forEach(chooseBackground);
    const drawing = screen.querySelector<HTMLElement>('[data-first-paint]');
    if (drawing) notePresses(drawing);
    document.documentElement.lang = language;
    document.getElementById('root')!.appendChild(screen);
    startClockEarly(name, { graphqlUrl: config.graphqlUrl, query: config.workLocations });
    startLoginEarly(name, {
      graphqlUrl: config.graphqlUrl,
      query: config.login,
      // Home drawn from the sign-in's answer, as the app will draw it (drawn-home.ts).
      afterReply: (reply, sentAt) => drawHomeAfterSignIn(reply, sentAt, language, notePresses),
    });
    startHomeEarly(name, { graphqlUrl: config.graphqlUrl, query: config.home });
    // The drawn clock keeps time until the app has drawn over it.
    if (tick && drawing) {
      const timer = setInterval(() => (drawing.isConnected ? tick(new Date()) : clearInterval(timer)), 1000);
    }
  } catch {
    // Nothing drawn, or nothing more: the app draws the screen when it has arrived.
  }
}

/**
 * A form sent before the app has started would go out as a plain GET, its fields in the address: it
 * is held back and marked with when (`data-sent`, the page's clock), and the app sends it when it takes
 * over. The screen's loader (`data-first-paint-busy`: the app's own, drawn hidden) shows at once.
 */
function holdBack(form: HTMLFormElement): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.setAttribute('data-sent', String(performance.now()));
    const busy = form.closest('[data-first-paint]')?.querySelector<HTMLElement>('[data-first-paint-busy]');
    if (busy) {
      busy.style.opacity = '1';
      busy.style.visibility = 'visible';
    }
  });
}

/** A background the app chooses at random per visit is chosen here too, among the same (drawing.ts randomOnFirstPaint). */
function chooseBackground(element: HTMLElement): void {
  const choices = JSON.parse(element.getAttribute('data-random-background')!) as string[];
  const chosen = choices[Math.floor(Math.random() * choices.length)];
  element.style.backgroundImage = `url("${chosen}")`;
  element.setAttribute('data-background', chosen);
}

/** Notes on the drawing what the app must do again when it takes over (useFirstPaint). */
function notePresses(drawing: HTMLElement): void {
  drawing.addEventListener('click', (event) => {
    const target = event.target as Element;
    // A language chosen (a button's data-language), for the app to apply.
    const chosen = target.closest('[data-language]');
    if (chosen) drawing.setAttribute('data-chosen-language', chosen.getAttribute('data-language')!);
    // Another button pressed (Clock In, Request; not a form's), by its name, for the app to press again.
    const pressed = target.closest('button');
    if (pressed && !chosen && !pressed.closest('form')) drawing.setAttribute('data-pressed', buttonName(pressed));
  });
  // The field last in use, for the app to put the caret back.
  drawing.addEventListener('focusin', (event) =>
    drawing.setAttribute('data-focused', (event.target as HTMLInputElement).name || ''),
  );
  // A button held down (any, a form's too), by its name: a press whose release comes after the app has
  // drawn over the screen has no click, its down and up being on two different buttons; the app presses
  // its own on the release. Released here, the click came.
  drawing.addEventListener('pointerdown', (event) => {
    const down = (event.target as Element).closest('button');
    if (down) drawing.setAttribute('data-pointer-down', buttonName(down));
  });
  const up = () => drawing.removeAttribute('data-pointer-down');
  drawing.addEventListener('pointerup', up);
  drawing.addEventListener('pointercancel', up);
}
