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
