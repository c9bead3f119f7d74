import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LoadFailedScreen } from '../components/load-failed-screen';
import { switchLanguage } from '../i18n';
import { RootLayout } from './root-layout';

// What Chromium says when a lazy screen's file cannot be fetched (offline, before the service worker has it).
const notFetched = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/leave-screen-Bx1.js');

function renderRoutes() {
  const Unreachable = lazy(() => Promise.reject(notFetched()));
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/leave', element: <Unreachable /> },
          { path: '/', element: <p>home screen</p> },
        ],
      },
    ],
    { initialEntries: ['/leave'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(async () => {
  await switchLanguage('en');
  jest.restoreAllMocks();
});

describe('a screen whose code cannot be loaded', () => {
  it('says what happened and offers Try again, instead of a blank page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes();
    expect(await screen.findByRole('heading', { name: 'This part of Hadir could not be loaded' })).toBeVisible();
    expect(screen.getByText(/Check your connection and try again/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('lets the person go on to another screen, which draws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderRoutes();
    await screen.findByRole('button', { name: 'Try again' });
    await router.navigate('/');
    expect(await screen.findByText('home screen')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says it in Bahasa Indonesia', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await switchLanguage('id');
    renderRoutes();
    expect(await screen.findByRole('heading', { name: 'Bagian Hadir ini tidak dapat dimuat' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  });
});

describe('the failure screen', () => {
  it('loads the page again on Try again', () => {
    const retry = jest.fn();
    render(<LoadFailedScreen error={notFetched()} onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says the screen could not be shown when its code loaded but failed to draw', () => {
    render(<LoadFailedScreen error={new Error('Cannot read properties of undefined')} />);
    expect(screen.getByRole('heading', { name: 'This screen could not be shown' })).toBeVisible();
  });
});
