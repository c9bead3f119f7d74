import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/routes';
import { currentLanguage, loadLanguage } from './i18n';
import { firstPaintRoute } from './lib/first-paint';

// The chosen language's words are in place before the first paint, so nothing flashes in English;
// and where index.html has drawn a screen already (web/build/first-paint.ts), that screen's code
// too, so React replaces it with itself and not with a loading skeleton (if
// that load fails, the screen's own route tries again and reports it).
const language = currentLanguage();
const drawn = firstPaintRoute();
document.documentElement.lang = language;
void Promise.all([loadLanguage(language), drawn && preloadScreen(drawn).catch(() => undefined)]).then(() => {
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
