import { i18n } from '../i18n';
import { apiErrorText } from '../i18n/api-text';
import { GraphqlReplyErrors } from './plain-graphql';

export interface ReadableError {
  /** The gateway's extensions.code, or NETWORK when the server could not be reached. */
  code: string;
  message: string;
  extensions: Record<string, unknown>;
}

interface GraphqlErrors {
  errors: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * Apollo Client's CombinedGraphQLErrors (known by its name, so that the Login screen, which signs
 * in with a plain fetch, does not load Apollo Client to read an error) or the plain fetch's own.
 */
function isGraphqlErrors(error: unknown): error is GraphqlErrors {
  return (
    error instanceof GraphqlReplyErrors ||
    (error instanceof Error &&
      error.name === 'CombinedGraphQLErrors' &&
      'errors' in error &&
      Array.isArray(error.errors))
  );
}

/** The first GraphQL error of a failed operation, or a network failure told plainly. */
export function readError(error: unknown): ReadableError {
  if (isGraphqlErrors(error) && error.errors.length > 0) {
    const [first] = error.errors;
    const extensions = (first.extensions ?? {}) as Record<string, unknown>;
    // The api's stable error id (extensions.reason) in the chosen language; else the server's words.
    return {
      code: String(extensions.code ?? 'UNKNOWN'),
      message: apiErrorText(extensions.reason, first.message) ?? first.message,
      extensions,
    };
  }
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const network = offline || (error instanceof Error && /fetch|network|Load failed/i.test(error.message));
  return {
    code: network ? 'NETWORK' : 'UNKNOWN',
    message: network ? i18n.t('app.offline') : i18n.t('app.somethingWrong'),
    extensions: {},
  };
}
