import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { apiErrorText, apiReplyText } from './api-text';
import { apiErrorIds, apiTextShapes, textShape } from './catalogue-checks';
import { loadArea, switchLanguage } from './index';
import { en } from './locales/en';
import failuresCommon from './locales/en/failures.json' with { type: 'json' };
import failuresHr from './locales/en/failures-hr.json' with { type: 'json' };

/** Every refusal the web has words for: the common ones and the console's (loaded with its area). */
const failures = {
  failures: {
    errors: failuresCommon.failures.errors,
    messages: { ...failuresCommon.failures.messages, ...failuresHr.hrFailures.messages },
  },
};

const API_SRC = `${ts.sys.getCurrentDirectory()}/api/src`;

beforeAll(() => loadArea('failures'));
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

  it('Bahasa Indonesia: a field reason of invalid_input, the rate limit with its minutes, and an HR refusal with its values', async () => {
    await switchLanguage('id');
    expect(apiErrorText('invalid_input', 'Password must be at least 8 characters')).toBe(
      'Kata sandi minimal 8 karakter',
    );
    expect(apiErrorText('invalid_input', 'Space not allowed!')).toBe('Tidak boleh ada spasi!');
    expect(apiErrorText('rate_limited', 'Too many failed logins. Try again in 15 minutes.')).toBe(
      'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.',
    );
    expect(apiErrorText('nik_taken', 'NIK 10001 is already used')).toBe('NIK 10001 sudah dipakai');
    expect(
      apiErrorText(
        'supervisor_in_use',
        'Dewi Lestari still supervises 2 employees; give them another supervisor first',
      ),
    ).toBe('Dewi Lestari masih menjadi atasan 2 karyawan; beri mereka atasan lain dulu');
    expect(
      apiErrorText(
        'schedule_in_use',
        'This schedule already counts past days. Make a new schedule and assign it from a date.',
      ),
    ).toBe('Jadwal ini sudah dipakai menghitung hari yang lalu. Buat jadwal baru dan tetapkan mulai suatu tanggal.');
    // A message the web has no pattern for: the words of its id.
    expect(apiErrorText('unit_in_use', 'OPS is still used by 3 employees')).toBe('Unit ini masih dipakai');
    // Neither known: the caller shows the server's message.
    expect(apiErrorText('brand_new_id', 'Something new')).toBeNull();
  });

  it('English: the plural the api chose is kept, and a message the web does not know is shown as sent', async () => {
    await switchLanguage('en');
    expect(apiErrorText('rate_limited', 'Too many failed logins. Try again in 1 minute.')).toBe(
      'Too many failed logins. Try again in 1 minute.',
    );
    expect(apiErrorText('rate_limited', 'Too many reset requests. Try again in 40 minutes.')).toBe(
      'Too many reset requests. Try again in 40 minutes.',
    );
    expect(apiErrorText('unit_in_use', 'OPS is still used by 3 employees')).toBe('OPS is still used by 3 employees');
  });
});

describe("the console's own refusals (loaded with its area, not with every visitor's failures)", () => {
  it('Bahasa Indonesia: an overtime rule refused is said in Indonesian once the console has loaded', async () => {
    await loadArea('hrFailures');
    await switchLanguage('id');
    expect(apiErrorText('invalid_input', 'Rounding must be 0, 15, 30 or 60 minutes')).toBe(
      'Pembulatan harus 0, 15, 30 atau 60 menit',
    );
    expect(apiErrorText('invalid_input', 'NIK 20001 is not a number')).toBe('NIK 20001 bukan angka');
  });
});

describe('the catalogue against the api it speaks for', () => {
  it('has words for every error id the api can answer with', () => {
    const ids = apiErrorIds(API_SRC);
    expect(ids.size).toBeGreaterThan(60);
    const known = (id: string) => Object.hasOwn(en.api.errors, id) || Object.hasOwn(failures.failures.errors, id);
    expect([...ids].filter((id) => !known(id)).sort()).toEqual([]);
  });

  it('has no pattern for a message the api does not send (each matches a text or template in the api)', () => {
    const shapes = apiTextShapes(API_SRC);
    // The rate limit and "still supervises" compose their plural word in code ("minute" + "s").
    const composed = (key: string) => /^(loginsLimited|resetsLimited|supervisorInUse)_/.test(key);
    // A unit's kind is filled in by the api too ("Unknown ${label} ${code}"); the catalogue names it.
    const withUnitLabel = (shape: string) => shape.replace(/\b(division|subdivision|department)\b/, '{{}}');
    const known = (text: string) => shapes.has(textShape(text)) || shapes.has(withUnitLabel(textShape(text)));
    const stale = Object.entries(failures.failures.messages).filter(([key, text]) => !composed(key) && !known(text));
    expect(stale).toEqual([]);
  });
});
