import { describe, expect, it, jest } from '@jest/globals';
import { notificationOf, openScreen, type AppWindow } from './push-handlers';

const ORIGIN = 'https://hadir.example';

describe('notificationOf', () => {
  it("shows the api's push: its title, body and tag, the bundled icon, and keeps its id and path for the tap", () => {
    const text = JSON.stringify({
      id: 41,
      title: 'A request waits for you',
      body: 'Ade filed leave 01-12-2026',
      url: '/inbox/7',
      tag: 'inbox-7',
    });
    expect(notificationOf(text)).toEqual({
      title: 'A request waits for you',
      options: {
        body: 'Ade filed leave 01-12-2026',
        tag: 'inbox-7',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { id: 41, url: '/inbox/7' },
      },
    });
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example'],
    ['no path', undefined],
  ])('opens Home for a payload naming %s', (_what, url) => {
    expect(notificationOf(JSON.stringify({ id: 1, title: 'T', body: 'B', url, tag: 't' })).options.data.url).toBe('/');
  });

  it('still says something for a push that is plain text, or empty', () => {
    expect(notificationOf('hello')).toMatchObject({ title: 'Hadir', options: { body: 'hello', data: { id: null } } });
    expect(notificationOf(null)).toMatchObject({ title: 'Hadir', options: { body: '' } });
  });
});

const appWindow = (url: string) => {
  const window: AppWindow & { navigated: string[] } = {
    url,
    navigated: [],
    focus: jest.fn(async () => window),
    navigate: jest.fn(async (to: string) => {
      window.navigated.push(to);
      return window;
    }),
  };
  return window;
};

describe('openScreen', () => {
  it("brings an open Hadir window forward and takes it to the notification's screen", async () => {
    const open = appWindow(`${ORIGIN}/home`);
    const openWindow = jest.fn(async () => null);
    await openScreen([appWindow('https://other.example/'), open], ORIGIN, '/inbox/7', openWindow);
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigated).toEqual([`${ORIGIN}/inbox/7`]);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a window already on that screen', async () => {
    const open = appWindow(`${ORIGIN}/inbox/7`);
    await openScreen([open], ORIGIN, '/inbox/7', async () => null);
    expect(open.navigated).toEqual([]);
  });

  it('opens a new window on the screen when no Hadir window is open', async () => {
    const openWindow = jest.fn(async (_url: string) => null);
    await openScreen([], ORIGIN, '/inbox/7', openWindow);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/inbox/7`);
  });
});
