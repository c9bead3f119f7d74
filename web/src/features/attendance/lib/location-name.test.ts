import { describe, expect, it } from '@jest/globals';
import { cutLocationName } from './location-name';

const name = (length: number) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij'.slice(0, length);

describe('cutLocationName (rules §9: 25 characters, ellipsis when over 20)', () => {
  it('shows a name of 20 characters whole, with no ellipsis', () => {
    expect(cutLocationName('Kantor Pusat Jakarta')).toBe('Kantor Pusat Jakarta');
    expect(cutLocationName(name(20))).toBe(name(20));
  });

  it('adds the ellipsis from 21 characters on', () => {
    expect(cutLocationName(name(21))).toBe(`${name(21)}...`);
  });

  it('keeps all 25 characters of a 25-character name, with the ellipsis', () => {
    expect(cutLocationName(name(25))).toBe(`${name(25)}...`);
  });

  it('cuts a 26-character name to its first 25', () => {
    expect(cutLocationName(name(26))).toBe(`${name(25)}...`);
    expect(cutLocationName('Gudang Penyimpanan Cikarang Barat')).toBe('Gudang Penyimpanan Cikara...');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(cutLocationName('Kantor Cabang Surabaya Timur Raya')).toBe('Kantor Cabang Surabaya Ti...');
    expect(cutLocationName('Kantor Cabang Surabaya 12 Timur')).toBe('Kantor Cabang Surabaya 12...');
    expect(cutLocationName('Kantor Cabang Surabayaa  Timur')).toBe('Kantor Cabang Surabayaa...');
  });

  it('shows nothing for a missing name and short names as they are', () => {
    expect(cutLocationName(null)).toBe('');
    expect(cutLocationName(undefined)).toBe('');
    expect(cutLocationName('  Gudang Bekasi ')).toBe('Gudang Bekasi');
  });
});
