import FormData from 'form-data';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

/** A file from a GraphQL Upload, resolved; its stream can be opened again for a retried call. */
export type ResolvedUpload = FileUpload;

/** Resolves an Upload argument (graphql-upload hands resolvers a promise). */
export const resolveUpload = (upload: Promise<FileUpload> | FileUpload | null | undefined) =>
  upload ? Promise.resolve(upload) : Promise.resolve(null);

/**
 * Builds the multipart body of a provider call: text fields and files, each file streamed from
 * graphql-upload's temporary copy. Call it inside `body: () => …` so a retry streams anew.
 */
export function multipartBody(
  fields: Record<string, string | number | boolean | null | undefined>,
  files: Record<string, ResolvedUpload | null | undefined>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, file.createReadStream(), { filename: file.filename, contentType: file.mimetype });
  }
  return form;
}
