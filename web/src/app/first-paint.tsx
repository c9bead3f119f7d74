import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { paths } from '../config/paths';
import { LoginScreen } from '../features/auth/components/login-screen';
import { i18n, loadLanguage, type Language } from '../i18n';
import { theme } from './theme';

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

/**
 * The Login screen as HTML with its styles (emotion writes them inline when it renders on a
 * server), in `language`: built into index.html (web/build/first-paint.ts) so a signed-out
 * visitor sees the real screen before the entry's JavaScript has arrived and run (issue 15). The
 * app then draws the same screen over it. Runs in Node at build time only.
 */
export async function renderLoginFirstPaint(language: Language): Promise<string> {
  globalThis.localStorage ??= new EmptyStorage();
  globalThis.sessionStorage ??= new EmptyStorage();
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  return renderToString(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <MemoryRouter initialEntries={[paths.login.href()]}>
        {/* The marker lib/first-paint.ts finds it by, until React draws over it. */}
        <div data-first-paint="login">
          <LoginScreen />
        </div>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
