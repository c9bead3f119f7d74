import { inboxDays } from '@hadir/common/inbox-messages';

/** yyyy-mm-dd → dd-mm-yyyy, the display format of rules §9. */
export function displayDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** True for a real calendar day written yyyy-mm-dd (no 2026-02-30, no year 0000: PostgreSQL has none). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const instant = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(value);
}

export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * "12-03-2026", or a range in the reader's language: "12-03-2026 to 14-03-2026" in English (inbox
 * items and audit rows), "12-03-2026 s/d 14-03-2026" (sampai dengan) on the Indonesian leave form.
 */
/** A request's days in its inbox sentence (@hadir/common/inbox-messages): one day, or the first and the last. */
export const leaveDays = (start: string, end: string) => inboxDays(displayDay(start), displayDay(end));

export function displayRange(start: string, end: string, language: 'en' | 'id' = 'en'): string {
  if (start === end) return displayDay(start);
  return `${displayDay(start)} ${language === 'id' ? 's/d' : 'to'} ${displayDay(end)}`;
}
