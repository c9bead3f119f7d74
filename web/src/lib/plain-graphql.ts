import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { env } from '../config/env';

interface ReplyError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The GraphQL errors of a reply, thrown as Apollo Client's CombinedGraphQLErrors would be (readError reads both). */
export class GraphqlReplyErrors extends Error {
  constructor(readonly errors: readonly ReplyError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'GraphqlReplyErrors';
  }
}

/**
 * One operation sent with a plain fetch, for the Login screen: signing in then needs none of
 * Apollo Client (about 35 KB brotli), which loads with the first signed-in screen (issue 15).
 * The operation is the typed document's printed text, so it stays checked by codegen.
 */
export async function sendGraphql<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const response = await fetch(env.graphqlUrl, {
    method: 'POST',
    credentials: 'same-origin',
    // Apollo-Require-Preflight: the gateway's CSRF prevention, as the Apollo link sends it.
    headers: { 'content-type': 'application/json', 'Apollo-Require-Preflight': 'true' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return readGraphqlReply<Result>(await response.json(), `HTTP ${response.status}`);
}

/** A reply's data, or its errors thrown as `sendGraphql` throws them (for a reply fetched elsewhere: first-paint/early-login.ts). */
export function readGraphqlReply<Result>(reply: { data?: unknown; errors?: unknown[] }, status = 'a reply'): Result {
  const { data, errors } = reply as { data?: Result | null; errors?: ReplyError[] };
  if (errors?.length) throw new GraphqlReplyErrors(errors);
  if (!data) throw new Error(`GraphQL reply without data (${status})`);
  return data;
}
