import type { IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';
import Upload from 'graphql-upload/Upload.mjs';

/**
 * A file of a GraphQL multipart request (graphql-multipart-request spec), held in memory. Each
 * file is at most MAX_UPLOAD_BYTES (a 40 KB selfie, a leave PDF), so it is kept as bytes and sent
 * on to the api from memory: graphql-upload wrote every file to a temporary file and read it back,
 * most of the gateway's CPU per clock-in (issue 15). `bytes` settles once the file has arrived
 * whole; it rejects 413 past the limit and 400 when the request is cut short.
 */
export interface ReceivedUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  bytes: Promise<Buffer>;
}

export interface UploadRequestOptions {
  maxFieldSize?: number;
  maxFileSize?: number;
  maxFiles?: number;
}

const SPEC = 'https://github.com/jaydenseric/graphql-multipart-request-spec';
const httpError = (status: number, message: string) =>
  Object.assign(new Error(message), { status, expose: status < 500 });

/** Sets `value` at a dotted path of `operations` ('variables.photo', '0.variables.files.1'), into what exists already. */
function setAtPath(target: unknown, path: string, value: unknown): boolean {
  const keys = path.split('.');
  let node = target as Record<string, unknown> | null;
  for (const [index, key] of keys.entries()) {
    if (
      typeof node !== 'object' ||
      node === null ||
      !Object.hasOwn(node, key) ||
      ['__proto__', 'constructor', 'prototype'].includes(key)
    )
      return false;
    if (index === keys.length - 1) node[key] = value;
    else node = node[key] as Record<string, unknown> | null;
  }
  return true;
}

/**
 * graphql-upload's processRequest (same fields, order, limits and status codes), with each file
 * received into memory instead of a temporary file. Resolves the operations with an `Upload` at
 * each mapped path, which the `Upload` scalar hands resolvers as a promise of a ReceivedUpload.
 */
export function processUploadRequest(
  request: IncomingMessage,
  _response: ServerResponse,
  options: UploadRequestOptions = {},
): Promise<unknown> {
  const { maxFieldSize = 1_000_000, maxFileSize = Infinity, maxFiles = Infinity } = options;
  return new Promise((resolve, reject) => {
    let exitError: Error | undefined;
    let operations: unknown;
    let map: Map<string, Upload> | undefined;
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({
        headers: request.headers,
        defParamCharset: 'utf8',
        limits: { fieldSize: maxFieldSize, fields: 2, fileSize: maxFileSize, files: maxFiles },
      });
    } catch {
      request.resume();
      reject(httpError(400, 'The request is not a complete multipart form'));
      return;
    }

    const exit = (error: Error, fromParser = false) => {
      if (exitError) return;
      exitError = error;
      if (map) for (const upload of map.values()) if (!upload.file) upload.reject(error);
      if (fromParser) parser.destroy();
      else parser.destroy(error);
      request.unpipe(parser);
      setImmediate(() => request.resume());
      reject(error);
    };

    parser.on('field', (name: string, value: string, { valueTruncated }: { valueTruncated: boolean }) => {
      if (valueTruncated)
        return exit(httpError(413, `The ‘${name}’ multipart field value exceeds the ${maxFieldSize} byte size limit.`));
      if (name === 'operations') {
        try {
          operations = JSON.parse(value);
        } catch {
          return exit(httpError(400, `Invalid JSON in the ‘operations’ multipart field (${SPEC}).`));
        }
        if (typeof operations !== 'object' || !operations)
          return exit(httpError(400, `Invalid type for the ‘operations’ multipart field (${SPEC}).`));
      } else if (name === 'map') {
        if (!operations)
          return exit(httpError(400, `Misordered multipart fields; ‘map’ should follow ‘operations’ (${SPEC}).`));
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          return exit(httpError(400, `Invalid JSON in the ‘map’ multipart field (${SPEC}).`));
        }
        if (typeof parsed !== 'object' || !parsed || Array.isArray(parsed))
          return exit(httpError(400, `Invalid type for the ‘map’ multipart field (${SPEC}).`));
        const entries = Object.entries(parsed);
        if (entries.length > maxFiles) return exit(httpError(413, `${maxFiles} max file uploads exceeded.`));
        map = new Map();
        for (const [fieldName, paths] of entries) {
          if (!Array.isArray(paths))
            return exit(
              httpError(400, `Invalid type for the ‘map’ multipart field entry key ‘${fieldName}’ array (${SPEC}).`),
            );
          const upload = new Upload();
          map.set(fieldName, upload);
          for (const path of paths) {
            if (typeof path !== 'string' || !setAtPath(operations, path, upload)) {
              return exit(
                httpError(400, `Invalid object path for the ‘map’ multipart field entry key ‘${fieldName}’ (${SPEC}).`),
              );
            }
          }
        }
        resolve(operations);
      }
    });

    parser.on(
      'file',
      (
        fieldName: string,
        stream: NodeJS.ReadableStream,
        info: { filename: string; encoding: string; mimeType: string },
      ) => {
        const upload = map?.get(fieldName);
        if (!upload) {
          stream.on('error', () => {});
          stream.resume();
          // A file before the map is misordered; one the map does not name is extraneous and ignored.
          if (!map) exit(httpError(400, `Misordered multipart fields; files should follow ‘map’ (${SPEC}).`));
          return;
        }
        const bytes = new Promise<Buffer>((resolveBytes, rejectBytes) => {
          const chunks: Buffer[] = [];
          let failed = false;
          const fail = (error: Error) => {
            failed = true;
            chunks.length = 0;
            rejectBytes(error);
          };
          stream.on('data', (chunk: Buffer) => {
            if (!failed) chunks.push(chunk);
          });
          stream.on('limit', () =>
            fail(httpError(413, `File truncated as it exceeds the ${maxFileSize} byte size limit.`)),
          );
          stream.on('error', (error: Error) => fail(error));
          stream.on('end', () => {
            if (!failed) resolveBytes(Buffer.concat(chunks));
          });
          // Cut short before its end (the request closed, the parser failed): settled by the error.
          request.once('close', () => {
            if (!failed && !request.readableEnded) fail(httpError(400, 'The upload did not arrive whole'));
          });
        });
        bytes.catch(() => {});
        upload.resolve({
          filename: info.filename,
          mimetype: info.mimeType,
          encoding: info.encoding,
          bytes,
        } satisfies ReceivedUpload);
      },
    );

    parser.once('filesLimit', () => exit(httpError(413, `${maxFiles} max file uploads exceeded.`)));

    parser.once('finish', () => {
      request.unpipe(parser);
      request.resume();
      if (!operations) return exit(httpError(400, `Missing multipart field ‘operations’ (${SPEC}).`));
      if (!map) return exit(httpError(400, `Missing multipart field ‘map’ (${SPEC}).`));
      for (const upload of map.values())
        if (!upload.file) upload.reject(httpError(400, 'File missing in the request.'));
    });

    // Every error, not once: a malformed part header and an unexpected end can both be emitted.
    parser.on('error', (error: Error) => exit(error, true));

    request.once('close', () => {
      if (!request.readableEnded) exit(httpError(499, 'Request disconnected during file upload stream parsing.'));
    });

    request.pipe(parser);
  });
}
