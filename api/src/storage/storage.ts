import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { privateDir, writePrivateFile } from '../lib/private-files.js';

/** The kinds of file the api keeps; each is its own folder (or key prefix). */
export type FileKind = 'attendance' | 'profile' | 'signature' | 'attachment' | 'leave-pdf' | 'correction';

export type FileExtension = 'jpg' | 'png' | 'pdf';

export interface Storage {
  /** Stores bytes under a generated name and returns that name; never a name the client chose. */
  put(kind: FileKind, bytes: Buffer, extension: FileExtension): Promise<string>;
  /** The bytes of a stored file, or null when the name is not one of ours. */
  get(kind: FileKind, name: string): Promise<Buffer | null>;
  /** The stored files of a kind, with when each was written (for the orphan sweep). */
  list(kind: FileKind): Promise<{ name: string; storedAt: Date }[]>;
  /** Removes a stored file; a name put() did not generate, or one already gone, is ignored. */
  remove(kind: FileKind, name: string): Promise<void>;
}

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|pdf)$/;

/** True for names put() generates; anything else (`../`, absolute paths, other names) is refused. */
export const isStoredName = (name: string) => STORED_NAME.test(name);

export function createDirectoryStorage(root: string): Storage {
  return {
    async put(kind, bytes, extension) {
      const name = `${randomUUID()}.${extension}`;
      const dir = join(root, kind);
      await privateDir(dir);
      await writePrivateFile(join(dir, name), bytes);
      return name;
    },
    async list(kind) {
      const names = await readdir(join(root, kind)).catch((error: NodeJS.ErrnoException) => (ignoreMissing(error), []));
      const files = await Promise.all(
        names.filter(isStoredName).map(async (name) => {
          const info = await stat(join(root, kind, name)).catch((error: NodeJS.ErrnoException) => (ignoreMissing(error), null));
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
