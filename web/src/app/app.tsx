import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { currentLanguage, DEFAULT_LANGUAGE, loadArea } from '../i18n';
import { LoadBoundary } from '../components/load-boundary';
import { useFirstPaint } from '../first-paint/use-first-paint';
import { drawWithoutMissingStyles } from '../lib/load-failure-kind';
import { whenPersonIdle } from '../lib/when-person-idle';
import { RootLayout } from './root-layout';
import { preloadScreen, routes } from './routes';
import { theme } from './theme';

// The offline and new-version notices start once the first screen has loaded and drawn; the service worker
// on a first visit (and so its background precache) once the person has then left the screen alone.
const AppStatus = lazy(async () => ({ default: (await import('./app-status')).AppStatus }));

/**
 * Once the first screen has loaded, in a language other than English: the api's refusals beyond
 * the spec's. In English the api's own words are shown as sent, so English pages never fetch them.
 */
function useFailureWords(loaded: boolean) {
  useEffect(() => {
    if (loaded && currentLanguage() !== DEFAULT_LANGUAGE) void loadArea('failures');
  }, [loaded]);
}

function useLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/**
 * Once the page has loaded and then the browser has had nothing to do: the first screen is drawn. The
 * notices' code is fetched only then, so on a slow phone it is neither a request nor a render in the
 * middle of a sign-in (issue 48: it was a third round trip between the Login press and Home).
 */
function useIdleAfterLoad(loaded: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!loaded || idle) return;
    if (typeof window.requestIdleCallback !== 'function') return setIdle(true);
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, [loaded, idle]);
  return idle;
}

/**
 * When the service worker may register: on a first visit (no worker controls the page yet, so
 * registering starts the background precache of the whole app) once the page has loaded and the
 * person has then left it alone (issue 31); under a worker already, once loaded (it only looks for
 * a new version).
 */
function useWorkerMayRegister(loaded: boolean): boolean {
  const [firstVisit] = useState(() => typeof navigator !== 'undefined' && !navigator.serviceWorker?.controller);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (loaded && firstVisit && !idle) return whenPersonIdle(() => setIdle(true));
  }, [loaded, firstVisit, idle]);
  return loaded && (!firstVisit || idle);
}

/**
 * The person's first keystroke (a NIK typed on Login) fetches Home's code and Apollo Client while
 * they go on typing, so a press of Login then waits for the sign-in only, not for a second round of
 * downloads after it (issue 31: 0.9 s of the 150 ms profile's press → Home). Elsewhere Home's code
 * is usually loaded already, and fetching it is harmless. Typed into index.html's drawn form before
 * the app had started (a slow phone: the keystroke came before this listener), at once as the app
 * starts: the sign-in that may already be on its way, and its loader's second, then cover the download.
 */
function usePreloadHomeOnFirstInput(typedBeforeStart: boolean) {
  useEffect(() => {
    const preload = () => void preloadScreen('home').catch(() => undefined);
    if (typedBeforeStart) return preload();
    window.addEventListener('input', preload, { once: true, capture: true });
    return () => window.removeEventListener('input', preload, true);
  }, [typedBeforeStart]);
}

const tree = [{ element: <RootLayout />, children: routes }];
function Screens() {
  return useRoutes(tree);
}

export function App() {
  useEffect(drawWithoutMissingStyles, []);
  const loaded = useLoaded();
  const workerMayRegister = useWorkerMayRegister(loaded);
  const settled = useIdleAfterLoad(loaded);
  // A tap on the screen index.html drew, made before this app had started, is made again on the app's.
  const { typedInForm } = useFirstPaint([], { pressAgain: true });
  usePreloadHomeOnFirstInput(typedInForm);
  useFailureWords(loaded);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <Screens />
      </BrowserRouter>
      {settled && (
        // The notices are extras: where their code cannot be had (offline before it was fetched), the screen goes on without them.
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <AppStatus registerWorker={workerMayRegister} />
          </Suspense>
        </LoadBoundary>
      )}
    </ThemeProvider>
  );
}
