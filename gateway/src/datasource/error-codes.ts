/**
 * The one place where a provider status (and, where it matters, its stable error id) becomes the
 * GraphQL `extensions.code` the web branches on.
 */
export function codeForStatus(status: number, providerError?: string): string {
  if (status === 401 && providerError === 'invalid_credentials') return 'BAD_USER_INPUT';
  if (status === 406 && providerError === 'password_reset_required') return 'PASSWORD_RESET_REQUIRED';
  switch (status) {
    case 400:
    case 413:
    case 422:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 406:
      return 'SESSION_ENDED';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return status >= 500 ? 'PROVIDER_UNAVAILABLE' : 'BAD_REQUEST';
  }
}

/** The failure codes of a connection to the provider that was refused, cut or never made. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * True when a failure means the provider could not be reached or died mid-request (refused,
 * reset, socket hang up, broken pipe…), as opposed to a fault of our own. node-fetch (the data
 * source) and undici (fetch) wrap the socket error in a `cause` chain; both are walked.
 */
export function isProviderUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause, originalError } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      originalError?: unknown;
    };
    if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
    if (typeof message === 'string' && /socket hang up|other side closed|^fetch failed$|^terminated$/.test(message))
      return true;
    current = originalError ?? cause;
  }
  return false;
}

/** The code of a failure that is not a provider reply: the provider down, or our own fault. */
export const codeForFailure = (error: unknown) =>
  isProviderUnreachable(error) ? 'PROVIDER_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';

export const PROVIDER_UNAVAILABLE_MESSAGE = 'The server cannot be reached right now, please try again';
