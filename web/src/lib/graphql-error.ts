import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { i18n } from '../i18n';
import { apiErrorText } from '../i18n/api-text';

export interface ReadableError {
  /** The gateway's extensions.code, or NETWORK when the server could not be reached. */
  code: string;
  message: string;
  extensions: Record<string, unknown>;
}

/** The first GraphQL error of a failed operation, or a network failure told plainly. */
export function readError(error: unknown): ReadableError {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const [first] = error.errors;
    const extensions = (first.extensions ?? {}) as Record<string, unknown>;
    // The api's stable error id (extensions.reason) in the chosen language; else the server's words.
    return { code: String(extensions.code ?? 'UNKNOWN'), message: apiErrorText(extensions.reason, first.message) ?? first.message, extensions };
  }
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const network = offline || (error instanceof Error && /fetch|network|Load failed/i.test(error.message));
  return {
    code: network ? 'NETWORK' : 'UNKNOWN',
    message: network ? i18n.t('app.offline') : i18n.t('app.somethingWrong'),
    extensions: {},
  };
}
