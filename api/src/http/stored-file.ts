import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

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
 * A stored file opened as a page of its own (a link, a typed address) is data, never the app: no
 * script, form, plugin or frame of it runs (sandbox, nothing loads), and no page may frame it.
 */
export const STORED_FILE_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * The one way a person's file leaves the api: selfies, photos, signatures, attachments, leave
 * PDFs, import templates. Never cached anywhere (phones are shared; the gateway's proxy says the
 * same), never sniffed by the browser, never a page that runs or is framed (STORED_FILE_CSP). A
 * PDF is always a download: a browser's own PDF viewer runs the file's script and forms, and the
 * app's viewer (react-pdf) fetches the bytes, for which the disposition means nothing.
 */
export function sendStoredFile(reply: FastifyReply, name: string, bytes: Buffer | Readable, headers: FileHeaders = {}) {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const contentType = headers.contentType ?? CONTENT_TYPES[extension] ?? 'application/octet-stream';
  const disposition =
    contentType === 'application/pdf' && !headers.disposition?.startsWith('attachment')
      ? attachment(name)
      : headers.disposition;
  reply
    .header('content-type', contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', STORED_FILE_CSP)
    .header('x-frame-options', 'DENY');
  if (disposition) reply.header('content-disposition', disposition);
  return reply.send(bytes);
}
