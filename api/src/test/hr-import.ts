import type { FastifyInstance } from 'fastify';
import { IMPORT_COLUMNS } from '../hr/import/columns.js';

type Row = Partial<Record<(typeof IMPORT_COLUMNS)[number], string | number>>;

/** A CSV file of employees with the template's header; cells are quoted as a spreadsheet would. */
export function csvOf(rows: Row[], columns: readonly string[] = IMPORT_COLUMNS): Buffer {
  const quote = (value: unknown) => {
    const text = value === undefined || value === null ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => quote(row[column as keyof Row])).join(',')),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** A valid new employee of HADIR for row n (NIKs from 600000), supervised by 10002. */
export const newRow = (n: number, extra: Row = {}): Row => ({
  nik: 600000 + n,
  name: `Karyawan ${n}`,
  gender: n % 2 ? 'Laki-laki' : 'Perempuan',
  email: `karyawan.${n}@hadir.test`,
  phone: `0813${String(n).padStart(8, '0')}`,
  birth_date: '1995-05-17',
  join_date: '2026-01-05',
  divisi_kd: 'OPS',
  dept_kd: 'OPS-JKT',
  roleId: 1,
  blood: 'O',
  supervisor_nik: 10002,
  ...extra,
});

export async function uploadForm(file: Buffer, fileName: string, type = 'text/csv') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), fileName);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** POST /hr/import/dry-run with one file, as the bearer. */
export async function dryRun(
  app: FastifyInstance,
  bearer: string | null,
  file: Buffer,
  fileName = 'staff.csv',
  type = 'text/csv',
) {
  const { payload, headers } = await uploadForm(file, fileName, type);
  return app.inject({
    method: 'POST',
    url: '/api/v1/hr/import/dry-run',
    payload,
    headers: { ...headers, ...(bearer ? { authorization: bearer } : {}) },
  });
}

export const confirmImport = (
  app: FastifyInstance,
  bearer: string | null,
  importId: string,
  options: { sendCodes?: boolean } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/hr/import/confirm',
    payload: { import_id: importId, ...(options.sendCodes ? { send_codes: true } : {}) },
    headers: bearer ? { authorization: bearer } : {},
  });
