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
