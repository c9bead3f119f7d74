import { currentLanguage, i18n } from './index';
import { en } from './locales/en';

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
export function recognise(
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
