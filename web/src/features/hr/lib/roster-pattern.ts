/**
 * Roster editing (issue 25), pure: a cell value is 'empty' (the schedule assignment applies), 'off',
 * or a shift as `s:<schedule id>`. The grid is keyed `${nik} ${day}`.
 */
export type CellValue = string;
export type Grid = ReadonlyMap<string, CellValue>;

export const cellKey = (nik: number, day: string) => `${nik} ${day}`;
export const shiftValue = (scheduleId: string) => `s:${scheduleId}`;

/**
 * Fills each person's days from the first to the last (inclusive; `days` are the month's days in
 * order) by repeating the pattern from the first day: "2 morning, 2 night, 2 off" is
 * [m, m, n, n, off, off]. An empty pattern changes nothing.
 */
export function fillPattern(
  grid: Grid,
  niks: readonly number[],
  days: readonly string[],
  first: string,
  last: string,
  pattern: readonly CellValue[],
): Map<string, CellValue> {
  const next = new Map(grid);
  if (pattern.length === 0) return next;
  const from = days.indexOf(first);
  const to = days.indexOf(last);
  if (from < 0 || to < from) return next;
  for (const nik of niks) {
    for (let index = from; index <= to; index += 1)
      next.set(cellKey(nik, days[index]), pattern[(index - from) % pattern.length]);
  }
  return next;
}

/** Copies each person's week that starts on `first` (7 days) to every following week of the month. */
export function copyWeek(
  grid: Grid,
  niks: readonly number[],
  days: readonly string[],
  first: string,
): Map<string, CellValue> {
  const next = new Map(grid);
  const from = days.indexOf(first);
  if (from < 0) return next;
  for (const nik of niks) {
    for (let index = from + 7; index < days.length; index += 1) {
      next.set(cellKey(nik, days[index]), grid.get(cellKey(nik, days[from + ((index - from) % 7)])) ?? 'empty');
    }
  }
  return next;
}

/** Sets every selected cell to one value (a shift, off, or empty to clear). */
export function setCells(grid: Grid, keys: Iterable<string>, value: CellValue): Map<string, CellValue> {
  const next = new Map(grid);
  for (const key of keys) next.set(key, value);
  return next;
}

/** The cells that differ from what was loaded, as the api's change set. */
export function changesBetween(loaded: Grid, edited: Grid): { nik: number; day: string; value: CellValue }[] {
  const changes: { nik: number; day: string; value: CellValue }[] = [];
  for (const [key, value] of edited) {
    if ((loaded.get(key) ?? 'empty') === value) continue;
    const [nik, day] = key.split(' ');
    changes.push({ nik: Number(nik), day, value });
  }
  return changes;
}
