import type { AppContext } from '../context.js';
import type { FileKind } from './storage.js';

/**
 * Every column that names a stored file, per kind. A request stores its file before the row that
 * names it (the file must exist when the row does); if the row never comes (a race lost, a
 * request that failed or a process that died in between), the file is an orphan.
 */
export const REFERENCES: Record<FileKind, { table: string; column: string; array?: boolean }[]> = {
  attendance: [{ table: 'attendance', column: 'photo' }],
  profile: [{ table: 'users', column: 'profile' }],
  signature: [
    { table: 'leave_requests', column: 'signature' },
    { table: 'leave_requests', column: 'spv_signature' },
  ],
  attachment: [{ table: 'leave_requests', column: 'attachment' }],
  'leave-pdf': [{ table: 'leave_requests', column: 'pdf_name' }],
  correction: [
    { table: 'attendance_requests', column: 'photo' },
    { table: 'attendance_requests', column: 'attachment' },
  ],
  // An export's file goes with its row (deleted once past expires_at, by the maintenance job).
  export: [{ table: 'hr_export_jobs', column: 'file' }],
  // A replaced or deleted announcement's file becomes an orphan.
  announcement: [{ table: 'announcements', column: 'attachment' }],
  // The frames of a face enrolment, kept only when the company chooses (issue 49): a text[] column.
  // The looks learned from accepted clock-ins (face_looks) keep no file, only descriptors, and go
  // with the template (a foreign key that cascades), so nothing of theirs is ever swept here.
  face: [{ table: 'face_templates', column: 'frame_files', array: true }],
};

/**
 * Removes stored files older than olderThanSeconds that no row names, and answers how many. Files
 * younger than that are left: their request may still be about to commit the row.
 */
export async function sweepOrphans(
  ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>,
  { olderThanSeconds }: { olderThanSeconds: number },
) {
  // The api's own now, which a test may move on past the grace period (files keep their real times).
  const before = ctx.clock.now().getTime() - olderThanSeconds * 1000;
  let removed = 0;
  for (const [kind, references] of Object.entries(REFERENCES) as [FileKind, (typeof REFERENCES)[FileKind]][]) {
    const candidates = (await ctx.storage.list(kind))
      .filter((file) => file.storedAt.getTime() <= before)
      .map((file) => file.name);
    if (candidates.length === 0) continue;
    const named = references
      .map(({ table, column, array }) =>
        array
          ? `EXISTS (SELECT 1 FROM ${table} WHERE name = ANY(${column}))`
          : `EXISTS (SELECT 1 FROM ${table} WHERE ${column} = name)`,
      )
      .join(' OR ');
    const orphans = await ctx.db.query<{ name: string }>(
      `SELECT name FROM unnest($1::text[]) AS name WHERE NOT (${named})`,
      [candidates],
    );
    for (const { name } of orphans) await ctx.storage.remove(kind, name);
    removed += orphans.length;
  }
  return removed;
}
