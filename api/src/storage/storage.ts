import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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
}

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
