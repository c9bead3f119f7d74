import type { TFunction } from 'i18next';

/** The statuses the api sends (its stable values); anything else is shown as the api wrote it. */
const STATUSES = ['Pending', 'Approved', 'Success', 'Rejected', 'Cancelled'] as const;

export const statusLabel = (t: TFunction, status: string) =>
  (STATUSES as readonly string[]).includes(status) ? t(`status.${status as (typeof STATUSES)[number]}`) : status;

/** Clock In / Clock Out of an attendance record (clocking true is a clock-in). */
export const clockingLabel = (t: TFunction, clocking: boolean) =>
  clocking ? t('attendance.live.clockIn') : t('attendance.live.clockOut');

/** A distance as a person reads it: metres under a kilometre, then kilometres with one decimal. */
export const distanceLabel = (t: TFunction, metres: number) =>
  metres >= 1000
    ? t('attendance.distanceKm', { km: metres / 1000 })
    : t('attendance.distanceMetres', { metres: Math.round(metres) });

/** A leave's days: one date when it starts and ends on the same day, else the range. */
export const dayRangeLabel = (t: TFunction, start: string, end: string) =>
  start === end ? start : t('leave.list.dates', { start, end });
