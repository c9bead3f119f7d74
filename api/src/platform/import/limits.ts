// What any import file may be: its size, its rows, and what an XLSX's zip may declare.
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

// What an XLSX's zip may declare (zip-guard.ts). A workbook of 10,000 rows × every column unpacks
// to about 7 MB (its sheet 5.3 MB packed 10 times, its shared strings 1.6 MB packed 15 times).
export const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;
export const MAX_UNPACKED_PART_BYTES = 30 * 1024 * 1024;
export const MAX_PACKING_RATIO = 200;
/** Smaller parts may pack as tightly as they like: they cannot grow into much. */
export const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
export const MAX_ZIP_PARTS = 1000;
