import { RESTDataSource, type AugmentedRequest } from '@apollo/datasource-rest';
import FormData from 'form-data';
import type { Fetcher, FetcherRequestInit, FetcherResponse } from '@apollo/utils.fetcher';
import { GraphQLError } from 'graphql';
import type { SessionHandle } from '../session/cookie.js';
import { renewSessionToken } from '../session/refresh.js';
import type { ApiPath, CallArguments, CallInput, HttpMethod, Reply } from './contract.js';
import { codeForStatus } from './error-codes.js';

/**
 * RESTDataSource's HTTP cache, with nothing cached: each call goes to the provider. Its replies are
 * one person's, so the cache it makes per GraphQL request (an LRU cache, a cache policy per GET)
 * would only ever miss.
 */
const straightTo = (fetcher: Fetcher) =>
  ({
    async fetch(url: URL, request: FetcherRequestInit) {
      return { response: await fetcher(url.toString(), request) };
    },
  }) as unknown as RESTDataSource['httpCache'];

/**
 * The store RESTDataSource's own HTTP cache is built on, shared and empty: given none, its
 * constructor makes an LRU cache for every GraphQL request (issue 31: 2 % of the gateway's CPU per
 * summary, and the garbage), only for straightTo to replace the cache it sits in.
 */
const NOTHING_STORED: NonNullable<ConstructorParameters<typeof RESTDataSource>[0]>['cache'] = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

/** Every provider reply: `{ message, data }`, and `error` beside the message on a failure. */
export interface Envelope<T> {
  message: string;
  data: T;
}

/** The longest provider path with its query string the gateway sends (Node's servers take 16 KB of request line and headers). */
const MAX_PROVIDER_PATH = 8 * 1024;
const TOO_LONG_MESSAGE = 'What was sent is too large';

/** Where the documented paths (`/api/v1/...`) start below the data source's baseURL. */
const API_PREFIX = '/api/v1/';

/** An ALTCHA challenge as the provider sends it (auth/proof-of-work.ts): passed on only in that shape. */
function isChallenge(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { algorithm, challenge, maxnumber, salt, signature } = value as Record<string, unknown>;
  return (
    [algorithm, challenge, salt, signature].every((part) => typeof part === 'string') && typeof maxnumber === 'number'
  );
}

