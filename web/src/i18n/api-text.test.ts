import { afterAll, describe, expect, it } from '@jest/globals';
import { apiErrorText, apiReplyText } from './api-text';
import { switchLanguage } from './index';

afterAll(() => switchLanguage('en'));

describe("the api's words in the chosen language", () => {
  it('English: the spec wording the api sends; an unknown id is null and an unknown reply stays as sent', async () => {
    await switchLanguage('en');
    expect(apiErrorText('out_of_radius')).toBe('Your location is out of radius');
    expect(apiErrorText('something_new')).toBeNull();
    expect(apiErrorText(undefined)).toBeNull();
    expect(apiReplyText('Clock In success')).toBe('Clock In success');
    expect(apiReplyText('A reply the web has never seen')).toBe('A reply the web has never seen');
  });

  it('Bahasa Indonesia: the catalogue text for a known error id and a known reply', async () => {
    await switchLanguage('id');
    expect(apiErrorText('out_of_radius')).toBe('Lokasi Anda di luar radius');
    expect(apiErrorText('invalid_credentials')).toBe('NIK atau kata sandi salah');
    expect(apiReplyText('Clock In success')).toBe('Absen masuk berhasil');
    expect(apiReplyText('Leave request submitted')).toBe('Pengajuan cuti terkirim');
    expect(apiReplyText('A reply the web has never seen')).toBe('A reply the web has never seen');
  });
});
