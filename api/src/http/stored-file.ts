import type { FastifyReply } from 'fastify';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/**
 * Answers the bytes of a stored file (its name is one storage generated, so its extension is
 * trusted), never cached by shared caches, never sniffed by the browser. With downloadAs, the
 * browser saves it under that name instead of showing it.
 */
export function sendStoredFile(reply: FastifyReply, name: string, bytes: Buffer, downloadAs?: string) {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  reply
    .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff');
  if (downloadAs) reply.header('content-disposition', `attachment; filename="${downloadAs}"`);
  return reply.send(bytes);
}
