import { describe, expect, it } from '@jest/globals';
import { en } from './locales/en';
import { id } from './locales/id';

/** Every string of a catalogue, by its key path. */
function strings(words: unknown, path = ''): [string, string][] {
  if (typeof words === 'string') return [[path, words]];
  if (typeof words !== 'object' || words === null) return [];
  return Object.entries(words).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
}

// The spec's Indonesian words on its English screens (DESIGN "Language"): the Indonesian catalogue
// keeps them, the English one says them in English.
const rows: [key: string, english: string, indonesian: string][] = [
  ['setting.changePassword', 'Change Password', 'Ganti Kata Sandi'],
  ['password.title', 'Change Password', 'Ganti Kata Sandi'],
  ['leave.approve.duration', 'Duration', 'Lama'],
  // Issue 46: the approval sheet, its Keterangan and the Profile tab (the correction reasons: one-language-screens.test.tsx).
  ['leave.approve.name', 'Name', 'Nama'],
  ['leave.approve.department', 'Department', 'Departemen'],
  ['leave.approve.absentDate', 'Dates absent', 'Tanggal Tidak Masuk'],
  ['leave.approve.type', 'Leave / permission type', 'Jenis Izin / Cuti'],
  ['leave.approve.reason', 'Reason', 'Alasan'],
  ['leave.approve.approvedBy', 'Approved by,', 'Disetujui oleh,'],
  ['leave.approve.applicant', 'Applicant,', 'Pemohon,'],
  ['leave.approve.supervisor', 'Supervisor', 'Atasan'],
  ['leave.approve.employee', 'Employee', 'Karyawan'],
  ['leave.approve.keterangan', 'Description', 'Keterangan'],
  ['leave.approve.descriptions.potongCuti', 'Deducted from leave', 'Potong Cuti'],
  ['leave.approve.descriptions.alpa', 'Absent without leave', 'Alpa'],
  ['leave.approve.descriptions.tidakPotongCuti', 'Not deducted from leave', 'Tidak Potong Cuti'],
  ['leave.approve.descriptions.liburPengganti', 'Replacement day off', 'Libur Pengganti'],
  ['profile.tabs.biograph', 'Personal', 'Biodata'],
];

describe('one language at a time', () => {
  const english = new Map(strings(en));
  const indonesian = new Map(strings(id));

  it.each(rows)('%s is "%s" in English and "%s" in Bahasa Indonesia', (key, inEnglish, inIndonesian) => {
    expect(english.get(key)).toBe(inEnglish);
    expect(indonesian.get(key)).toBe(inIndonesian);
  });

  it('no English word of the entry is the Indonesian "Ganti Kata Sandi"', () => {
    expect([...english].filter(([, value]) => value.includes('Ganti Kata Sandi'))).toEqual([]);
  });
});
