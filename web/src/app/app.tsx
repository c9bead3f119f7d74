import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from './apollo';
import { RootLayout } from './root-layout';
import { routes } from './routes';
import { theme } from './theme';

const router = createBrowserRouter([{ element: <RootLayout />, children: routes }]);

export function App() {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </ApolloProvider>
  );
}
