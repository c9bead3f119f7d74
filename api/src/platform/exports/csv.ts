import type { Writable } from 'node:stream';
import { writeChunk } from './sink.js';

/** A value a spreadsheet would run as a formula when it opens the CSV (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field, RFC 4180: quoted when it holds a comma, a quote or a line break; formula-looking text kept as text. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: (string | number | null | undefined)[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * Writes a CSV file to a stream a row at a time: UTF-8 with a byte-order mark (so Excel reads it
 * as UTF-8), comma-separated, CRLF line ends, waiting whenever the reader is slower than the rows.
 */
export class CsvWriter {
  private started = false;

  constructor(private readonly out: Writable) {}

  async row(values: (string | number | null | undefined)[]): Promise<void> {
    const line = csvLine(values);
    await writeChunk(this.out, this.started ? line : `\uFEFF${line}`);
    this.started = true;
  }

  end(): void {
    this.out.end();
  }
}
