import type { Db } from '../../db/db.js';
import type { ImportFormat } from '../../platform/import/read.js';

/** How long a dry run can be confirmed. */
export const IMPORT_TTL_SECONDS = 3600;

export interface StoredImport {
  id: string;
  comp_kd: string;
  file_name: string;
  format: ImportFormat;
  content: Buffer;
  expires_at: Date;
}

/** What a stored dry run imports: employees, or leave opening balances (one kind's id never confirms the other). */
export type ImportKind = 'employees' | 'leave_balances' | 'rosters';

export async function storeImport(
  db: Db,
  upload: { compKd: string; userId: number; fileName: string; format: ImportFormat; bytes: Buffer; kind?: ImportKind },
) {
  // Dry runs nobody confirmed are not kept past their hour.
  await db.query('DELETE FROM hr_imports WHERE expires_at < now()');
  return (await db.one<{ id: string; expires_at: Date }>(
    `INSERT INTO hr_imports (comp_kd, created_by, file_name, format, content, expires_at, kind)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6), $7) RETURNING id, expires_at`,
    [
      upload.compKd,
      upload.userId,
      upload.fileName,
      upload.format,
      upload.bytes,
      IMPORT_TTL_SECONDS,
      upload.kind ?? 'employees',
    ],
  ))!;
}

/** A dry run that can still be confirmed, held until the transaction ends (one confirm at a time). */
export const claimableImport = (db: Db, id: string, kind: ImportKind = 'employees') =>
  db.one<StoredImport>(
    `SELECT id, comp_kd, file_name, format, content, expires_at FROM hr_imports
     WHERE id = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [id, kind],
  );

export const markImportUsed = (db: Db, id: string) =>
  db.query('UPDATE hr_imports SET used_at = now(), content = NULL WHERE id = $1', [id]);

/** NIKs among these that belong to another company. */
export const niksElsewhere = async (db: Db, compKd: string, niks: number[]) =>
  new Set(
    (
      await db.query<{ nik: number }>(
        'SELECT nik FROM users WHERE nik = ANY($1::bigint[]) AND comp_kd IS DISTINCT FROM $2',
        [niks, compKd],
      )
    ).map((row) => row.nik),
  );
