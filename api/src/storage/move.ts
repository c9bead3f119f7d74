import type { Db } from '../db/db.js';
import { REFERENCES } from './orphan-sweep.js';
import type { FileKind, Storage } from './storage.js';

const KINDS = Object.keys(REFERENCES) as FileKind[];

export type MissingFile = { table: string; column: string; name: string };

/** Every row naming a file the store does not hold (one entry per table, column and name). */
export async function missingFiles(db: Db, store: Storage): Promise<MissingFile[]> {
  const missing: MissingFile[] = [];
  for (const kind of KINDS) {
    const held = new Set((await store.list(kind)).map((file) => file.name));
    for (const { table, column } of REFERENCES[kind]) {
      const rows = await db.query<{ name: string }>(
        `SELECT DISTINCT ${column} AS name FROM ${table} WHERE ${column} IS NOT NULL`,
      );
      for (const { name } of rows) if (!held.has(name)) missing.push({ table, column, name });
    }
  }
  return missing;
}

/**
 * Copies every stored file from one store to another under the same name (the directory to a
 * bucket, before S3_BUCKET is set), then checks that every row naming a file finds it in the
 * target. Files the target holds already are skipped, so a second run finishes what a first one
 * did not. The source is left as it was: remove it once the api runs on the target.
 */
export async function moveFiles(db: Db, from: Storage, to: Storage, progress: (line: string) => void = () => {}) {
  let copied = 0;
  let present = 0;
  for (const kind of KINDS) {
    const held = new Set((await to.list(kind)).map((file) => file.name));
    for (const { name } of await from.list(kind)) {
      if (held.has(name)) {
        present += 1;
        continue;
      }
      const bytes = await from.get(kind, name);
      if (!bytes) continue;
      await to.putAs(kind, name, bytes);
      copied += 1;
    }
    progress(`${kind}: done`);
  }
  return { copied, present, missing: await missingFiles(db, to) };
}
