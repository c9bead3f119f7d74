import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';

/** A lone UTF-16 surrogate: text that is not Unicode, which no provider call can carry (a URL, a form). */
const LONE_SURROGATE = /\p{Cs}/u;

const malformed = (value: unknown): boolean =>
  typeof value === 'string'
    ? LONE_SURROGATE.test(value)
    : typeof value === 'object' && value !== null && Object.values(value).some(malformed);

/**
 * Refuses variables holding text that is not Unicode before any resolver runs. JSON lets "\ud800"
 * through and graphql-js passes it on as a String; it then broke the provider call built from it
 * (an INTERNAL_SERVER_ERROR found by the fuzz run). A document's own literals are checked by the
 * parser already.
 */
export const wellFormedText: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request }) {
        if (malformed(request.variables)) {
          throw new GraphQLError('Text must be valid Unicode', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
        }
      },
    };
  },
};
