import { describe, expect, it } from '@jest/globals';
import { displayName, firstName } from './display-name';

describe('displayName (rules §1)', () => {
  it.each([
    ['Ade Rahmat Hidayat', 'Ade Rahmat'],
    ['Dewi Lestari', 'Dewi'],
    ['Siti Nurhaliza', 'Siti'],
    ['Ani', 'Ani'],
    ['  Budi   Santoso ', 'Budi'],
    ['Eko Prasetyo', 'Eko Prasetyo'],
    ['', ''],
  ])('shows %p as %p', (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });

  it('takes the first word for file names', () => {
    expect(firstName('Ade Rahmat Hidayat')).toBe('Ade');
  });
});
