import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { createApolloClient } from './apollo';
import { RootLayout } from './root-layout';
import { routes } from './routes';
import { theme } from './theme';

const tree = [{ element: <RootLayout />, children: routes }];
function Screens() {
  return useRoutes(tree);
}

export function App() {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <Screens />
        </BrowserRouter>
      </ThemeProvider>
    </ApolloProvider>
  );
}
