import FormData from 'form-data';
import { GraphQLError } from 'graphql';
import type { MultipartBody } from '../datasource/contract.js';
import { codeForStatus } from '../datasource/error-codes.js';
import { processUploadRequest as processRequest, type ReceivedUpload } from './upload-request.js';

/** A file from a GraphQL Upload, received whole; its bytes are sent again for a retried call. */
export interface ResolvedUpload {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

/**
 * Resolves an Upload argument (graphql-upload hands resolvers a promise) once its file has been
 * received whole. graphql-upload resolves a file as soon as it starts arriving; a file that then
 * goes over MAX_UPLOAD_BYTES or is cut short would leave a provider call streaming a file that
 * never ends. Waiting here means no provider call starts on a file that fails, and the caller
 * gets a 4xx saying why.
 */
export async function resolveUpload(
  upload: Promise<ReceivedUpload> | ReceivedUpload | null | undefined,
): Promise<ResolvedUpload | null> {
  if (!upload) return null;
  try {
    const file = await upload;
    return { filename: file.filename, mimetype: file.mimetype, bytes: await file.bytes };
  } catch (error) {
    throw uploadFailed(error);
  }
}

/** graphql-upload's own errors carry a status (413 over the limit); a parser error without one is a malformed body. */
function uploadFailed(error: unknown): GraphQLError {
  const given = (error as { status?: number }).status;
  const status = typeof given === 'number' && given >= 400 && given < 500 ? given : 400;
  const message = status === 413 ? 'The request is too large' : 'The upload did not arrive whole, please send it again';
  return new GraphQLError(message, { extensions: { code: codeForStatus(status), http: { status } } });
}

/**
 * Builds the multipart body of a provider call: text fields and files, each file's bytes as received
 * (form-data then knows the length: one Content-Length body, no chunked stream). Call it inside `body: () => …` so a retry streams anew.
 * The body remembers its parts' names, which HadirApi.call checks against the documented form.
 */
export function multipartBody<
  Fields extends Record<string, string | number | boolean | null | undefined>,
  Files extends Record<string, ResolvedUpload | null | undefined>,
>(fields: Fields, files: Files): MultipartBody<Fields & Files> {
  const form: MultipartBody<Fields & Files> = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, file.bytes, { filename: file.filename, contentType: file.mimetype });
  }
  return form;
}

/**
 * The multipart request parsing (upload-request.ts), with a malformed body (busboy's "Unexpected end of form",
 * a bad part header, no boundary: errors without a status) answered 400 instead of 500.
 */
export const processUploadRequest = (...[request, response, options]: Parameters<typeof processRequest>) =>
  processRequest(request, response, options).catch((error: { status?: number }) => {
    // graphql-upload holds the reply until the request has been read to its end; one refused
    // before it was read at all (no boundary) would wait for ever.
    request.resume();
    if (typeof error?.status === 'number') throw error;
    throw Object.assign(new Error('The request is not a complete multipart form'), { status: 400, expose: true });
  });
