import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { openingLanguage } from '.';
import { phoneLanguage } from './phone-language';

describe('phoneLanguage', () => {
  it.each([
    [['id-ID', 'en-US'], 'id'],
    [['en-GB', 'id'], 'en'],
    [['fr-FR'], 'en'],
    [['fr-FR', 'id'], 'id'],
    // 'in' is Indonesian's old code, still sent by older Androids.
    [['in-ID'], 'id'],
    [['ID_id'], 'id'],
    // Malay is close, but not a language the app speaks.
    [['ms-MY', 'en'], 'en'],
    [[], 'en'],
  ])('%j → %s', (languages, expected) => {
    expect(phoneLanguage(languages)).toBe(expected);
  });
});

describe('openingLanguage', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });
  const phoneSpeaks = (...languages: string[]) => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

  it("speaks the phone's language while nobody has chosen one on this browser", () => {
    phoneSpeaks('id-ID', 'en-US');
    expect(openingLanguage()).toBe('id');
  });

  it('speaks the language chosen on this browser over the phone’s', () => {
    phoneSpeaks('id-ID', 'en-US');
    localStorage.setItem('hadir.language', 'en');
    expect(openingLanguage()).toBe('en');
    phoneSpeaks('en-US');
    localStorage.setItem('hadir.language', 'id');
    expect(openingLanguage()).toBe('id');
  });

  it('falls back to navigator.language on a browser without the list', () => {
    phoneSpeaks();
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('id');
    expect(openingLanguage()).toBe('id');
  });
});
