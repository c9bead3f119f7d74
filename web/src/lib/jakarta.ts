import { formatInTimeZone } from 'date-fns-tz';

export const TIME_ZONE = 'Asia/Jakarta';

/** Formats an instant in Jakarta time with a date-fns pattern. */
export const formatJakarta = (instant: Date | number | string, pattern: string) =>
  formatInTimeZone(instant, TIME_ZONE, pattern);

/** dd-mm-yyyy, the app's date format (spec 9). */
export const jakartaDisplayDate = (instant: Date | number | string) => formatJakarta(instant, 'dd-MM-yyyy');

/** HH:mm, 24-hour. */
export const jakartaDisplayTime = (instant: Date | number | string) => formatJakarta(instant, 'HH:mm');

/** A calendar day 'yyyy-mm-dd' shown as dd-mm-yyyy, without any time-zone shift. */
export function displayDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return year && month && date ? `${date}-${month}-${year}` : day;
}
