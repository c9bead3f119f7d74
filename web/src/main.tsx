import { startTransition, StrictMode } from 'react';
import { appDraws } from './first-paint/drawing';
import { takeEarlyHome } from './first-paint/early-home';
import { firstScreen } from './first-paint/first-screen';
import { keepSignInHome } from './lib/sign-in-home';

/**
 * The screen that opens first: the one index.html asks for with the entry (web/build/app-loader.ts) and,
 * for the screens it draws, has drawn already (first-paint/), all by this same function.
 */
function openingScreen(): string | null {
  try {
    return firstScreen(location.pathname, localStorage);
  } catch {
    return null; // no storage (a locked-down browser): the routes load the screen as usual
  }
}

/**
 * A signed-in Home's numbers, as index.html's script asked for them while the app downloaded
 * (first-paint/early-home.ts), kept for Apollo's cache as a sign-in's are (lib/sign-in-home.ts): React's
 * first render then draws Home with them, in slices, instead of the app asking once it has rendered and
 * drawing them again in a render the phone cannot break up as each answer comes (issue 48: `/`'s total
 * blocking time). Not answered within a few seconds more, the app asks as usual.
 */
const EARLY_HOME_WAIT_MS = 3000;
const keepEarlyHome = async () =>
  keepSignInHome((await takeEarlyHome(EARLY_HOME_WAIT_MS)) as Parameters<typeof keepSignInHome>[0]);

/** Lets the browser paint and take input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's modules are run in four tasks — the words, React's renderer, the theme and MUI, the app — instead of one:
 * run at once they made a task of about 45 ms here, four times that on a slow phone, just after the
 * drawn first screen (issue 15: total blocking time). index.html has asked for all of them already.
 */
async function start() {
  const opening = openingScreen();
  const { currentLanguage, loadLanguage } = await import('./i18n');
  // The chosen language's words are in place before the first paint, so nothing flashes in English.
  const language = currentLanguage();
  document.documentElement.lang = language;
  const words = loadLanguage(language);
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  // The theme and the MUI parts the first screens use (vite.config.ts's 'ui' step).
  await import('./app/theme');
  await nextTask();
  const [{ App }, { preloadScreen }, { signedInEarly }] = await Promise.all([
    import('./app/app'),
    import('./app/routes'),
    import('./features/auth/lib/signed-in-early'),
  ]);
  // Login pressed on the drawn form, and its sign-in answered with the person: React's first screen
  // is Home, not a Login screen that would only take the reply over to leave for Home (issue 31).
  // (Home when the page has drawn Home from that answer already and kept the person: drawn-home.ts.)
  const early = (opening === 'login' || opening === 'home') && (await words.then(signedInEarly));
  // What the page has drawn is the app's from now on: the page draws no Home from a later press (drawn-home.ts).
  appDraws();
  const screen = early ? 'home' : opening;
  // The first screen's code too, so React draws that screen at once — over the one index.html may
  // have drawn already — and not a loading skeleton first. If that load fails, the screen's own
  // route tries again and reports it.
  await Promise.all([
    words,
    screen && preloadScreen(screen).catch(() => undefined),
    screen === 'home' && !early && keepEarlyHome(),
  ]);
  // For the bench (scripts/bench/felt.ts lists the sign-in's marks).
  performance.mark('hadir:first-render');
  const root = createRoot(document.getElementById('root')!);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Home after a sign-in the drawing sent: drawn in one task, under the drawing and its loader, which
  // cover the page until it is there (signed-in-early.ts): nothing to respond to meanwhile, and in
  // slices it came later (between them a slow phone also paints the loader's spinner).
  if (early === 'covered') root.render(app);
  // Otherwise (Home drawn by the page from the sign-in's answer too) as a transition, React draws the
  // first screen in slices of a few milliseconds between which the phone stays responsive, instead of
  // one long task (issue 15: total blocking time).
  else startTransition(() => root.render(app));
}

void start();
