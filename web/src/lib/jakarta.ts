import { currentLanguage } from '../i18n';
import { indonesianZone, jakartaWallClock } from './jakarta-wall-clock';

export const TIME_ZONE = 'Asia/Jakarta';

const TOKENS = /yyyy|MMMM|MM|M|dd|d|EEEE|HH|mm|ss/g;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Formats an instant in Jakarta time with a date-fns-like pattern — yyyy, MMMM (month name), MM, M,
 * dd, d, EEEE (weekday name), HH (24-hour), mm, ss; anything else as written — month and day names
 * in the chosen language.
 */
export function formatJakarta(instant: Date | number | string, pattern: string, zone: string = TIME_ZONE): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${String(instant)}`);
  // Without Intl: Jakarta is UTC+7 all year, Makassar +8, Jayapura +9 (jakarta-wall-clock.ts).
  const parts = jakartaWallClock(date, currentLanguage(), indonesianZone(zone).offset);
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return String(parts.year).padStart(4, '0');
      case 'MMMM':
        return parts.monthName;
      case 'MM':
        return pad(parts.month);
      case 'M':
        return String(parts.month);
      case 'dd':
        return pad(parts.day);
      case 'd':
        return String(parts.day);
      case 'EEEE':
        return parts.weekdayName;
      case 'HH':
        return pad(parts.hour);
      case 'mm':
        return pad(parts.minute);
      default:
        return pad(parts.second);
    }
  });
}

/** dd-mm-yyyy, the app's date format (rules §9). */
export const jakartaDisplayDate = (instant: Date | number | string) => formatJakarta(instant, 'dd-MM-yyyy');

/** HH:mm, 24-hour. */
export const jakartaDisplayTime = (instant: Date | number | string) => formatJakarta(instant, 'HH:mm');

/** A calendar day 'yyyy-mm-dd' shown as dd-mm-yyyy, without any time-zone shift. */
export function displayDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return year && month && date ? `${date}-${month}-${year}` : day;
}

/** yyyy-mm-dd, the Jakarta calendar day of an instant. */
export const jakartaDay = (instant: Date | number | string) => formatJakarta(instant, 'yyyy-MM-dd');

/** HH:mm:ss, 24-hour: the ticking clock of Live. */
export const jakartaClock = (instant: Date | number | string, zone?: string) =>
  formatJakarta(instant, 'HH:mm:ss', zone);

/** The weekday and dd-mm-yyyy, e.g. "Saturday, 21-11-2026". */
export const jakartaLongDate = (instant: Date | number | string, zone?: string) =>
  formatJakarta(instant, 'EEEE, dd-MM-yyyy', zone);

/** The name a reader knows a zone by: WIB, WITA or WIT (issue 45). */
export const zoneName = (zone: string | undefined) => indonesianZone(zone).name;

/** A recent month: its index (0-11) as the calls take it, the year it means, and its name with the year. */
export interface RecentMonth {
  monthIndex: number;
  year: number;
  label: string;
}

/**
 * The current Jakarta month and the `count - 1` before it, newest first. The calls take a bare month
 * and the api reads one that has not begun this year as last year's, so in January the list goes on
 * to last December with its year shown.
 */
export function recentMonths(count: number, now: Date | number = Date.now()): RecentMonth[] {
  const [year, month] = formatJakarta(now, 'yyyy-MM').split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const monthsSinceYearZero = year * 12 + (month - 1) - back;
    const [y, monthIndex] = [Math.floor(monthsSinceYearZero / 12), monthsSinceYearZero % 12];
    return { monthIndex, year: y, label: formatJakarta(new Date(Date.UTC(y, monthIndex, 15, 5)), 'MMMM yyyy') };
  });
}

/** The Jakarta month after this one, yyyy-mm: the furthest HR's recap looks ahead, to what is planned (issue 46). */
export function nextJakartaMonth(now: Date | number = Date.now()): string {
  const [year, month] = formatJakarta(now, 'yyyy-MM').split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The Attendance Log's month selector (rules §9): the current Jakarta month, then the previous one. */
export const logMonths = (now: Date | number = Date.now()) => recentMonths(2, now);

/**
 * The yyyy-mm-dd a person meant by a day written dd-mm-yyyy — with dashes, slashes, dots or nothing
 * between (25-11-2026, 25/11/2026, 25.11.2026, 25112026) — or yyyy-mm-dd; null when it is none of
 * those. Whether the calendar has that day is `isCalendarDay`'s question.
 */
export function writtenDay(text: string): string | null {
  const written = text.trim().replace(/[/.]/g, '-');
  if (/^\d{4}-\d{2}-\d{2}$/.test(written)) return written;
  const local = /^(\d{2})-?(\d{2})-?(\d{4})$/.exec(written);
  return local ? `${local[3]}-${local[2]}-${local[1]}` : null;
}

/** Whether a yyyy-mm-dd is a day of the calendar (not 31-02 nor month 13). */
export function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A day written as `writtenDay` reads it, as yyyy-mm-dd; null when it is unreadable or not on the calendar. */
export function isoDay(text: string): string | null {
  const day = writtenDay(text);
  return day && isCalendarDay(day) ? day : null;
}

const zoneTimes = new Map<string, Intl.DateTimeFormat>();
/**
 * HH:mm of an instant in a zone (issue 25: a person's times are read in their location's zone);
 * Jakarta when none is given.
 */
export function displayTimeIn(instant: Date | number | string, zone: string = TIME_ZONE): string {
  let format = zoneTimes.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    zoneTimes.set(zone, format);
  }
  return format.format(new Date(instant));
}
