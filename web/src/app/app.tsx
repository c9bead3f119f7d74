import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { RootLayout } from './root-layout';
import { routes } from './routes';
import { theme } from './theme';

// The service worker and the offline / new-version notices start once the first screen has loaded.
const AppStatus = lazy(async () => ({ default: (await import('./app-status')).AppStatus }));

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
