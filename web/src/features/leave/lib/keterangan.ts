/**
 * Spec 9's four Keterangan as the api stores them and the PDF prints them (Indonesian in every
 * language), each with its catalogue label.
 */
export const KETERANGAN = [
  { value: 'Potong Cuti', label: 'potongCuti' },
  { value: 'Alpa', label: 'alpa' },
  { value: 'Tidak Potong Cuti', label: 'tidakPotongCuti' },
  { value: 'Libur Pengganti', label: 'liburPengganti' },
] as const;

/** Libur Pengganti asks for the replacement day off. */
export const REPLACEMENT_DAY_OFF = 'Libur Pengganti';
