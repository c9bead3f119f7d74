import {
  INBOX_MESSAGE_PARTS,
  INBOX_MESSAGES,
  inboxMessageText as sayInboxMessage,
  isInboxMessageKey,
  type InboxMessage,
} from '@hadir/common/inbox-messages';
import { currentLanguage, i18n } from './index';
import { en } from './locales/en';
import { displayDay, isCalendarDay } from '../lib/jakarta';

type SpecErrorId = keyof typeof en.api.errors;
type ReplyName = keyof typeof en.api.replies;
interface Failures {
  errors: Record<string, string>;
  messages: Record<string, string>;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English `failures` area once it has loaded (i18n's loadArea('failures')), else null. */
const englishFailures = () =>
  (i18n.getResourceBundle('en', 'translation') as { failures?: Failures } | undefined)?.failures ?? null;

/** The console's own refusals (its imports, overtime rules, zones), loaded with the `hr` area, else null. */
const englishHrFailures = () =>
  (i18n.getResourceBundle('en', 'translation') as { hrFailures?: Pick<Failures, 'messages'> } | undefined)
    ?.hrFailures ?? null;

interface Pattern {
  key: string;
  names: string[];
  pattern: RegExp;
}
const patternsOf = new WeakMap<Record<string, string>, Pattern[]>();

/**
 * A catalogue section's English texts, each as a pattern: the English catalogue keeps the api's
 * words with {{name}} where the api fills something in ("NIK {{nik}} is already used"), so the
 * server's English text is recognised and said again in the chosen language with the same values.
 */
function messagePatterns(texts: Record<string, string>): Pattern[] {
  const known = patternsOf.get(texts);
  if (known) return known;
  const list = Object.entries(texts).map(([key, text]) => {
    const names: string[] = [];
    const source = text
      .split(/(\{\{\s*\w+\s*\}\})/)
      .map((part) => {
        const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return name === 'count' ? '(\\d+)' : '(.+?)';
      })
      .join('');
    // dotAll: a value the api fills in may run over lines (a reviewer's reason).
    return { key: key.replace(PLURAL, ''), names, pattern: new RegExp(`^${source}$`, 's') };
  });
  patternsOf.set(texts, list);
  return list;
}

/** Which of a section's English texts an api message is, with the values the api filled in; null when none. */
function recognise(
  texts: Record<string, string>,
  message: string,
): { key: string; values: Record<string, string | number> } | null {
  for (const { key, names, pattern } of messagePatterns(texts)) {
    const match = pattern.exec(message);
    if (match)
      return {
        key,
        values: Object.fromEntries(
          names.map((name, index) => [name, name === 'count' ? Number(match[index + 1]) : match[index + 1]]),
        ),
      };
  }
  return null;
}

/** The catalogue's words for a person-facing message the api sent, or null when it is not one the web knows (yet). */
export function apiMessageText(message: string | null | undefined): string | null {
  if (!message) return null;
  for (const [section, words] of [
    ['failures', englishFailures()],
    ['hrFailures', englishHrFailures()],
  ] as const) {
    const known = words ? recognise(words.messages, message) : null;
    if (known) return i18n.t(`${section}.messages.${known.key}` as never, known.values);
  }
  return null;
}

/** The inbox's whole sentences in English (not the parts said inside one), to recognise an item written before keys. */
const englishInboxSentences = Object.fromEntries(
  Object.entries(INBOX_MESSAGES.en).filter(([key]) => !INBOX_MESSAGE_PARTS.has(key as never)),
);

/** An item's values as the api sent them (a JSON object), or none when they cannot be read. */
function inboxValues(values: string | null | undefined): InboxMessage['values'] {
  try {
    const parsed: unknown = values ? JSON.parse(values) : null;
    return typeof parsed === 'object' && parsed !== null ? (parsed as InboxMessage['values']) : {};
  } catch {
    return {};
  }
}

/**
 * An inbox item's message in the language being spoken, from the one catalogue the api's push and
 * e-mail use too (@hadir/common/inbox-messages): its key and values. An item written before keys
 * (issue 47) holds only its English sentence: one the catalogue knows is recognised by its words
 * and said again with its values; any other stays as the api wrote it.
 */
export function inboxMessageText(item: {
  message: string;
  messageKey?: string | null;
  messageValues?: string | null;
}): string {
  if (isInboxMessageKey(item.messageKey))
    return sayInboxMessage(currentLanguage(), { key: item.messageKey, values: inboxValues(item.messageValues) });
  const known = recognise(englishInboxSentences, item.message);
  if (!known || !isInboxMessageKey(known.key)) return item.message;
  // Items written before the api wrote dd-mm-yyyy still carry yyyy-mm-dd days: shown as every date is.
  const values = Object.fromEntries(
    Object.entries(known.values).map(([name, value]) => [
      name,
      typeof value === 'string' && isCalendarDay(value) ? displayDay(value) : value,
    ]),
  );
  return sayInboxMessage(currentLanguage(), { key: known.key, values });
}

/**
 * The catalogue's words for an api failure: its message when the web knows it (with the values it
 * carries), else the words for its stable `error` id, else null (show the server's message). The
 * spec's ids always read as the catalogue says (the English catalogue keeps the spec's words). For
 * the api's other ids, in English a message the web does not know is shown as sent: it is already
 * English, and often more precise than the id's general words.
 */
export function apiErrorText(id: unknown, message?: string | null): string | null {
  const known = apiMessageText(message);
  if (known) return known;
  if (typeof id !== 'string') return null;
  if (Object.hasOwn(en.api.errors, id)) return i18n.t(`api.errors.${id as SpecErrorId}`);
  const failures = englishFailures();
  if (!failures || !Object.hasOwn(failures.errors, id)) return null;
  return message && currentLanguage() === 'en' ? message : i18n.t(`failures.errors.${id}` as never);
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
