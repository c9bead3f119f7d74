import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { currentLanguage, DEFAULT_LANGUAGE, loadArea } from '../i18n';
import { usePressBeforeStart } from '../lib/first-paint';
import { RootLayout } from './root-layout';
import { routes } from './routes';
import { theme } from './theme';

// The service worker and the offline / new-version notices start once the first screen has loaded.
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

const tree = [{ element: <RootLayout />, children: routes }];
function Screens() {
  return useRoutes(tree);
}

export function App() {
  const loaded = useLoaded();
  useFailureWords(loaded);
  // A tap on the screen index.html drew, made before this app had started, is made again on the app's.
  usePressBeforeStart();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <Screens />
      </BrowserRouter>
      {loaded && (
        <Suspense fallback={null}>
          <AppStatus />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
