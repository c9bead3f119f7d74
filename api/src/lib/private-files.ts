import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Everything under DATA_DIR is the api's alone: selfies, documents, reset links in the outbox,
 * the JWT secret, the database. Folders are made 0700 and files 0600 whatever the umask, so
 * another account on the machine reads none of it.
 */
const DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A folder (and any missing parents) only the owner can open; an existing one is tightened. */
export async function privateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: DIR_MODE });
  await chmod(path, DIR_MODE);
}

export function privateDirSync(path: string): void {
  mkdirSync(path, { recursive: true, mode: DIR_MODE });
  chmodSync(path, DIR_MODE);
}

/** A new file only the owner can read ('wx': never over an existing one). */
export const writePrivateFile = (path: string, bytes: Buffer | string) =>
  writeFile(path, bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });

/**
 * Sets 0700/0600 on a tree some other code wrote (PGlite's WASM file system creates its files
 * 0666 and ignores the umask).
 */
export function tightenTree(root: string): void {
  chmodSync(root, DIR_MODE);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) tightenTree(path);
    else if (entry.isFile()) chmodSync(path, PRIVATE_FILE_MODE);
  }
}
