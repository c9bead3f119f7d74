import { i18n } from './index';
import { en } from './locales/en';

type ErrorId = keyof typeof en.api.errors;
type ReplyName = keyof typeof en.api.replies;

/** The catalogue's words for the api's stable `error` id, or null for an id it does not know. */
export function apiErrorText(id: unknown): string | null {
  return typeof id === 'string' && Object.hasOwn(en.api.errors, id) ? i18n.t(`api.errors.${id as ErrorId}`) : null;
}

/**
 * The catalogue's words for an api success reply. Replies carry no id, so their English wording
 * (the spec's, which the English catalogue keeps word for word) is the key; an unknown reply is
 * shown as the server wrote it.
 */
export function apiReplyText(message: string | null | undefined): string {
  if (!message) return '';
  const name = (Object.keys(en.api.replies) as ReplyName[]).find((key) => en.api.replies[key] === message);
  return name ? i18n.t(`api.replies.${name}`) : message;
}
