export const TIME_ZONE = 'Asia/Jakarta';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day in Jakarta of an instant, as yyyy-mm-dd. */
export function jakartaDate(instant: Date): string {
  return dayFormat.format(instant);
}

/** The wall-clock time in Jakarta of an instant, as HH:mm:ss. */
export function jakartaTime(instant: Date): string {
  return timeFormat.format(instant);
}

/** HH:mm, 24-hour, Jakarta: how every time is shown and sent (rules §9). */
export const jakartaHourMinute = (instant: Date) => jakartaTime(instant).slice(0, 5);

/** dd-mm-yyyy, Jakarta: how every date is shown (rules §9). */
export const jakartaDisplayDate = (instant: Date) => jakartaDate(instant).split('-').reverse().join('-');

/** First day of a month and first day of the next, as yyyy-mm-dd; monthIndex is 0-11. */
export function monthRange(year: number, monthIndex: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const nextYear = monthIndex === 11 ? year + 1 : year;
  const nextMonth = monthIndex === 11 ? 0 : monthIndex + 1;
  return { from: `${year}-${pad(monthIndex + 1)}-01`, to: `${nextYear}-${pad(nextMonth + 1)}-01` };
}

/** The year and month index (0-11) of an instant in Jakarta. */
export function jakartaMonth(instant: Date): { year: number; monthIndex: number } {
  const [year, month] = jakartaDate(instant).split('-').map(Number);
  return { year, monthIndex: month - 1 };
}

/**
 * The month a month index (0-11) means at `now`: that month of the current Jakarta year, or of the
 * year before when it has not begun yet. Screens that offer recent months (the attendance log, the
 * inbox) send a bare month, so in January index 11 is last December, never a December to come.
 */
export function latestMonth(monthIndex: number, now: Date): { year: number; monthIndex: number } {
  const current = jakartaMonth(now);
  return { year: monthIndex > current.monthIndex ? current.year - 1 : current.year, monthIndex };
}
