import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstScreen } from './app/first-screen';
import { preloadScreen } from './app/routes';
import { currentLanguage, loadLanguage } from './i18n';

/**
 * The screen that opens first: the one index.html asks for with the entry (web/build/app-loader.ts) and,
 * for Login, Home and Live, has drawn already (web/build/first-paint.ts), both by this same function.
 */
function openingScreen(): string | null {
  try {
    return firstScreen(location.pathname, localStorage);
  } catch {
    return null; // no storage (a locked-down browser): the routes load the screen as usual
  }
}

// The chosen language's words are in place before the first paint, so nothing flashes in English;
// and the first screen's code too, so React draws that screen at once — over the one index.html may
// have drawn already (web/build/first-paint.ts) — and not a loading skeleton first. If that load
// fails, the screen's own route tries again and reports it.
const language = currentLanguage();
const opening = openingScreen();
document.documentElement.lang = language;
void Promise.all([loadLanguage(language), opening && preloadScreen(opening).catch(() => undefined)]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React draws the first screen in slices of a few milliseconds between which
  // the phone stays responsive, instead of one long task (issue 15: total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
