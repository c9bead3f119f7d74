import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { EndOtherSessionsDocument, MySessionsDocument } from '../../../gql/graphql';
import { switchLanguage } from '../../../i18n';
import { renderAt } from '../../../test/render';
import { DevicesScreen } from './devices-screen';

const session = (id: string, extra: object) => ({
  __typename: 'DeviceSession' as const,
  id,
  current: false,
  live: false,
  browser: 'Chrome',
  system: 'Android',
  address: '203.0.113.10',
  startedAt: '2026-11-24T01:05:00.000Z',
  lastSeenAt: '2026-11-24T02:00:00.000Z',
  endedAt: null,
  endReason: null,
  ...extra,
});
const listed = (sessions: object[]) => ({
  request: { query: MySessionsDocument },
  result: { data: { mySessions: sessions } },
});

afterEach(() => switchLanguage('en'));

describe('DevicesScreen', () => {
  it('lists where the person is signed in, with Jakarta times, and how the others ended', async () => {
    renderAt(<DevicesScreen />, {
      mocks: [
        listed([
          session('a', { current: true, live: true, browser: 'Firefox', system: 'Windows' }),
          session('b', { endedAt: '2026-11-24T03:00:00.000Z', endReason: 'relogin' }),
        ]),
      ],
    });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Firefox on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('Signed in 24-11-2026 08:05 · 203.0.113.10');
    expect(items[1]).toHaveTextContent('Replaced by a newer sign-in');
    expect(items[1]).toHaveTextContent('Ended 24-11-2026 10:00');
    // Nothing else is signed in: nothing to sign out.
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();
  });

  it('asks before signing the other devices out, then says it is done', async () => {
    const before = [
      session('a', { current: true, live: true }),
      session('b', { live: true, browser: 'Safari', system: 'iPhone' }),
    ];
    renderAt(<DevicesScreen />, {
      mocks: [
        listed(before),
        {
          request: { query: EndOtherSessionsDocument },
          result: { data: { endOtherSessions: { __typename: 'Result', message: 'Every other device is signed out' } } },
        },
        listed([
          before[0],
          session('b', {
            browser: 'Safari',
            system: 'iPhone',
            endReason: 'signed_out_elsewhere',
            endedAt: '2026-11-24T04:00:00.000Z',
          }),
        ]),
      ],
    });
    const iphone = (await screen.findAllByRole('listitem'))[1];
    expect(within(iphone).getByRole('button', { name: 'Sign out' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    expect(screen.getByText('Sign out every device but this one?')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Every other device is signed out')).toBeInTheDocument();
    expect(await screen.findByText('Signed out from another device')).toBeInTheDocument();
  });

  it("names the device in the reader's language, and an unknown one as unknown", async () => {
    await switchLanguage('id');
    renderAt(<DevicesScreen />, {
      mocks: [
        listed([
          session('a', { current: true, live: true, browser: 'Chrome', system: 'Linux' }),
          session('b', { browser: null, system: null }),
        ]),
      ],
    });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome di Linux');
    expect(items[0]).not.toHaveTextContent('Chrome on Linux');
    expect(items[1]).toHaveTextContent('Perangkat tidak dikenal');
  });
});
