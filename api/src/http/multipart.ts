import type { FastifyRequest } from 'fastify';
import { badRequest, fileTooLarge, HttpError } from '../errors.js';
import { assertWellFormedText } from './well-formed-text.js';

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
 * A file over the limit answers 413 with tooLargeMessage; a non-multipart request, a body the
 * parser cannot read (no boundary, cut off) and a text field the text rule refuses
 * (well-formed-text.ts) answer 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  { maxFileBytes, tooLargeMessage, maxFiles = 4 }: { maxFileBytes: number; tooLargeMessage: string; maxFiles?: number },
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data', 'not_multipart');
  const fields: Record<string, string> = {};
  const files: Record<string, MultipartFile> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: maxFiles, fields: 30 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(tooLargeMessage);
          throw error;
        });
        if (part.file.truncated) throw fileTooLarge(tooLargeMessage);
        files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, bytes };
      } else {
        const value = String(part.value ?? '');
        assertWellFormedText({ [part.fieldname]: value });
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    // Ours and the framework's client errors (limits, 4xx) keep their answer; the parser's own
    // plain errors ("Boundary not found", "Unexpected end of multipart data") are a bad body.
    if (error instanceof HttpError || ((error as { statusCode?: number }).statusCode ?? 500) < 500) throw error;
    throw badRequest('The form could not be read, please send it again', 'invalid_multipart');
  }
  return { fields, files };
}
