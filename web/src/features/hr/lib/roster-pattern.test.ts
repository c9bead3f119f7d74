import { describe, expect, it } from '@jest/globals';
import { cellKey, changesBetween, copyWeek, fillPattern, setCells } from './roster-pattern';

const days = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
const row = (grid: Map<string, string>, nik: number, from: number, to: number) =>
  days.slice(from - 1, to).map((day) => grid.get(cellKey(nik, day)) ?? 'empty');

describe('roster editing', () => {
  it('fills a selection by repeating "2 morning, 2 night, 2 off" from its first day', () => {
    const grid = fillPattern(new Map(), [10001, 10003], days, '2026-11-02', '2026-11-10', [
      's:1',
      's:1',
      's:2',
      's:2',
      'off',
      'off',
    ]);
    expect(row(grid, 10001, 1, 11)).toEqual([
      'empty',
      's:1',
      's:1',
      's:2',
      's:2',
      'off',
      'off',
      's:1',
      's:1',
      's:2',
      'empty',
    ]);
    expect(row(grid, 10003, 2, 10)).toEqual(row(grid, 10001, 2, 10));
    expect(fillPattern(grid, [10001], days, '2026-11-02', '2026-11-10', [])).toEqual(grid);
  });

  it('copies a week to the following weeks of the month, and clears', () => {
    const week = fillPattern(new Map(), [10001], days, '2026-11-02', '2026-11-08', [
      's:1',
      's:1',
      's:1',
      's:2',
      's:2',
      'off',
      'off',
    ]);
    const copied = copyWeek(week, [10001], days, '2026-11-02');
    expect(row(copied, 10001, 9, 15)).toEqual(row(copied, 10001, 2, 8));
    expect(row(copied, 10001, 30, 30)).toEqual(['s:1']);
    const cleared = setCells(copied, [cellKey(10001, '2026-11-09')], 'empty');
    expect(
      changesBetween(new Map([[cellKey(10001, '2026-11-09'), 's:1']]), cleared).find(
        (change) => change.day === '2026-11-09',
      ),
    ).toEqual({ nik: 10001, day: '2026-11-09', value: 'empty' });
    expect(changesBetween(cleared, cleared)).toEqual([]);
  });
});
