import type { FastifyReply } from 'fastify';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

export interface FileHeaders {
  /** Otherwise from the name's extension (a stored name is one storage generated, so it is trusted). */
  contentType?: string;
  /** A Content-Disposition value; see attachment(). */
  disposition?: string;
}

/** The browser saves the file under this name instead of showing it. */
export const attachment = (filename: string) => `attachment; filename="${filename}"`;

/**
 * The one way a person's file leaves the api: selfies, photos, signatures, attachments, leave
 * PDFs, import templates. Never cached anywhere (phones are shared; the gateway's proxy says the
 * same), never sniffed by the browser.
 */
export function sendStoredFile(reply: FastifyReply, name: string, bytes: Buffer, headers: FileHeaders = {}) {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  reply
    .header('content-type', headers.contentType ?? CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (headers.disposition) reply.header('content-disposition', headers.disposition);
  return reply.send(bytes);
}
