import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from './apollo';

// One client for the page's life: the shell may mount again (Login → a screen → Login) and keeps it.
let client: ReturnType<typeof createApolloClient> | undefined;

/** Apollo Client around the screens; loaded with the first screen that is not Login (app.tsx). */
export function ApolloShell({ children }: { children: ReactNode }) {
  client ??= createApolloClient();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
