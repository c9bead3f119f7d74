import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { displayDay, displayRange } from './dates.js';
import { REPLACEMENT_DESCRIPTION } from './leave-types.js';

export interface LeaveForm {
  employee: { name: string; nik: number; department: string | null };
  supervisorName: string;
  tipe: string;
  reason: string;
  leaveDuration: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  description: string;
  replacementDate: string | null;
  /** The Jakarta calendar day of the decision (yyyy-mm-dd), printed as the place and date. */
  decidedOn: string;
  employeeSignature: Buffer;
  supervisorSignature: Buffer;
}

const PLACE = 'Jakarta';
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_WIDTH = 150;
const SIZE = 11;
const LINE = 16;
const INK = rgb(0, 0, 0);

/** The standard fonts speak WinAnsi only; anything else prints as '?' rather than failing the approval. */
const printable = (text: string) => text.replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?');

function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text.replace(/\r?\n/g, '\n').replace(/[^\S\n]+/g, ' ')).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, SIZE) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A drawn signature as a plain 8-bit PNG no wider than 600 px, which pdf-lib always embeds. */
const normalizePng = (png: Buffer) =>
  sharp(png).resize({ width: 600, withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer();

function drawSignature(page: PDFPage, image: PDFImage, x: number, y: number) {
  const box = { width: 170, height: 70 };
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  page.drawImage(image, { x, y, width: image.width * scale, height: image.height * scale });
}

function absentDates(form: LeaveForm): string {
  const range = displayRange(form.startDate, form.endDate, 'id');
  return form.startTime && form.endTime ? `${range}, ${form.startTime} - ${form.endTime}` : range;
}

function keterangan(form: LeaveForm): string {
  return form.description === REPLACEMENT_DESCRIPTION && form.replacementDate
    ? `${form.description}, tanggal ${displayDay(form.replacementDate)}`
    : form.description;
}

/**
 * The signed leave form (Formulir Izin / Cuti / Sakit) as a one-page A4 PDF: the request, the
 * supervisor's Keterangan, place and date, and both signatures with the names under them.
 */
export async function renderLeaveForm(form: LeaveForm): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`Formulir Izin / Cuti / Sakit - ${form.employee.name}`));
  pdf.setCreator('Hadir');
  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width] = A4;
  const text = (value: string, x: number, y: number, font = regular, size = SIZE) =>
    page.drawText(printable(value), { x, y, size, font, color: INK });

  const title = 'FORMULIR IZIN / CUTI / SAKIT';
  const titleWidth = bold.widthOfTextAtSize(title, 16);
  let y = 770;
  text(title, (width - titleWidth) / 2, y, bold, 16);
  page.drawLine({
    start: { x: (width - titleWidth) / 2, y: y - 4 },
    end: { x: (width + titleWidth) / 2, y: y - 4 },
    thickness: 1,
  });
  y -= 50;

  const rows: [string, string][] = [
    ['Nama', form.employee.name],
    ['NIK', String(form.employee.nik)],
    ['Departemen', form.employee.department ?? '-'],
    ['Tanggal Tidak Masuk', absentDates(form)],
    ['Lama', form.leaveDuration],
    ['Jenis Izin / Cuti', form.tipe],
    ['Alasan', form.reason],
    ['Keterangan', keterangan(form)],
  ];
  const valueX = MARGIN + LABEL_WIDTH + 12;
  for (const [label, value] of rows) {
    text(label, MARGIN, y);
    text(':', MARGIN + LABEL_WIDTH, y);
    for (const line of wrap(value, regular, width - valueX - MARGIN).slice(0, 12)) {
      text(line, valueX, y);
      y -= LINE;
    }
    y -= 6;
  }

  y -= 20;
  const rightX = width / 2 + 40;
  text(`${PLACE}, ${displayDay(form.decidedOn)}`, rightX, y);
  y -= LINE + 4;
  text('Disetujui oleh,', MARGIN, y);
  text('Pemohon,', rightX, y);
  y -= 80;
  const [supervisorImage, employeeImage] = await Promise.all(
    [form.supervisorSignature, form.employeeSignature].map(async (png) => pdf.embedPng(await normalizePng(png))),
  );
  drawSignature(page, supervisorImage, MARGIN, y);
  drawSignature(page, employeeImage, rightX, y);
  y -= LINE;
  for (const [name, x] of [
    [form.supervisorName, MARGIN],
    [form.employee.name, rightX],
  ] as const) {
    text(name, x, y, bold);
    page.drawLine({ start: { x, y: y - 3 }, end: { x: x + 170, y: y - 3 }, thickness: 0.5 });
  }
  text('Atasan', MARGIN, y - LINE);
  text('Karyawan', rightX, y - LINE);

  return Buffer.from(await pdf.save());
}
