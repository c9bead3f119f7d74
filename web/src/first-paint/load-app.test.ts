import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { loadApp, loadFirstScreen, type AppFiles } from './load-app';

const files: AppFiles = {
  entry: '/assets/index-a.js',
  imports: ['/assets/react-b.js', '/assets/mui-c.js'],
  screens: {
    live: ['/assets/live-screen-d.js'],
    inbox: ['/assets/inbox-screen-e.js'],
    home: ['/assets/home-f.js', '/assets/apollo-g.js'],
  },
};

/** What the page has asked for so far: module preloads, then module scripts, in order. */
const asked = () => ({
  preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  ),
  scripts: [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  ),
});

/** A page in the middle of being parsed, as index.html's head script finds it. */
function parsing(visibility: DocumentVisibilityState = 'visible') {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
}

describe("loadApp (index.html's head script that asks for the app's code)", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (document as { readyState?: unknown }).readyState;
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('asks at once, while the page is still parsed, for a screen the page does not draw: the entry, its imports and the screen', () => {
    parsing();
    loadApp(files, 'inbox', document);
    jest.runAllTimers();
    expect(asked()).toEqual({
      preloads: ['/assets/react-b.js', '/assets/mui-c.js', '/assets/inbox-screen-e.js'],
      scripts: ['/assets/index-a.js'],
    });
    const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]')!;
    expect(script.crossOrigin).toBe('');
  });

  it('asks for many files one per task, the entry first, so no one task holds a slow phone up', () => {
    parsing();
    const imports = Array.from({ length: 13 }, (_, index) => `/assets/m${index}.js`);
    loadApp({ ...files, imports }, null, document);
    expect(asked()).toEqual({ preloads: imports.slice(0, 1), scripts: ['/assets/index-a.js'] });
    jest.runOnlyPendingTimers();
    expect(asked().preloads).toEqual(imports.slice(0, 2));
    jest.runAllTimers();
    expect(asked().preloads).toEqual(imports);
  });

  it('asks at once for the entry and its imports alone where no first screen is known', () => {
    parsing();
    loadApp(files, null, document);
    jest.runAllTimers();
    expect(asked()).toEqual({ preloads: ['/assets/react-b.js', '/assets/mui-c.js'], scripts: ['/assets/index-a.js'] });
  });

  it('waits, for a screen the page draws itself, until the page is parsed and a frame with the drawing has been shown', () => {
    parsing();
    loadApp(files, 'live', document);
    expect(asked()).toEqual({ preloads: [], scripts: [] });

    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(1);
    expect(asked()).toEqual({ preloads: [], scripts: [] });

    // The animation frame, then the task after it: the frame with the drawing has been painted.
    jest.advanceTimersToNextFrame();
    jest.runAllTimers();
    expect(asked()).toEqual({
      preloads: ['/assets/react-b.js', '/assets/mui-c.js', '/assets/live-screen-d.js'],
      scripts: ['/assets/index-a.js'],
    });
  });

  it('does not wait for a frame in a tab opened in the background, which paints none until it is shown', () => {
    parsing('hidden');
    loadApp(files, 'live', document);
    expect(asked().scripts).toEqual(['/assets/index-a.js']);
  });

  it.each([
    ['login', ['/assets/home-f.js', '/assets/apollo-g.js']],
    ['live', []],
  ])("on %s, asks for Home's code as a form is sent (Login pressed on the drawing), once: %j", (screen, home) => {
    loadApp(files, screen, document);
    jest.runAllTimers();
    const before = asked().preloads;
    expect(before).not.toContain('/assets/home-f.js');
    document.body.innerHTML = '<form><button>Login</button></form>';
    const form = document.querySelector('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    // In the press's task, all of them.
    expect(asked().preloads).toEqual([...before, ...home]);
    document.body.innerHTML = '';
  });

  it('loads at once, as for any other address, where the browser keeps no storage (no first screen is known)', () => {
    parsing();
    const storage = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    try {
      loadFirstScreen(files);
    } finally {
      storage.mockRestore();
    }
    expect(asked().scripts).toEqual(['/assets/index-a.js']);
  });
});
