import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import {
  ClockAttendanceDocument,
  ClockingNonceDocument,
  ClockQueueOwnerDocument,
  RegisterSigningKeyDocument,
} from '../../../gql/graphql';
import { GraphqlReplyErrors } from '../../../lib/plain-graphql';
import { createClockQueue, isRefusal, type QueuedClocking, type QueueStorage, type SendOutcome } from './clock-queue';
import { createSigner, signedForSending, type KeyStorage } from './clock-signing';

/**
 * The service worker's own sending of the clock-ins kept on the phone (issue 29; rules §9 "Background
 * Sync"), for when the network returns and no page of the app is open (web/src/sw/clock-sync.ts). It is
 * the page's sending (clock-outbox.ts) without the page: the same queue in the same IndexedDB
 * (clock-queue.ts), the same signing (clock-signing.ts) and the same GraphQL mutation through the
 * gateway with the browser's session cookie, as a multipart upload like Apollo's upload link sends.
 * No Apollo Client, no i18n, no window: a worker has none of them.
 *
 * - Whose: a worker has no sessionStore (localStorage), so it asks the gateway whose session the
 *   cookie is (`me`) and sends only that person's clock-ins; anyone else's wait for their own session.
 *   No session (signed out, expired) or no network: nothing goes and the caller fails the sync, so the
 *   browser tries again later; the next open sends it in any case.
 * - Young ones are signed again here with a fresh nonce, as the page does (RESIGN_YOUNGER_THAN_MS):
 *   the worker can use the non-extractable key in IndexedDB and fetch a nonce through the gateway.
 *   Leaving them for later instead would hold back exactly the common case — a short loss of signal,
 *   whose sync fires within minutes — and Chromium gives a failed sync only a few retries.
 * - Exactly once: each clock-in carries its client_id, so a repeat (the page sending it at the same
 *   time, an answer lost on the way) is the same record at the api.
 * - A refusal by the api (isRefusal) is kept as refused, in the gateway's words, as the page keeps it:
 *   the person reads it on the next open and presses OK.
 */

interface ReplyError {
  message: string;
  extensions?: Record<string, unknown>;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

async function replyOf<Result>(response: Response): Promise<Result> {
  const reply = (await response.json()) as { data?: Result | null; errors?: ReplyError[] };
  if (reply.errors?.length) throw new GraphqlReplyErrors(reply.errors);
  if (!reply.data) throw new Error(`GraphQL reply without data (HTTP ${response.status})`);
  return reply.data;
}

/** The gateway's /graphql as the app's Apollo link calls it: same-origin cookie, and Apollo-Require-Preflight for its CSRF prevention. */
function gatewayOf(url: string, fetcher: Fetch) {
  const post = async <Result>(body: BodyInit, headers: Record<string, string> = {}) =>
    replyOf<Result>(
      await fetcher(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Apollo-Require-Preflight': 'true', ...headers },
        body,
      }),
    );
  return {
    send: <Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables) =>
      post<Result>(JSON.stringify({ query: print(document), variables }), { 'content-type': 'application/json' }),
    /** One operation with one file, as a GraphQL multipart request (operations, map, the file). */
    upload<Result, Variables>(
      document: TypedDocumentNode<Result, Variables>,
      variables: Omit<Variables, 'photo'>,
      photo: Blob,
    ) {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: print(document), variables: { ...variables, photo: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.photo'] }));
      form.append('0', photo, 'selfie.jpg');
      return post<Result>(form);
    },
  };
}

/** The GraphQL error code of a failed call; NETWORK when there was no reply. */
const codeOf = (error: unknown) =>
  error instanceof GraphqlReplyErrors ? String(error.errors[0]?.extensions?.code ?? 'UNKNOWN') : 'NETWORK';

export interface WorkerSendOptions {
  /** The kept clock-ins (indexedDbStorage() in the worker). */
  storage: QueueStorage;
  /** The phone's signing keys (indexedDbKeys() in the worker). */
  keys: KeyStorage;
  /** The gateway's GraphQL address, absolute (the worker's origin and env.graphqlUrl). */
  graphqlUrl: string;
  fetch?: Fetch;
  now?: () => number;
}

/**
 * Sends the waiting clock-ins of the person whose session this browser holds, oldest first, as the page
 * would; resolves with how many of theirs still wait (0: all went or were refused). Throws when it
 * cannot learn whose session it is (no network, no session): nothing was sent.
 */
export async function sendKeptClockIns({
  storage,
  keys,
  graphqlUrl,
  fetch: fetcher = (url, init) => fetch(url, init),
  now = Date.now,
}: WorkerSendOptions) {
  if (!(await storage.all()).some((item) => item.state === 'waiting')) return { waiting: 0 };
  const gateway = gatewayOf(graphqlUrl, fetcher);
  const { me } = await gateway.send(ClockQueueOwnerDocument, {});
  const queue = createClockQueue(storage, () => me.nik);
  const signer = createSigner(keys, {
    async registerKey(publicKey) {
      await gateway.send(RegisterSigningKeyDocument, { publicKey });
    },
    async nonce() {
      return (await gateway.send(ClockingNonceDocument, {})).clockingNonce.nonce;
    },
  });
  const send = async (item: QueuedClocking): Promise<SendOutcome> => {
    try {
      const input = await signedForSending(signer, item, now());
      await gateway.upload(ClockAttendanceDocument, { input }, item.photo);
      return { sent: true };
    } catch (error) {
      return isRefusal(codeOf(error))
        ? { refused: (error as GraphqlReplyErrors).errors[0].message }
        : { retryLater: true };
    }
  };
  await queue.flush(send);
  return { waiting: queue.get().items.filter((item) => item.state === 'waiting').length };
}
