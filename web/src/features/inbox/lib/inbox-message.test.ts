import { afterAll, describe, expect, it } from '@jest/globals';
import { switchLanguage } from '../../../i18n';
import { inboxMessageText } from './inbox-message';

afterAll(() => switchLanguage('en'));

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
