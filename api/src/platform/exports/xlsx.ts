import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { remembered } from '../../lib/remembered.js';
import { waitForDrain } from './sink.js';

/** A column of an exported sheet: its header, width in characters, and how its cells are typed. */
export interface SheetColumn {
  header: string;
  width: number;
  /** 'date' cells take a yyyy-mm-dd string and are written as real dates (dd-mm-yyyy shown). */
  type?: 'text' | 'number' | 'date' | 'time';
}

export type Cell = string | number | null;

const DATE_FORMAT = 'dd-mm-yyyy';

/**
 * Each column type's cell style, one object for every cell of it. exceljs gives each new cell a
 * style object of its own (merged from its column's), and then looks each one up by serialising it
 * to XML — about a third of a recap export's CPU (issue 31's profile); the same object is looked up
 * once (exceljs keeps a WeakMap of the objects it has seen). Frozen: a shared style must never be
 * changed through one cell.
 */
const STYLES: Record<NonNullable<SheetColumn['type']>, Partial<ExcelJS.Style>> = {
  date: Object.freeze({ numFmt: DATE_FORMAT }),
  text: Object.freeze({ numFmt: '@' }),
  number: Object.freeze({}),
  time: Object.freeze({}),
};

/**
 * yyyy-mm-dd as the Date Excel shows as that calendar day (dates are written in UTC). Each day's
 * Date made once, not once a row (a month's export has 310,000 rows and 31 days); exceljs only reads it.
 */
const excelDate = remembered((day) => new Date(`${day}T00:00:00Z`));

function typed(value: Cell, column: SheetColumn): ExcelJS.CellValue {
  if (value === null) return null;
  if (column.type === 'date' && typeof value === 'string') return excelDate(value);
  // Text stays text: exceljs writes a string as a string cell, never as a formula, whatever it starts with.
  return value;
}

/**
 * A streaming XLSX workbook: rows go to the zip as they are added, so a file of any length holds
 * only the current batch in memory. Sheets are written one after another, in the order they are
 * created: create a sheet only when the one before it is done (the zip takes its entries in order,
 * so rows of a later sheet would wait in memory for an earlier one to end).
 */
export class XlsxWriter {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;

  constructor(private readonly out: Writable) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  }

  sheet(name: string, columns: SheetColumn[]) {
    const sheet = this.workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    const styles = columns.map((column) => STYLES[column.type ?? 'number']);
    sheet.columns = columns.map((column, index) => ({
      key: String(index),
      width: column.width,
      style: { ...styles[index] },
    }));
    let headerWritten = false;
    const writeHeader = () => {
      const header = sheet.addRow(columns.map((column) => column.header));
      header.font = { bold: true };
      header.commit();
      headerWritten = true;
    };
    return {
      /** Adds a row; waits when the download is slower than the rows. */
      row: async (values: Cell[]) => {
        if (!headerWritten) writeHeader();
        const row = sheet.addRow(values.map((value, index) => typed(value, columns[index])));
        for (let index = 0; index < columns.length; index += 1) row.getCell(index + 1).style = styles[index];
        row.commit();
        await waitForDrain(this.out);
      },
      /** Ends the sheet (an empty sheet still gets its header). */
      done: () => {
        if (!headerWritten) writeHeader();
        sheet.commit();
      },
    };
  }

  /** Finishes the file, opening on the given tab (0 is the first); the stream ends when the zip is complete. */
  async end(activeTab = 0): Promise<void> {
    this.workbook.views = [
      { x: 0, y: 0, width: 20000, height: 12000, firstSheet: 0, activeTab, visibility: 'visible' },
    ];
    await this.workbook.commit();
  }
}
