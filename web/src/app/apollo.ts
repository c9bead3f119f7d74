import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { env } from '../config/env';
import { AnnouncementsDocument, AttendanceSummaryDocument, LeaveBalancesDocument } from '../gql/graphql';
import { reportSessionLost } from '../lib/session-lost';
import { sessionStore } from '../lib/session-store';
import { markSignInHomeFresh, takeSignInHome } from '../lib/sign-in-home';

export function createApolloClient(): ApolloClient {
  const sessionLink = new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    const codes = error.errors.map((item) => item.extensions?.code);
    if (codes.includes('SESSION_ENDED')) reportSessionLost('SESSION_ENDED');
    else if (codes.includes('UNAUTHENTICATED')) reportSessionLost('UNAUTHENTICATED');
  });
  const client = new ApolloClient({
    link: ApolloLink.from([
      sessionLink,
      // Apollo-Require-Preflight satisfies the gateway's CSRF prevention for multipart uploads too.
      new UploadHttpLink({
        uri: env.graphqlUrl,
        credentials: 'same-origin',
        headers: { 'Apollo-Require-Preflight': 'true' },
      }),
    ]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  // The cache follows the session: when the person leaves (logout, or a session lost and acted on),
  // nothing of theirs stays for the next person on this phone.
  // What the sign-in's answer carried for Home goes in as Home's own queries would have put it.
  const signedIn = () => {
    const home = takeSignInHome();
    if (!home) return;
    client.writeQuery({ query: AttendanceSummaryDocument, data: { attendanceSummary: home.attendanceSummary } });
    client.writeQuery({ query: LeaveBalancesDocument, data: { leaveBalances: home.leaveBalances } });
    if (home.announcements)
      client.writeQuery({ query: AnnouncementsDocument, data: { announcements: home.announcements } });
    markSignInHomeFresh();
  };
  if (sessionStore.get()) signedIn();
  sessionStore.subscribe(() => {
    if (!sessionStore.get()) void client.clearStore();
    else signedIn();
  });
  // Back online, what is on screen is read again: Home shows now's numbers, not those from before
  // the phone lost its signal.
  window.addEventListener('online', () => void client.refetchQueries({ include: 'active' }));
  return client;
}
