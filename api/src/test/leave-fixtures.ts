import type { FastifyInstance } from 'fastify';
import { pdfFile, signaturePng } from '../../../tests/fixtures/files.js';
import { decreedDays } from '../workdays/holidays.js';

// The files are shared with the gateway's tests (tests/fixtures/files.ts).
export { pdfFile, signaturePng };

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body for app.inject, built by the platform's own FormData. */
export async function multipart(
  fields: Record<string, string | undefined>,
  files: Record<string, UploadFile | undefined> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, new Blob([file.bytes], { type: file.type }), file.name);
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export const pdfUpload = async (bytes?: Buffer): Promise<UploadFile> => ({
  name: 'Attachment-Ade-x1.pdf',
  type: 'application/pdf',
  bytes: bytes ?? (await pdfFile()),
});

export const pngUpload = async (bytes?: Buffer): Promise<UploadFile> => ({
  name: 'Signature-Ade.png',
  type: 'image/png',
  bytes: bytes ?? (await signaturePng()),
});

export interface LeaveFormFields {
  tipe?: string;
  nik?: string;
  reason?: string;
  leave_duration?: string;
  start_date?: string;
  end_date?: string;
  start_time?: string;
  end_time?: string;
}

export const leaveFields = (overrides: LeaveFormFields = {}): Record<string, string | undefined> => ({
  tipe: 'Sakit',
  nik: '10001',
  reason: 'Demam tinggi',
  leave_duration: 'Full Day',
  start_date: '2030-03-12',
  end_date: '2030-03-13',
  ...overrides,
});

/** POST /api/v1/leave as a bearer, with a real PDF and a drawn signature unless told otherwise. */
export async function postLeave(
  app: FastifyInstance,
  bearer: string,
  fields: LeaveFormFields = {},
  files?: Record<string, UploadFile | undefined>,
) {
  const body = await multipart(
    leaveFields(fields),
    files ?? { files: await pdfUpload(), signature: await pngUpload() },
  );
  return app.inject({
    method: 'POST',
    url: '/api/v1/leave',
    payload: body.payload,
    headers: { ...body.headers, authorization: bearer },
  });
}

/** PUT /api/v1/leave (approve) as a bearer. */
export async function putApproval(
  app: FastifyInstance,
  bearer: string,
  fields: Record<string, string | undefined>,
  signature?: UploadFile | null,
) {
  const body = await multipart(fields, {
    signature: signature === null ? undefined : (signature ?? (await pngUpload())),
  });
  return app.inject({
    method: 'PUT',
    url: '/api/v1/leave',
    payload: body.payload,
    headers: { ...body.headers, authorization: bearer },
  });
}

/** The text of every page of a PDF, by pdfjs-dist's legacy (Node) build. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return parts.join('\n');
}

/**
 * Working days of the default schedule (Monday to Friday, no national holiday or SKB cuti bersama) from `from` on, one
 * per call: a request on them counts one working day each, as the day engine counts them.
 */
export function workingDays(from: string): () => string {
  let day = from;
  return () => {
    for (;;) {
      const current = day;
      day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const weekday = new Date(`${current}T00:00:00Z`).getUTCDay();
      const holiday = decreedDays(Number(current.slice(0, 4))).some((entry) => entry.date === current);
      if (weekday !== 0 && weekday !== 6 && !holiday) return current;
    }
  };
}
