import { displayDay } from '../../../lib/jakarta';

/**
 * An overtime request's real window as a person reads it (issue 45): "02-12-2026 · 17:00–19:00", and
 * with the end's date when it ends the next day ("02-12-2026 · 22:00–03-12-2026 01:00").
 */
export function windowText(request: { date: string; start: string; end: string; endDate: string }): string {
  const end = request.endDate === request.date ? request.end : `${displayDay(request.endDate)} ${request.end}`;
  return `${displayDay(request.date)} · ${request.start}–${end}`;
}

/** An end not after the start is the next morning's, as the api reads it: the day it ends on (yyyy-mm-dd). */
export function endDateOf(date: string, start: string, end: string): string {
  if (end > start) return date;
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
}

/** How long the window the form proposes runs, in minutes (the person changes it as ordered). */
export const DEFAULT_WINDOW_MINUTES = 120;

const plusMinutes = (time: string, minutes: number) => {
  const total = (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * The window the form proposes for a day (issue 45): on a working day overtime starts when the shift
 * ends (a 22:00–06:00 worker's at 06:00 the next morning, on the day asked); on a rest day or holiday at
 * the shift's usual start. Two hours long.
 */
export function defaultWindow(shift: { workingDay: boolean; start: string; end: string }): {
  start: string;
  end: string;
} {
  const start = shift.workingDay ? shift.end : shift.start;
  return { start, end: plusMinutes(start, DEFAULT_WINDOW_MINUTES) };
}
