import type { Db } from '../../db/db.js';
import { conflict } from '../../errors.js';
import { EXPORT_MESSAGES as M } from './messages.js';

/**
 * One export of an admin's at a time, across every api instance: a row is claimed before the first
 * byte and released when the file is complete, fails, or the download is closed. A claim older than
 * an hour belongs to a process that died mid-export and is taken over.
 */
export async function claimExport(db: Db, userId: number, kind: string): Promise<() => Promise<void>> {
  const claimed = await db.one(
    `INSERT INTO hr_exports_running (user_id, kind) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET kind = EXCLUDED.kind, started_at = now()
       WHERE hr_exports_running.started_at < now() - interval '1 hour'
     RETURNING user_id`,
    [userId, kind],
  );
  if (!claimed) throw conflict(M.running, 'export_running');
  return async () => {
    await db.query('DELETE FROM hr_exports_running WHERE user_id = $1', [userId]);
  };
}
