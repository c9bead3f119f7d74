import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { apiErrorText, apiReplyText, inboxMessageText } from './api-text';
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

/** An item written before items had keys (issue 47): only its English sentence. */
const oldItemText = (message: string) => inboxMessageText({ message });

describe("a shift swap's inbox messages in the chosen language", () => {
  // The sentences api/src/swaps/service.ts stored before keys, word for word (the day dd-mm-yyyy since issue 46).
  const sent = {
    asked: 'Ade Rahmat Hidayat asks to swap shifts with you on 24-11-2026: Pagi ↔ Malam',
    toDecide: 'Ade Rahmat Hidayat and Siti Aminah ask to swap shifts on 24-11-2026: Pagi ↔ Malam',
    accepted: 'Siti Aminah accepted your shift swap on 24-11-2026',
    declined: 'Siti Aminah declined your shift swap on 24-11-2026',
    approved: 'Your shift swap on 24-11-2026 was approved by Dewi Lestari',
    rejected: 'Your shift swap on 24-11-2026 was rejected by Dewi Lestari',
  };

  it('Bahasa Indonesia: each step of a swap is said in Indonesian with its names, day and shifts', async () => {
    await switchLanguage('id');
    expect(Object.fromEntries(Object.entries(sent).map(([step, message]) => [step, oldItemText(message)]))).toEqual({
      asked: 'Ade Rahmat Hidayat mengajak Anda bertukar sif pada 24-11-2026: Pagi ↔ Malam',
      toDecide: 'Ade Rahmat Hidayat dan Siti Aminah mengajukan tukar sif pada 24-11-2026: Pagi ↔ Malam',
      accepted: 'Siti Aminah menerima ajakan tukar sif Anda pada 24-11-2026',
      declined: 'Siti Aminah menolak ajakan tukar sif Anda pada 24-11-2026',
      approved: 'Tukar sif Anda pada 24-11-2026 disetujui oleh Dewi Lestari',
      rejected: 'Tukar sif Anda pada 24-11-2026 ditolak oleh Dewi Lestari',
    });
  });

  it('English: the sentences read as the api wrote them', async () => {
    await switchLanguage('en');
    expect(Object.values(sent).map(oldItemText)).toEqual(Object.values(sent));
  });
});

describe("a withdrawn correction's inbox notice in the chosen language (issue 45)", () => {
  // The sentences api/src/correction/service.ts stored before keys, word for word.
  const sent = [
    'Ade Rahmat Hidayat (10001) withdrew their attendance correction request: Clock In on 20-11-2026 at 07:55',
    'Ade Rahmat Hidayat (10001) withdrew their attendance correction request: Clock Out on 20-11-2026 at 17:05',
  ];

  it('Bahasa Indonesia: who, which clocking, the day and the time', async () => {
    await switchLanguage('id');
    expect(sent.map(oldItemText)).toEqual([
      'Ade Rahmat Hidayat (10001) menarik kembali pengajuan koreksi absensi: Absen Masuk 20-11-2026 pukul 07:55',
      'Ade Rahmat Hidayat (10001) menarik kembali pengajuan koreksi absensi: Absen Pulang 20-11-2026 pukul 17:05',
    ]);
  });

  it('English: as the api wrote them', async () => {
    await switchLanguage('en');
    expect(sent.map(oldItemText)).toEqual(sent);
  });
});

describe('an inbox item with its key (issue 47) in the chosen language', () => {
  const approved = {
    message: 'Your Cuti Tahunan request on 09-04-2030 to 10-04-2030 was approved by Dewi Lestari',
    messageKey: 'leaveApproved',
    messageValues: JSON.stringify({
      type: 'Cuti Tahunan',
      days: { key: 'dayRange', values: { from: '09-04-2030', to: '10-04-2030' } },
      name: 'Dewi Lestari',
    }),
  };

  it('reads its sentence from the shared catalogue, in English and in Bahasa Indonesia', async () => {
    await switchLanguage('en');
    expect(inboxMessageText(approved)).toBe(approved.message);
    await switchLanguage('id');
    expect(inboxMessageText(approved)).toBe(
      'Pengajuan Cuti Tahunan Anda pada 09-04-2030 s/d 10-04-2030 disetujui oleh Dewi Lestari',
    );
  });

  it('an old item the catalogue does not know stays as written, and a sentence part is never taken for a whole one', async () => {
    await switchLanguage('id');
    expect(oldItemText('Ade went to the office')).toBe('Ade went to the office');
    expect(oldItemText('Your Sakit was approved (late)')).toBe('Your Sakit was approved (late)');
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
