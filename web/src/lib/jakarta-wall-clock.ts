/**
 * Jakarta's wall clock at an instant, with its month's and weekday's names in a language ('id', or
 * English otherwise). WIB is UTC+7 all year with no daylight saving, since 1 January 1964 (Keputusan
 * Presiden 243/1963; Keppres 41/1987 kept it): UTC's seven hours on, counted without Intl, whose
 * first date format on a page costs ~120 ms at CPU ×4 while ICU's date data loads — a long task on
 * a slow phone as a screen that tells the time starts (issue 31). No instant the app shows is older.
 * index.html's own script draws with it too (first-paint/fill.ts): the names are
 * Intl's in en-US and id-ID, and jakarta-clock.test.ts holds them equal.
 */
export const jakartaWallClock = function (instant: Date, language: string, offsetHours = 7) {
  const wall = new Date(instant.getTime() + offsetHours * 60 * 60 * 1000);
  const id = language === 'id';
  const months = id
    ? [
        'Januari',
        'Februari',
        'Maret',
        'April',
        'Mei',
        'Juni',
        'Juli',
        'Agustus',
        'September',
        'Oktober',
        'November',
        'Desember',
      ]
    : [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ];
  const weekdays = id
    ? ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu']
    : ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    monthName: months[wall.getUTCMonth()],
    weekdayName: weekdays[wall.getUTCDay()],
  };
};

export type JakartaWallClock = ReturnType<typeof jakartaWallClock>;

/**
 * Indonesia's three zones (issue 45: a person's clock reads their own), each a fixed offset with no
 * daylight saving since 1 January 1988 (Keppres 41/1987), and the name a reader knows it by.
 */
const ZONES: Record<string, { offset: number; name: string }> = {
  'Asia/Jakarta': { offset: 7, name: 'WIB' },
  'Asia/Makassar': { offset: 8, name: 'WITA' },
  'Asia/Jayapura': { offset: 9, name: 'WIT' },
};

/** A zone's offset from UTC in hours and its name (WIB, WITA, WIT); Jakarta's for anything else. */
export const indonesianZone = (zone: unknown) => ZONES[typeof zone === 'string' ? zone : ''] ?? ZONES['Asia/Jakarta']!;
