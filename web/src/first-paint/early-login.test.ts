import { afterEach, describe, expect, it } from '@jest/globals';
import { startLoginEarly, takeEarlyLogin } from './early-login';

// The sign-in index.html's script sends when Login is pressed on the drawn form (issue 31), and its
// handing over to the app. jsdom has no network: a fetch that notes what it was asked stands in for
// the browser's (first-paint.spec.ts presses the drawn Login in a real one).

const QUERY = 'mutation Login($nik: String!, $password: String!) { login(nik: $nik, password: $password) { message } }';
const REPLY = { data: { login: { message: 'Login success' } } };

function drawnLogin(nik: string, password: string): { form: HTMLFormElement; asked: { url: string; body: unknown }[] } {
  document.body.innerHTML = `<div id="root"><div data-first-paint="login"><form><input name="nik"><input name="password" type="password"><button>Login</button></form></div></div>`;
  const form = document.querySelector('form')!;
  form.querySelector<HTMLInputElement>('input[name="nik"]')!.value = nik;
  form.querySelector<HTMLInputElement>('input[name="password"]')!.value = password;
  // As the page's own listener does (page-script.ts): the form is held back (a plain GET would put the password in the address).
  form.addEventListener('submit', (event) => event.preventDefault());
  const asked: { url: string; body: unknown }[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    asked.push({ url, body: JSON.parse(String(init.body)) });
    return { json: async () => REPLY };
  }) as unknown as typeof fetch;
  return { form, asked };
}

const press = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { cancelable: true }));

const realFetch = globalThis.fetch;
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__hadirLoginSent;
  globalThis.fetch = realFetch;
  document.body.innerHTML = '';
});

describe("Login's early sign-in", () => {
  it.each([
    ['login', '10001', 'Hadir#2026', [{ nik: '10001', password: 'Hadir#2026' }]],
    ['login', ' 10-001 ', 'Hadir#2026', [{ nik: '10001', password: 'Hadir#2026' }]],
    ['login', '', 'Hadir#2026', []],
    ['login', '10001', '', []],
    ['home', '10001', 'Hadir#2026', []],
  ])('on the drawing of %s with NIK "%s" and password "%s" sends %j', (screen, nik, password, sent) => {
    const { form, asked } = drawnLogin(nik, password);
    startLoginEarly(screen, { graphqlUrl: '/graphql', query: QUERY });
    press(form);
    expect(asked).toEqual(sent.map((variables) => ({ url: '/graphql', body: { query: QUERY, variables } })));
  });

  it('sends once however often Login is pressed, and hands the reply over once, to the same variables only', async () => {
    const { form, asked } = drawnLogin('10001', 'Hadir#2026');
    startLoginEarly('login', { graphqlUrl: '/graphql', query: QUERY });
    press(form);
    press(form);
    expect(asked).toHaveLength(1);
    // Nothing of the password is kept beside the reply.
    const kept = (window as unknown as Record<string, unknown>).__hadirLoginSent as object;
    expect(Object.keys(kept).sort()).toEqual(['home', 'nik', 'reply', 'sentAt']);
    expect(JSON.stringify(kept)).not.toContain('Hadir#2026');
    expect(takeEarlyLogin({ nik: '10002' })).toBeNull();
    // Set aside by the first ask: a later sign-in on this page is the app's own.
    expect(takeEarlyLogin({ nik: '10001' })).toBeNull();
  });

  it('hands the reply over to the app that would send the same', async () => {
    const { form } = drawnLogin('10001', 'Hadir#2026');
    startLoginEarly('login', { graphqlUrl: '/graphql', query: QUERY });
    press(form);
    await expect(takeEarlyLogin({ nik: '10001' })).resolves.toEqual(REPLY);
    expect(takeEarlyLogin({ nik: '10001' })).toBeNull();
  });

  it("gives the reply to the page's own next step (drawn-home.ts) with the time of the press, and keeps its answer", async () => {
    const { form } = drawnLogin('10001', 'Hadir#2026');
    const given: [unknown, number][] = [];
    const before = performance.now();
    startLoginEarly('login', {
      graphqlUrl: '/graphql',
      query: QUERY,
      afterReply: async (reply, sentAt) => (given.push([reply, sentAt]), true),
    });
    press(form);
    const sent = (window as unknown as { __hadirLoginSent: { home: Promise<boolean>; sentAt: number } })
      .__hadirLoginSent;
    await expect(sent.home).resolves.toBe(true);
    expect(given).toEqual([[REPLY, sent.sentAt]]);
    expect(sent.sentAt).toBeGreaterThanOrEqual(before);
  });

  it('answers null when no reply came (no network)', async () => {
    const { form } = drawnLogin('10001', 'Hadir#2026');
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    startLoginEarly('login', { graphqlUrl: '/graphql', query: QUERY });
    press(form);
    await expect(takeEarlyLogin({ nik: '10001' })).resolves.toBeNull();
  });
});
