import { describe, expect, it } from '@jest/globals';
import {
  INBOX_MESSAGES,
  inboxDays,
  inboxMessageText,
  type InboxMessage,
  type InboxMessageKey,
} from './inbox-messages.js';

const range = inboxDays('09-04-2030', '10-04-2030');
const span: InboxMessage = {
  key: 'overtimeSpan',
  values: { day: '27-11-2026', start: '17:00', end: '20:00', zone: '', hours: '3' },
};
const withCorrection = { name: 'Ade Rahmat Hidayat', nik: '10001', day: '20-11-2026', time: '07:55' };
const decidedCorrection = { day: '20-11-2026', time: '07:55', name: 'Dewi Lestari' };

/**
 * Every sentence of the inbox with sample values, and what it reads in each language. The api's
 * notify() takes an InboxMessage, whose key is a key of this catalogue and whose Indonesian must
 * name every English key: a call site naming a sentence missing in either language fails the
 * typecheck, and this table fails for a key added without its row.
 */
const TABLE: [InboxMessage, string, string][] = [
  [
    { key: 'newAnnouncement', values: { title: 'Libur Natal' } },
    'New announcement: Libur Natal',
    'Pengumuman baru: Libur Natal',
  ],
  [
    { key: 'clockInAccepted', values: { at: '24-11-2026 07:58' } },
    'Your clock-in of 24-11-2026 07:58 was accepted',
    'Absen masuk Anda pada 24-11-2026 07:58 diterima',
  ],
  [
    { key: 'clockInRejected', values: { at: '24-11-2026 07:58', reason: 'Fake GPS' } },
    'Your clock-in of 24-11-2026 07:58 was rejected: Fake GPS',
    'Absen masuk Anda pada 24-11-2026 07:58 ditolak: Fake GPS',
  ],
  [
    { key: 'clockOutAccepted', values: { at: '24-11-2026 17:04' } },
    'Your clock-out of 24-11-2026 17:04 was accepted',
    'Absen pulang Anda pada 24-11-2026 17:04 diterima',
  ],
  [
    { key: 'clockOutRejected', values: { at: '24-11-2026 17:04', reason: 'Fake GPS' } },
    'Your clock-out of 24-11-2026 17:04 was rejected: Fake GPS',
    'Absen pulang Anda pada 24-11-2026 17:04 ditolak: Fake GPS',
  ],
  [
    { key: 'clockInFlagged', values: { name: 'Ade', at: '24-11-2026 07:58' } },
    "Ade's clock-in of 24-11-2026 07:58 needs your review",
    'Absen masuk Ade pada 24-11-2026 07:58 perlu Anda tinjau',
  ],
  [
    { key: 'clockOutFlagged', values: { name: 'Ade', at: '24-11-2026 17:04' } },
    "Ade's clock-out of 24-11-2026 17:04 needs your review",
    'Absen pulang Ade pada 24-11-2026 17:04 perlu Anda tinjau',
  ],
  [
    { key: 'swapAsked', values: { name: 'Ade', day: '24-11-2026', mine: 'Pagi', theirs: 'Malam' } },
    'Ade asks to swap shifts with you on 24-11-2026: Pagi ↔ Malam',
    'Ade mengajak Anda bertukar sif pada 24-11-2026: Pagi ↔ Malam',
  ],
  [
    {
      key: 'swapToDecide',
      values: { requester: 'Ade', colleague: 'Siti', day: '24-11-2026', mine: 'Pagi', theirs: 'Malam' },
    },
    'Ade and Siti ask to swap shifts on 24-11-2026: Pagi ↔ Malam',
    'Ade dan Siti mengajukan tukar sif pada 24-11-2026: Pagi ↔ Malam',
  ],
  [
    { key: 'swapAccepted', values: { name: 'Siti', day: '24-11-2026' } },
    'Siti accepted your shift swap on 24-11-2026',
    'Siti menerima ajakan tukar sif Anda pada 24-11-2026',
  ],
  [
    { key: 'swapDeclined', values: { name: 'Siti', day: '24-11-2026' } },
    'Siti declined your shift swap on 24-11-2026',
    'Siti menolak ajakan tukar sif Anda pada 24-11-2026',
  ],
  [
    { key: 'swapApproved', values: { day: '24-11-2026', name: 'Dewi' } },
    'Your shift swap on 24-11-2026 was approved by Dewi',
    'Tukar sif Anda pada 24-11-2026 disetujui oleh Dewi',
  ],
  [
    { key: 'swapRejected', values: { day: '24-11-2026', name: 'Dewi' } },
    'Your shift swap on 24-11-2026 was rejected by Dewi',
    'Tukar sif Anda pada 24-11-2026 ditolak oleh Dewi',
  ],
  [
    { key: 'correctionFiledIn', values: withCorrection },
    'Ade Rahmat Hidayat (10001) asks to correct attendance: Clock In on 20-11-2026 at 07:55',
    'Ade Rahmat Hidayat (10001) mengajukan koreksi absensi: Absen Masuk 20-11-2026 pukul 07:55',
  ],
  [
    { key: 'correctionFiledOut', values: withCorrection },
    'Ade Rahmat Hidayat (10001) asks to correct attendance: Clock Out on 20-11-2026 at 07:55',
    'Ade Rahmat Hidayat (10001) mengajukan koreksi absensi: Absen Pulang 20-11-2026 pukul 07:55',
  ],
  [
    { key: 'correctionApprovedIn', values: decidedCorrection },
    'Your attendance correction (Clock In on 20-11-2026 at 07:55) was approved by Dewi Lestari',
    'Koreksi absensi Anda (Absen Masuk 20-11-2026 pukul 07:55) disetujui oleh Dewi Lestari',
  ],
  [
    { key: 'correctionApprovedOut', values: decidedCorrection },
    'Your attendance correction (Clock Out on 20-11-2026 at 07:55) was approved by Dewi Lestari',
    'Koreksi absensi Anda (Absen Pulang 20-11-2026 pukul 07:55) disetujui oleh Dewi Lestari',
  ],
  [
    { key: 'correctionRejectedIn', values: decidedCorrection },
    'Your attendance correction (Clock In on 20-11-2026 at 07:55) was rejected by Dewi Lestari',
    'Koreksi absensi Anda (Absen Masuk 20-11-2026 pukul 07:55) ditolak oleh Dewi Lestari',
  ],
  [
    { key: 'correctionRejectedOut', values: decidedCorrection },
    'Your attendance correction (Clock Out on 20-11-2026 at 07:55) was rejected by Dewi Lestari',
    'Koreksi absensi Anda (Absen Pulang 20-11-2026 pukul 07:55) ditolak oleh Dewi Lestari',
  ],
  [
    { key: 'correctionWithdrawnIn', values: withCorrection },
    'Ade Rahmat Hidayat (10001) withdrew their attendance correction request: Clock In on 20-11-2026 at 07:55',
    'Ade Rahmat Hidayat (10001) menarik kembali pengajuan koreksi absensi: Absen Masuk 20-11-2026 pukul 07:55',
  ],
  [
    { key: 'correctionWithdrawnOut', values: withCorrection },
    'Ade Rahmat Hidayat (10001) withdrew their attendance correction request: Clock Out on 20-11-2026 at 07:55',
    'Ade Rahmat Hidayat (10001) menarik kembali pengajuan koreksi absensi: Absen Pulang 20-11-2026 pukul 07:55',
  ],
  [
    { key: 'leaveFiled', values: { name: 'Ade', type: 'Sakit', days: inboxDays('13-01-2027', '13-01-2027') } },
    'Ade requests Sakit on 13-01-2027',
    'Ade mengajukan Sakit pada 13-01-2027',
  ],
  [
    { key: 'leaveApproved', values: { type: 'Cuti Tahunan', days: range, name: 'Dewi' } },
    'Your Cuti Tahunan request on 09-04-2030 to 10-04-2030 was approved by Dewi',
    'Pengajuan Cuti Tahunan Anda pada 09-04-2030 s/d 10-04-2030 disetujui oleh Dewi',
  ],
  [
    { key: 'leaveRejected', values: { type: 'Cuti Tahunan', days: range, name: 'Dewi' } },
    'Your Cuti Tahunan request on 09-04-2030 to 10-04-2030 was rejected by Dewi',
    'Pengajuan Cuti Tahunan Anda pada 09-04-2030 s/d 10-04-2030 ditolak oleh Dewi',
  ],
  [
    { key: 'leaveWithdrawn', values: { name: 'Ade', type: 'Izin', days: range } },
    'Ade withdrew their Izin request on 09-04-2030 to 10-04-2030',
    'Ade menarik kembali pengajuan Izin pada 09-04-2030 s/d 10-04-2030',
  ],
  [
    { key: 'overtimeAsked', values: { name: 'Putri', span } },
    'Putri asks for overtime on 27-11-2026, 17:00–20:00 (3 h)',
    'Putri mengajukan lembur pada 27-11-2026, 17:00–20:00 (3 jam)',
  ],
  [
    { key: 'overtimeOrdered', values: { name: 'Dewi', span } },
    'Dewi asks you to work overtime on 27-11-2026, 17:00–20:00 (3 h): agree to it',
    'Dewi meminta Anda lembur pada 27-11-2026, 17:00–20:00 (3 jam): nyatakan bersedia',
  ],
  [
    { key: 'overtimeAgreed', values: { name: 'Putri', span } },
    'Putri agreed to overtime on 27-11-2026, 17:00–20:00 (3 h)',
    'Putri bersedia lembur pada 27-11-2026, 17:00–20:00 (3 jam)',
  ],
  [
    { key: 'overtimeApproved', values: { span, name: 'Dewi' } },
    'Your overtime on 27-11-2026, 17:00–20:00 (3 h) was approved by Dewi',
    'Lembur Anda pada 27-11-2026, 17:00–20:00 (3 jam) disetujui oleh Dewi',
  ],
  [
    { key: 'overtimeRejected', values: { span, name: 'Dewi' } },
    'Your overtime on 27-11-2026, 17:00–20:00 (3 h) was rejected by Dewi',
    'Lembur Anda pada 27-11-2026, 17:00–20:00 (3 jam) ditolak oleh Dewi',
  ],
  [
    {
      key: 'routed',
      values: {
        request: { key: 'leaveFiled', values: { name: 'Ade', type: 'Sakit', days: '13-01-2027' } },
        why: [
          { key: 'supervisorOnLeave', values: { name: 'Dewi' } },
          { key: 'standingIn', values: { name: 'Budi', day: '20-01-2027' } },
        ],
      },
    },
    'Ade requests Sakit on 13-01-2027 (Dewi is on leave; standing in for Budi until 20-01-2027)',
    'Ade mengajukan Sakit pada 13-01-2027 (Dewi sedang cuti; menggantikan Budi sampai 20-01-2027)',
  ],
  [
    { key: 'standingIn', values: { name: 'Dewi', day: '20-01-2027' } },
    'standing in for Dewi until 20-01-2027',
    'menggantikan Dewi sampai 20-01-2027',
  ],
  [{ key: 'supervisorOnLeave', values: { name: 'Dewi' } }, 'Dewi is on leave', 'Dewi sedang cuti'],
  [
    { key: 'hrNoSupervisor', values: { name: 'Dewi' } },
    'as HR: Dewi has no supervisor',
    'sebagai HR: Dewi tidak memiliki atasan',
  ],
  [
    {
      key: 'escalated',
      values: { request: { key: 'overtimeAsked', values: { name: 'Putri', span } }, hours: 48, names: 'Yusuf' },
    },
    'Putri asks for overtime on 27-11-2026, 17:00–20:00 (3 h) (escalated: undecided for 48 working hours with Yusuf)',
    'Putri mengajukan lembur pada 27-11-2026, 17:00–20:00 (3 jam) (dialihkan: belum diputuskan selama 48 jam kerja oleh Yusuf)',
  ],
  [
    { key: 'reminderClockIn', values: { at: '08:00' } },
    'Your shift started at 08:00 and you have not clocked in yet',
    'Sif Anda mulai pukul 08:00 dan Anda belum absen masuk',
  ],
  [
    { key: 'reminderClockOut', values: { at: '17:00' } },
    'Your shift ended at 17:00 and you have not clocked out yet',
    'Sif Anda berakhir pukul 17:00 dan Anda belum absen pulang',
  ],
  [
    { key: 'reminderDigest', values: { requests: 3, flagged: 1 } },
    'Requests waiting for your decision: 3; flagged clock-ins to review: 1',
    'Pengajuan menunggu keputusan Anda: 3; absensi ditandai yang perlu ditinjau: 1',
  ],
  [
    { key: 'exportReady', values: { name: 'Rekap November' } },
    'Your export Rekap November is ready to download',
    'Ekspor Rekap November Anda sudah siap diunduh',
  ],
  [
    { key: 'importDone', values: { name: 'karyawan.xlsx', created: 12, updated: 3 } },
    'Your import karyawan.xlsx is done: 12 created, 3 updated',
    'Impor karyawan.xlsx Anda selesai: 12 dibuat, 3 diperbarui',
  ],
  [range as InboxMessage, '09-04-2030 to 10-04-2030', '09-04-2030 s/d 10-04-2030'],
  [
    {
      key: 'overtimeSpan',
      values: { day: '24-11-2026', start: '22:00', end: '25-11-2026 01:00', zone: ' WITA', hours: '3' },
    },
    '24-11-2026, 22:00–25-11-2026 01:00 WITA (3 h)',
    '24-11-2026, 22:00–25-11-2026 01:00 WITA (3 jam)',
  ],
];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the inbox’s sentences (issue 47)', () => {
  it.each(TABLE)('%j reads "%s" in English and "%s" in Bahasa Indonesia', (message, english, indonesian) => {
    expect(inboxMessageText('en', message)).toBe(english);
    expect(inboxMessageText('id', message)).toBe(indonesian);
  });

  it('has a row for every key of the catalogue', () => {
    const keys = Object.keys(INBOX_MESSAGES.en) as InboxMessageKey[];
    expect(keys.filter((key) => !TABLE.some(([message]) => message.key === key))).toEqual([]);
  });

  it('fills in the same values in both languages', () => {
    const differ = (Object.keys(INBOX_MESSAGES.en) as InboxMessageKey[]).filter(
      (key) => placeholders(INBOX_MESSAGES.en[key]).join() !== placeholders(INBOX_MESSAGES.id[key]).join(),
    );
    expect(differ).toEqual([]);
  });

  it('names one day as it is shown, and two as a range', () => {
    expect(inboxDays('09-04-2030', '09-04-2030')).toBe('09-04-2030');
    expect(inboxDays('09-04-2030', '10-04-2030')).toEqual({
      key: 'dayRange',
      values: { from: '09-04-2030', to: '10-04-2030' },
    });
  });
});
