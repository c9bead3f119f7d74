import {
  INBOX_MESSAGE_PARTS,
  INBOX_MESSAGES,
  inboxMessageText as sayInboxMessage,
  isInboxMessageKey,
  type InboxMessage,
} from '@hadir/common/inbox-messages';
import { currentLanguage } from '../../../i18n';
import { recognise } from '../../../i18n/api-text';
import { displayDay, isCalendarDay } from '../../../lib/jakarta';

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
