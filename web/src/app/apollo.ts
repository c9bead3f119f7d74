import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { env } from '../config/env';
import { reportSessionLost, type SessionLoss } from './session-loss';

export function createApolloClient(): ApolloClient {
  // A lost session that the app acted on also empties the cache: the next person sees nothing of it.
  const lost = (reason: SessionLoss) => {
    if (reportSessionLost(reason)) void client.clearStore();
  };
  const sessionLink = new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    const codes = error.errors.map((item) => item.extensions?.code);
    if (codes.includes('SESSION_ENDED')) lost('SESSION_ENDED');
    else if (codes.includes('UNAUTHENTICATED')) lost('UNAUTHENTICATED');
  });
  const client = new ApolloClient({
    link: ApolloLink.from([
      sessionLink,
      // Apollo-Require-Preflight satisfies the gateway's CSRF prevention for multipart uploads too.
      new UploadHttpLink({ uri: env.graphqlUrl, credentials: 'same-origin', headers: { 'Apollo-Require-Preflight': 'true' } }),
    ]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  return client;
}
