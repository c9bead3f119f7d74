import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../errors.js';

export interface MultipartFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, MultipartFile>;
}

/**
 * Reads a whole multipart request: text fields and files (each at most maxFileBytes).
 * A file over the limit answers 413 with tooLargeMessage; a non-multipart request answers 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  { maxFileBytes, tooLargeMessage }: { maxFileBytes: number; tooLargeMessage: string },
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data', 'not_multipart');
  const fields: Record<string, string> = {};
  const files: Record<string, MultipartFile> = {};
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 4, fields: 30 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(tooLargeMessage, 'file_too_large');
        throw error;
      });
      if (part.file.truncated) throw payloadTooLarge(tooLargeMessage, 'file_too_large');
      files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, bytes };
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, files };
}
