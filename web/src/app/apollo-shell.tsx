import { ApolloProvider } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { createApolloClient } from './apollo';

// One client for the page's life: the shell may mount again (Login → a screen → Login) and keeps it.
let client: ReturnType<typeof createApolloClient> | undefined;

/** Apollo Client around the screens; loaded with the first screen that is not Login (app.tsx). */
export function ApolloShell({ children }: { children: ReactNode }) {
  client ??= createApolloClient();
  // Clock-ins kept on this phone (issue 29) go now, when the app opens, and whenever it is back online.
  useEffect(() => {
    void import('../features/attendance/lib/clock-outbox').then(({ startClockQueue }) => startClockQueue(client!));
  }, []);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