/** A query string of the values given; empty ones are left out (the provider's defaults apply). */
function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A documented path with its `{name}` parameters filled in (each one encoded: it stays one segment). */
export function fillPath(template: string, values: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * The one REST data source, created per GraphQL request with the caller's session. Each domain
 * folder holds small typed functions over `call()` (auth/provider.ts, …) that its resolvers use.
 */
export class HadirApi extends RESTDataSource {
  override baseURL: string;

  constructor(
    private readonly apiBaseUrl: string,
    readonly session: SessionHandle,
    private readonly requestId: string,
    /** The address the gateway saw the client at (see server.ts clientAddress). */
    private readonly clientAddress: string,
    /** How calls reach the provider: one providerFetch per gateway (provider-fetch.ts). */
    fetcher: Fetcher,
    /** The browser's User-Agent, which the provider keeps with a new session (Setting → Devices). */
    private readonly userAgent: string | null = null,
    /** Proves to the provider that it is the gateway naming the client (GATEWAY_SECRET). */
    private readonly gatewaySecret?: string,
  ) {
    super({ fetch: fetcher, cache: NOTHING_STORED });
    this.httpCache = straightTo(fetcher);
    this.baseURL = new URL('/api/v1/', apiBaseUrl).toString();
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    if (this.session.token) request.headers.authorization = `Bearer ${this.session.token}`;
    request.headers['x-request-id'] = this.requestId;
    // Set, never appended to: the api trusts this header from the gateway's address only, and
    // what the client sent in its own X-Forwarded-For never reaches it.
    request.headers['x-forwarded-for'] = this.clientAddress;
    if (this.gatewaySecret) request.headers['x-hadir-gateway'] = this.gatewaySecret;
    if (this.userAgent) request.headers['user-agent'] = this.userAgent.slice(0, 300);
  }

  protected override requestDeduplicationPolicyFor() {
    return { policy: 'do-not-deduplicate' as const };
  }

  protected override async errorFromResponse({
    response,
    parsedBody,
  }: {
    response: FetcherResponse;
    parsedBody: unknown;
  }): Promise<GraphQLError> {
    const body = (typeof parsedBody === 'object' && parsedBody) || {};
    const { message, error, data } = body as { message?: string; error?: string; data?: unknown };
    const code = codeForStatus(response.status, error);
    return new GraphQLError(message ?? response.statusText, {
      extensions: {
        code,
        reason: error ?? null,
        // Only the 406 first-login reply carries data a client needs: the one-time reset token.
        ...(code === 'PASSWORD_RESET_REQUIRED' ? { resetToken: (data as { token?: string })?.token } : {}),
        // A proof-of-work challenge the browser must solve before it sends the sign-in again (issue 46).
        ...(isChallenge((data as { challenge?: unknown })?.challenge)
          ? { challenge: (data as { challenge: unknown }).challenge }
          : {}),
        // A form's field the provider names as the first problem (HR forms mark it beside the message).
        ...(typeof (data as { field?: unknown })?.field === 'string'
          ? { field: (data as { field: string }).field }
          : {}),
        http: { status: response.status },
      },
    });
  }

  /**
   * One documented provider call, typed from docs/openapi.json: `call('get', '/api/v1/leave-summary')`
   * answers that route's 200 reply. On a 401 the token is refreshed once (GET /login) and the call retried.
   */
  call<M extends HttpMethod, P extends ApiPath<M>>(
    method: M,
    path: P,
    ...[input]: CallArguments<P, M>
  ): Promise<Reply<P, M>> {
    const given = (input ?? {}) as CallInput<P, M> & {
      path?: Record<string, unknown>;
      query?: Record<string, unknown>;
      header?: Record<string, unknown>;
    };
    const relative = fillPath(path, given.path).slice(API_PREFIX.length) + queryString(given.query);
    const headers = Object.fromEntries(
      Object.entries(given.header ?? {})
        .filter(([, value]) => value != null)
        .map(([name, value]) => [name, String(value)]),
    );
    return this.send<Reply<P, M>>(method.toUpperCase() as Uppercase<M>, relative, {
      body: given.body,
      headers: { ...headers, ...given.headers },
      refresh: given.refresh,
    });
  }

  /**
   * A call by a path relative to /api/v1/, its reply taken on trust. Only for what the contract does
   * not describe (a test's stand-in provider); the app's calls go through `call`.
   */
  async send<T>(
    method: Uppercase<HttpMethod>,
    path: string,
    options: { body?: () => unknown; headers?: Record<string, string>; refresh?: boolean } = {},
  ): Promise<T> {
    // Filters travel in the query string: over-long text there (3,000 emoji in one HR filter) made
    // a request line the provider's HTTP server refuses by closing the connection, which read as
    // PROVIDER_UNAVAILABLE. No filter of the app comes near this.
    if (path.length > MAX_PROVIDER_PATH) {
      throw new GraphQLError(TOO_LONG_MESSAGE, {
        extensions: { code: 'BAD_USER_INPUT', reason: 'too_large', http: { status: 400 } },
      });
    }
    const attempt = async () => {
      const body = options.body?.();
      // A multipart body (files/multipart.ts) holds only bytes: sent as one buffer with its length,
      // not piped part by part through form-data's stream.
      const form = body instanceof FormData ? { body: body.getBuffer(), headers: body.getHeaders() } : null;
      const headers = { ...form?.headers, ...options.headers };
      return (await this.fetch<T>(path, { method, body: (form?.body ?? body) as never, headers })).parsedBody;
    };
    try {
      return await attempt();
    } catch (error) {
      if (options.refresh === false || !isUnauthenticated(error)) throw error;
      if (!(await renewSessionToken(this.session, this.apiBaseUrl, this.requestId))) throw error;
      return attempt();
    }
  }
}

const isUnauthenticated = (error: unknown) =>
  error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED';
