import { describe, expect, it } from '@jest/globals';
import { displayRange } from './dates.js';

describe('displayRange', () => {
  it.each([
    // start, end, language, shown — where
    ['2026-03-12', '2026-03-12', 'en', '12-03-2026'], // one day: no range word
    ['2026-03-12', '2026-03-14', 'en', '12-03-2026 to 14-03-2026'], // inbox items and audit rows are English
    ['2026-03-12', '2026-03-14', 'id', '12-03-2026 s/d 14-03-2026'], // the Indonesian leave form: sampai dengan
    ['2026-03-12', '2026-03-12', 'id', '12-03-2026'],
  ] as const)('%s … %s in %s reads "%s"', (start, end, language, shown) => {
    expect(displayRange(start, end, language)).toBe(shown);
  });
});
