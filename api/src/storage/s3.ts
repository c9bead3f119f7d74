import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Config } from '../config/env.js';
import { storageUnavailable } from '../errors.js';
import { isStoredName, namedWrites, type FileExtension, type FileKind, type Storage } from './storage.js';

export type S3Settings = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_SSE'
  | 'S3_SSE_KMS_KEY_ID'
  | 'AWS_REGION'
  | 'AWS_ACCESS_KEY_ID'
  | 'AWS_SECRET_ACCESS_KEY'
  | 'AWS_SESSION_TOKEN'
>;

const CONTENT_TYPES: Record<FileExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** A request S3 has not answered in this long (a hung connection) fails, and the person is told to try again. */
const REQUEST_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 3_000;

/** "Not there" as S3 says it: NoSuchKey on GET, a bare 404 on HEAD and some servers' GET. */
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Any other failure of the store is the storage being unreachable: the person may try again. */
async function reachable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw storageUnavailable(error);
  }
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2), under `<kind>/<name>` keys: every
 * api process on every machine sees the same files. A PUT is atomic on S3 (an upload cut short
 * stores nothing); on a server where it is not, put() removes what it may have left, and the
 * orphan sweep removes what even that could not reach, since no row names it.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const bucket = settings.S3_BUCKET ?? '';
  const client = new S3Client({
    region: settings.AWS_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? settings.S3_ENDPOINT !== undefined,
    // Explicit keys when configured; otherwise the SDK's own chain (instance role, IRSA, profiles).
    credentials:
      settings.AWS_ACCESS_KEY_ID && settings.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: settings.AWS_ACCESS_KEY_ID,
            secretAccessKey: settings.AWS_SECRET_ACCESS_KEY,
            sessionToken: settings.AWS_SESSION_TOKEN,
          }
        : undefined,
    // Content-MD5 (below) is what every S3-compatible server checks; the newer CRC headers are not.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const key = (kind: FileKind, name: string) => `${kind}/${name}`;
  const encryption = settings.S3_SSE
    ? { ServerSideEncryption: settings.S3_SSE as ServerSideEncryption, SSEKMSKeyId: settings.S3_SSE_KMS_KEY_ID }
    : {};

  /** One PUT of a whole object (with its MD5, which every S3-compatible server checks); none left half-stored. */
  const putObject = async (
    kind: FileKind,
    name: string,
    body: { bytes: Buffer } | { path: string; length: number; md5: string },
  ) => {
    const extension = name.slice(name.lastIndexOf('.') + 1) as FileExtension;
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(kind, name),
          ...('bytes' in body
            ? {
                Body: body.bytes,
                ContentLength: body.bytes.length,
                ContentMD5: createHash('md5').update(body.bytes).digest('base64'),
              }
            : { Body: createReadStream(body.path), ContentLength: body.length, ContentMD5: body.md5 }),
          ContentType: CONTENT_TYPES[extension],
          ...encryption,
        }),
      );
    } catch (error) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(kind, name) })).catch(() => undefined);
      throw storageUnavailable(error);
    }
  };
  const write = (kind: FileKind, name: string, bytes: Buffer) => putObject(kind, name, { bytes });
  // Read twice from disk (its MD5, then the upload), never held: an export of a month is tens of megabytes.
  const writeFrom = async (kind: FileKind, name: string, path: string) => {
    const hash = createHash('md5');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    await putObject(kind, name, { path, length: (await stat(path)).size, md5: hash.digest('base64') });
  };

  const open = async (kind: FileKind, name: string) => {
    if (!isStoredName(name)) return null;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(kind, name) }));
      return object.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw storageUnavailable(error);
    }
  };

  return {
    ...namedWrites(write, writeFrom),
    open,
    async get(kind, name) {
      const body = await open(kind, name);
      if (!body) return null;
      return reachable(async () => Buffer.concat(await body.toArray()));
    },
    async list(kind) {
      const files: { name: string; storedAt: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await reachable(() =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${kind}/`, ContinuationToken: token })),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(kind.length + 1) ?? '';
          if (isStoredName(name) && object.LastModified) files.push({ name, storedAt: object.LastModified });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
    async remove(kind, name) {
      if (!isStoredName(name)) return;
      await reachable(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(kind, name) })));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
