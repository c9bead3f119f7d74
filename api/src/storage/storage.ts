import { randomUUID } from 'node:crypto';
import { constants as fsConstants, createReadStream } from 'node:fs';
import { access, chmod, copyFile, readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_FILE_MODE, privateDir, writePrivateFile } from '../lib/private-files.js';

/** The kinds of file the api keeps; each is its own folder (or key prefix). */
export type FileKind =
  | 'attendance'
  | 'profile'
  | 'signature'
  | 'attachment'
  | 'leave-pdf'
  | 'correction'
  | 'export'
  | 'announcement'
  | 'face';

export type FileExtension = 'jpg' | 'png' | 'pdf' | 'xlsx' | 'csv';

/**
 * Where the api keeps files: a directory on this machine (createDirectoryStorage, the default) or
 * an S3-compatible bucket every machine shares (createS3Storage in s3.ts). A store that cannot be
 * reached fails with storageUnavailable (503, "try again"), never half-storing a file.
 */
export interface Storage {
  /** Stores bytes under a generated name and returns that name; never a name the client chose. */
  put(kind: FileKind, bytes: Buffer, extension: FileExtension): Promise<string>;
  /** Stores bytes under a name put() generated elsewhere (moving files from one store to another). */
  putAs(kind: FileKind, name: string, bytes: Buffer): Promise<void>;
  /**
   * Stores a file written on this machine's disk under a generated name, never holding it in memory
   * (an export of a month: tens of megabytes). The file at `path` is left where it is.
   */
  putFile(kind: FileKind, path: string, extension: FileExtension): Promise<string>;
  /** The bytes of a stored file, or null when the name is not one of ours. */
  get(kind: FileKind, name: string): Promise<Buffer | null>;
  /** The same as a stream, for a route that passes the file on without reading it. */
  open(kind: FileKind, name: string): Promise<Readable | null>;
  /** The stored files of a kind, with when each was written (for the orphan sweep). */
  list(kind: FileKind): Promise<{ name: string; storedAt: Date }[]>;
  /** Removes a stored file; a name put() did not generate, or one already gone, is ignored. */
  remove(kind: FileKind, name: string): Promise<void>;
  /** Resolves when the store can be reached (readiness). */
  check(): Promise<void>;
  /** Releases connections (the S3 client's sockets). */
  close(): void;
}

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|pdf|xlsx|csv)$/;

/** True for names put() generates; anything else (`../`, absolute paths, other names) is refused. */
export const isStoredName = (name: string) => STORED_NAME.test(name);

/**
 * put and putAs over a store's own write: a new file gets a generated name, and a name given back
 * (a file moved between stores) must be one put() could have made. Both stores share this.
 */
export function namedWrites(
  write: (kind: FileKind, name: string, bytes: Buffer) => Promise<void>,
  writeFrom: (kind: FileKind, name: string, path: string) => Promise<void>,
): Pick<Storage, 'put' | 'putAs' | 'putFile'> {
  return {
    async put(kind, bytes, extension) {
      const name = `${randomUUID()}.${extension}`;
      await write(kind, name, bytes);
      return name;
    },
    async putFile(kind, path, extension) {
      const name = `${randomUUID()}.${extension}`;
      await writeFrom(kind, name, path);
      return name;
    },
    async putAs(kind, name, bytes) {
      if (!isStoredName(name)) throw new Error(`not a stored file name: ${name}`);
      await write(kind, name, bytes);
    },
  };
}

export function createDirectoryStorage(root: string): Storage {
  // Each kind's folder is made (and tightened) once per process, not before every file: two of a
  // clock-in's syscalls. One removed since (by hand) is made again when a write finds it gone.
  const made = new Set<string>();
  /** Writes into a kind's folder, making it first where it is not (or no longer) there. */
  const into = async (kind: FileKind, name: string, place: (path: string) => Promise<void>) => {
    const dir = join(root, kind);
    if (!made.has(dir)) {
      await privateDir(dir);
      made.add(dir);
    }
    await place(join(dir, name)).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await privateDir(dir);
      await place(join(dir, name));
    });
  };
  const write = (kind: FileKind, name: string, bytes: Buffer) =>
    into(kind, name, (path) => writePrivateFile(path, bytes));
  // A copy, not a rename: the file written may be on another file system (the system's temp folder).
  const writeFrom = (kind: FileKind, name: string, from: string) =>
    into(kind, name, async (path) => {
      await copyFile(from, path, fsConstants.COPYFILE_EXCL);
      await chmod(path, PRIVATE_FILE_MODE);
    });
  return {
    ...namedWrites(write, writeFrom),
    async open(kind, name) {
      if (!isStoredName(name)) return null;
      const path = join(root, kind, name);
      // Opened before the reply starts, so a missing file is a 404 and not a broken stream.
      const found = await access(path).then(
        () => true,
        (error: NodeJS.ErrnoException) => (ignoreMissing(error), false),
      );
      return found ? createReadStream(path) : null;
    },
    async check() {
      await privateDir(root);
      await access(root);
    },
    close() {},
    async list(kind) {
      const names = await readdir(join(root, kind)).catch((error: NodeJS.ErrnoException) => (ignoreMissing(error), []));
      const files = await Promise.all(
        names.filter(isStoredName).map(async (name) => {
          const info = await stat(join(root, kind, name)).catch(
            (error: NodeJS.ErrnoException) => (ignoreMissing(error), null),
          );
          return info ? { name, storedAt: info.mtime } : null;
        }),
      );
      return files.filter((file) => file !== null);
    },
    async remove(kind, name) {
      if (!isStoredName(name)) return;
      await unlink(join(root, kind, name)).catch(ignoreMissing);
    },
    async get(kind, name) {
      if (!isStoredName(name)) return null;
      try {
        return await readFile(join(root, kind, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
