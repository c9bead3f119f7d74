export const TIME_ZONE = 'Asia/Jakarta';

/**
 * Indonesia's three zones (issue 25), by IANA name, with the abbreviation people read: a work location
 * is in one of them (Jakarta unless HR chooses another), a person in their location's unless HR gives
 * them their own. None keeps daylight saving, so each is one fixed offset from UTC.
 */
export const TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
export const ZONE_ABBREVIATIONS: Record<TimeZone, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};
export const isTimeZone = (zone: unknown): zone is TimeZone => TIME_ZONES.includes(zone as TimeZone);
/** WIB, WITA or WIT; the IANA name itself for a zone outside Indonesia. */
export const zoneAbbreviation = (zone: string) => (isTimeZone(zone) ? ZONE_ABBREVIATIONS[zone] : zone);

interface ZoneFormats {
  day: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}
const formats = new Map<string, ZoneFormats>();
/** Intl's formatters of a zone, made once (making one costs far more than using it). */
function formatsOf(zone: string): ZoneFormats {
  let found = formats.get(zone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      time: new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    };
    formats.set(zone, found);
  }
  return found;
}

/**
 * Indonesia's zones as minutes ahead of UTC: WIB +7, WITA +8, WIT +9, with no daylight saving, since
 * 1 January 1964 (Keppres 243/1963; kept by Keppres 41/1987; rules §9 "Dates and times"). Before it
 * (Jakarta was +7:30, Jayapura +9:30) and for any other zone, Intl's zone data answers.
 */
const FIXED_OFFSET_MINUTES: Record<TimeZone, number> = {
  'Asia/Jakarta': 420,
  'Asia/Makassar': 480,
  'Asia/Jayapura': 540,
};
const FIXED_FROM = Date.UTC(1964, 0, 1);
// The day before year 10,000 begins anywhere: toISOString writes a year of six digits from there.
const FIXED_UNTIL = Date.UTC(9999, 11, 31);

/**
 * The zone's wall clock at an instant as yyyy-mm-ddTHH:mm:ss…, counted (UTC plus the zone's fixed
 * offset) where the offset is fixed; null where Intl must answer. Counting costs a fraction of a
 * formatter's call, and the api asks for days and times of instants thousands of times a request
 * (a month's summary, the recap).
 */
function fixedWallClock(instant: Date, zone: string): string | null {
  const offset = fixedOffset(zone, instant.getTime());
  return offset === null ? null : new Date(instant.getTime() + offset * 60_000).toISOString();
}

const fixedOffset = (zone: string, time: number) =>
  isTimeZone(zone) && time >= FIXED_FROM && time < FIXED_UNTIL ? FIXED_OFFSET_MINUTES[zone] : null;

/** The calendar day in a zone (Jakarta by default) of an instant, as yyyy-mm-dd. */
export function jakartaDate(instant: Date, zone: string = TIME_ZONE): string {
  return fixedWallClock(instant, zone)?.slice(0, 10) ?? formatsOf(zone).day.format(instant);
}

/** The wall-clock time in a zone (Jakarta by default) of an instant, as HH:mm:ss. */
export function jakartaTime(instant: Date, zone: string = TIME_ZONE): string {
  return fixedWallClock(instant, zone)?.slice(11, 19) ?? formatsOf(zone).time.format(instant);
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Every minute of a day as HH:mm, made once: an export writes two a row for 310,000 rows. */
const HOUR_MINUTES = Array.from(
  { length: 24 * 60 },
  (_, minute) => `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`,
);

/** HH:mm, 24-hour, in a zone (Jakarta by default): how every time is shown and sent (rules §9). */
export function jakartaHourMinute(instant: Date, zone: string = TIME_ZONE): string {
  const time = instant.getTime();
  const offset = fixedOffset(zone, time);
  if (offset === null) return jakartaTime(instant, zone).slice(0, 5);
  // The wall clock's minute of its day, counted, not formatted (what toISOString's HH:mm would say).
  const minutes = Math.floor(time / 60_000) + offset;
  return HOUR_MINUTES[((minutes % 1440) + 1440) % 1440];
}

/** HH:mm with the zone's abbreviation when it is not the reader's ("08:02 WITA"); bare HH:mm when it is. */
export const zonedHourMinute = (instant: Date, zone: string, readerZone: string = TIME_ZONE) =>
  zone === readerZone
    ? jakartaHourMinute(instant, zone)
    : `${jakartaHourMinute(instant, zone)} ${zoneAbbreviation(zone)}`;

/** dd-mm-yyyy, Jakarta: how every date is shown (rules §9). */
export const jakartaDisplayDate = (instant: Date, zone: string = TIME_ZONE) =>
  jakartaDate(instant, zone).split('-').reverse().join('-');

/**
 * Minutes a zone's wall clock is ahead of UTC at an instant (Jakarta 420, Makassar 480, Jayapura 540):
 * the fixed offset since 1964, else read from Intl's zone data.
 */
export function zoneOffsetMinutes(zone: string, at: Date = new Date(0)): number {
  const fixed = fixedOffset(zone, at.getTime());
  if (fixed !== null) return fixed;
  const wall = Date.parse(`${jakartaDate(at, zone)}T${jakartaTime(at, zone)}Z`);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock day (yyyy-mm-dd) and minute of the day in a zone. */
export function zoneInstant(day: string, minutes: number, zone: string = TIME_ZONE): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnightUtc + (minutes - zoneOffsetMinutes(zone, new Date(midnightUtc))) * 60_000);
}

/** First day of a month and first day of the next, as yyyy-mm-dd; monthIndex is 0-11. */
export function monthRange(year: number, monthIndex: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const nextYear = monthIndex === 11 ? year + 1 : year;
  const nextMonth = monthIndex === 11 ? 0 : monthIndex + 1;
  return { from: `${year}-${pad(monthIndex + 1)}-01`, to: `${nextYear}-${pad(nextMonth + 1)}-01` };
}

/** The year and month index (0-11) of an instant in a zone (Jakarta by default). */
export function jakartaMonth(instant: Date, zone: string = TIME_ZONE): { year: number; monthIndex: number } {
  const [year, month] = jakartaDate(instant, zone).split('-').map(Number);
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
