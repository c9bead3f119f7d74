/** A failure a person can read: the api answers it as `{ message, error, data }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, error = 'bad_request', data: unknown = null) =>
  new HttpError(400, error, message, data);
export const unauthorized = (message = 'Please log in again', error = 'unauthorized') =>
  new HttpError(401, error, message);
export const forbidden = (message = 'You are not allowed to do that', error = 'forbidden') =>
  new HttpError(403, error, message);
export const notFound = (message = 'Not found', error = 'not_found') => new HttpError(404, error, message);
export const conflict = (message: string, error = 'conflict', data: unknown = null) =>
  new HttpError(409, error, message, data);
export const sessionEnded = (
  message = 'Your session has ended because you logged in elsewhere',
  error = 'session_ended',
  data: unknown = null,
) => new HttpError(406, error, message, data);
export const payloadTooLarge = (message: string, error = 'too_large') => new HttpError(413, error, message);
/** Something the api relies on for this answer (not the database) did not answer: the person may try again. */
export const unavailable = (message: string, error = 'unavailable') => new HttpError(503, error, message);
export const tooManyRequests = (message: string, error = 'rate_limited', data: unknown = null) =>
  new HttpError(429, error, message, data);

/** A body naming someone else's NIK: the caller may act only as themself (one status everywhere). */
export const nikMismatch = (message: string) => new HttpError(403, 'nik_mismatch', message);
/** A file over its limit, whether the multipart parser or the domain noticed it first. */
export const fileTooLarge = (message: string) => new HttpError(413, 'file_too_large', message);
/**
 * The file store (the directory or the S3 bucket) could not be reached: nothing was stored, and
 * the person may simply try again. The cause is kept for the log.
 */
export const storageUnavailable = (cause: unknown) =>
  Object.assign(
    new HttpError(503, 'storage_unavailable', 'The server cannot reach its file storage right now, please try again'),
    { cause },
  );
