import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { theme } from '../app/theme';

// Ripples animate after a click settles, outside act(); tests have no use for them.
const testTheme = createTheme(theme, { components: { MuiButtonBase: { defaultProps: { disableRipple: true } } } });

/**
 * Renders a screen at a path inside a memory router, with the app's theme and canned GraphQL
 * replies (the gateway is exercised for real by the Playwright tests). `at` may carry the state
 * the screen was navigated to with.
 */
export function renderAt(
  element: ReactElement,
  {
    path = '/',
    at = path,
    mocks = [],
    routes = [],
  }: { path?: string; at?: InitialEntry; mocks?: MockLink.MockedResponse[]; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([{ path, element }, ...routes, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [at],
  });
  const view = render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={testTheme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </MockedProvider>,
  );
  return { ...view, router };
}
