// The recap export's floor (issue 31): exceljs's own streaming writer writing the same sheets, rows
// and cells as a file the api exported, with the writer options and column formats the api uses
// (api/src/hr/exports/xlsx.ts: one shared style object per column), to a sink that drops the bytes.
// Whatever the api spends beyond this is its own (reading the month, counting the days, shaping the rows).
//
// The file is streamed back row by row and each row written as it comes (holding 4 million cells in
// memory would make the floor pay for collecting a heap the api never has): the writer's CPU is that
// pass's CPU less a pass that only reads, taken before and after it (their mean).
// Run by recap.ts as its own process: `node --import tsx scripts/bench/xlsx-floor.ts <file.xlsx>`
// prints { cpuSeconds, rows, cells } as JSON.
import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';

const path = process.argv[2];

/** One pass over the file; with `write`, every row also goes to a streaming writer. Its CPU seconds, rows and cells. */
async function pass(write: boolean) {
  const before = process.cpuUsage();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
  });
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const writer = write
    ? new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false })
    : null;
  let rows = 0;
  let cells = 0;
  for await (const sheet of reader) {
    let out: ExcelJS.Worksheet | null = null;
    let header: ExcelJS.CellValue[] | null = null;
    let styles: Partial<ExcelJS.Style>[] = [];
    for await (const row of sheet) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      rows += 1;
      cells += values.length;
      if (!writer) continue;
      if (!header) {
        header = values;
        continue;
      }
      if (!out) {
        // The columns' formats as the first data row's cells carry them (the api sets them per column);
        // widths cost nothing to write, so one for all.
        out = writer.addWorksheet(`Sheet${rows}`, { views: [{ state: 'frozen', ySplit: 1 }] });
        styles = header.map((_, index) => {
          const numFmt = row.getCell(index + 1).numFmt;
          return Object.freeze(numFmt ? { numFmt } : {});
        });
        out.columns = styles.map((style, index) => ({ key: String(index), width: 12, style: { ...style } }));
        const written = out.addRow(header);
        written.font = { bold: true };
        written.commit();
      }
      // One style object per column, as the api writes (exceljs looks each object up once).
      const added = out.addRow(values);
      for (let index = 0; index < styles.length; index += 1) added.getCell(index + 1).style = styles[index];
      added.commit();
    }
    if (writer && header && !out) {
      out = writer.addWorksheet(`Sheet${rows}`);
      out.addRow(header).commit();
    }
    out?.commit();
  }
  await writer?.commit();
  const used = process.cpuUsage(before);
  return { cpuSeconds: (used.user + used.system) / 1e6, rows, cells };
}

const readBefore = await pass(false);
const written = await pass(true);
const readAfter = await pass(false);
console.log(
  JSON.stringify({
    cpuSeconds: written.cpuSeconds - (readBefore.cpuSeconds + readAfter.cpuSeconds) / 2,
    rows: written.rows,
    cells: written.cells,
  }),
);
