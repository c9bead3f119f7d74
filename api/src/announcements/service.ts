import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest, conflict, fileTooLarge, notFound } from '../errors.js';
import type { MultipartFile } from '../http/multipart.js';
import { notify } from '../inbox/index.js';
import { sniffFileType } from '../lib/file-type.js';
import { cleanUploadedImage } from '../lib/image.js';
import { jakartaDate } from '../lib/jakarta.js';
import { assertOwnCompany, type HrCaller } from '../platform/access.js';
import { auditSummary, recordAudit, type AuditSummary } from '../platform/audit.js';
import type { UserRow } from '../users/presenter.js';
import { ANNOUNCEMENT_FILE_MAX_BYTES, ANNOUNCEMENT_MESSAGES as M } from './messages.js';
import { presentAnnouncement, presentHrAnnouncement } from './presenter.js';
import * as queries from './queries.js';
import type { AnnouncementForm } from './schemas.js';

/** The queue an announcement's push is sent through (pg-boss), so publishing never waits for 10,000 inbox items. */
export const ANNOUNCEMENT_PUSH_JOB = 'announcement-push';

/** Announcements show by Jakarta days (HR's From and Until are the company's calendar days). */
const todayOf = (ctx: Pick<AppContext, 'clock'>) => jakartaDate(ctx.clock.now());

/** GET /announcements: what shows on the caller's Home today, newest first, with their read state. */
export async function announcementsFor(ctx: AppContext, user: UserRow) {
  return (await queries.showingTo(ctx.db, user.id, todayOf(ctx))).map(presentAnnouncement);
}

/** POST /announcements/:id/read: opening one marks it read; one the caller cannot see is 404. */
export async function markAnnouncementRead(ctx: AppContext, user: UserRow, id: number) {
  const row = await queries.showingOneTo(ctx.db, user.id, todayOf(ctx), id);
  if (!row) throw notFound(M.notFound, 'announcement_not_found');
  await queries.markRead(ctx.db, id, user.id);
}

/** An announcement's picture or PDF, for the people in its scope and their company's HR; anything else is 404. */
export async function announcementFile(ctx: AppContext, user: UserRow, name: string) {
  const row = await queries.ownerOfFileFor(ctx.db, user.id, name);
  const bytes = row ? await ctx.storage.get('announcement', name) : null;
  if (!row || !bytes) throw notFound();
  return { row, bytes };
}

/** A picture (re-encoded without its metadata) or a real PDF, at most 5 MB: the correction attachment's check. */
async function checkAttachment(file: MultipartFile) {
  if (file.bytes.length > ANNOUNCEMENT_FILE_MAX_BYTES) throw fileTooLarge(M.attachmentTooLarge);
  const type = sniffFileType(file.bytes);
  if (type === 'pdf') return { bytes: file.bytes, type };
  if (type === null) throw badRequest(M.attachmentType, 'unsupported_file');
  const clean = await cleanUploadedImage(file.bytes, { unsupported: M.attachmentType });
  return { bytes: clean.bytes, type: clean.type };
}

async function checkUnits(db: Db, caller: HrCaller, form: AnnouncementForm) {
  if ((await queries.unknownUnits(db, caller.company, form.divisions, form.departments)).length > 0)
    throw badRequest(M.unknownUnit, 'unknown_unit');
}

const audit = (
  caller: HrCaller,
  action: string,
  id: number,
  summary: AuditSummary,
  before: unknown,
  after: unknown,
) => ({
  compKd: caller.company,
  actor: { id: caller.user.id, nik: caller.user.nik, name: caller.user.name },
  action,
  target: `announcement ${id}`,
  summary,
  changes: [{ field: 'announcement', before, after }],
});

async function hrView(ctx: AppContext, caller: HrCaller, id: number) {
  const row = (await queries.listForCompany(ctx.db, caller.company)).find((one) => one.id === id)!;
  return presentHrAnnouncement(row, todayOf(ctx));
}

/** Queues the push of an announcement that asked for one (the job, or the minute's sweep for a later From, sends it). */
async function queuePush(ctx: AppContext, id: number) {
  const boss = await ctx.queue.boss();
  await boss.createQueue(ANNOUNCEMENT_PUSH_JOB);
  await boss.send(ANNOUNCEMENT_PUSH_JOB, { id }, { retryLimit: 5, retryBackoff: true });
}

/** GET /hr/announcements: the company's announcements, newest first, with how many have read each. */
export async function hrAnnouncements(ctx: AppContext, caller: HrCaller) {
  const today = todayOf(ctx);
  return (await queries.listForCompany(ctx.db, caller.company)).map((row) => presentHrAnnouncement(row, today));
}

/** POST /hr/announcements: publishes one; a push goes out through the queue once From has come. */
export async function publishAnnouncement(
  ctx: AppContext,
  caller: HrCaller,
  form: AnnouncementForm,
  file: MultipartFile | undefined,
) {
  await checkUnits(ctx.db, caller, form);
  const checked = file?.bytes.length ? await checkAttachment(file) : null;
  const stored = checked ? await ctx.storage.put('announcement', checked.bytes, checked.type) : null;
  const id = await ctx.db.transaction(async (tx) => {
    const row = await queries.insertAnnouncement(tx, caller.company, caller.user.id, {
      ...form,
      attachment: stored,
      attachment_type: checked?.type ?? null,
    });
    await recordAudit(
      tx,
      audit(
        caller,
        'announcement.publish',
        row!.id,
        auditSummary('announcementPublish', { title: form.title }),
        null,
        form.title,
      ),
    );
    return row!.id;
  });
  if (form.push) await queuePush(ctx, id);
  return hrView(ctx, caller, id);
}

async function ownAnnouncement(db: Db, caller: HrCaller, id: number) {
  const row = await queries.lockAnnouncement(db, id);
  if (!row) throw notFound(M.notFound, 'announcement_not_found');
  assertOwnCompany(caller, row);
  return row;
}

/** PUT /hr/announcements/:id: a new text, scope, dates or file (a pushed announcement is not pushed again). */
export async function editAnnouncement(
  ctx: AppContext,
  caller: HrCaller,
  id: number,
  form: AnnouncementForm,
  file: MultipartFile | undefined,
) {
  await checkUnits(ctx.db, caller, form);
  const checked = file?.bytes.length ? await checkAttachment(file) : null;
  const stored = checked ? await ctx.storage.put('announcement', checked.bytes, checked.type) : null;
  const pushNow = await ctx.db.transaction(async (tx) => {
    const before = await ownAnnouncement(tx, caller, id);
    const keep = !form.remove_attachment && !stored;
    // The file it no longer names is left to the orphan sweep (storage/orphan-sweep.ts).
    await queries.updateAnnouncement(
      tx,
      id,
      {
        ...form,
        attachment: keep ? before.attachment : stored,
        attachment_type: keep ? before.attachment_type : (checked?.type ?? null),
      },
      ctx.clock.now(),
    );
    await recordAudit(
      tx,
      audit(
        caller,
        'announcement.edit',
        id,
        auditSummary('announcementEdit', { title: form.title }),
        before.title,
        form.title,
      ),
    );
    return form.push && !before.pushed_at;
  });
  if (pushNow) await queuePush(ctx, id);
  return hrView(ctx, caller, id);
}

/** POST /hr/announcements/:id/end: stops showing it from now on (it stays in HR's list). */
export async function endAnnouncement(ctx: AppContext, caller: HrCaller, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await ownAnnouncement(tx, caller, id);
    if (row.ended_at) throw conflict(M.alreadyEnded, 'announcement_ended');
    await queries.endAnnouncement(tx, id, ctx.clock.now());
    await recordAudit(
      tx,
      audit(caller, 'announcement.end', id, auditSummary('announcementEnd', { title: row.title }), row.title, null),
    );
  });
  return hrView(ctx, caller, id);
}

/** DELETE /hr/announcements/:id: gone with its reads; its file is left to the orphan sweep. */
export async function deleteAnnouncement(ctx: AppContext, caller: HrCaller, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await ownAnnouncement(tx, caller, id);
    await queries.deleteAnnouncement(tx, id);
    await recordAudit(
      tx,
      audit(
        caller,
        'announcement.delete',
        id,
        auditSummary('announcementDelete', { title: row.title }),
        row.title,
        null,
      ),
    );
  });
}

/**
 * Sends an announcement's push: an inbox item to each active person in its scope (notify(), which
 * also queues the push and e-mail), written in one transaction with the mark that it was sent, so
 * a process that dies half-way sends nothing and another sends it whole, and two processes never
 * both send it. Answers how many were told (0 when it was not due, or already sent).
 */
export async function pushAnnouncement(ctx: Pick<AppContext, 'db' | 'clock'>, id: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const row = await queries.claimPush(tx, id, todayOf(ctx), ctx.clock.now());
    if (!row) return 0;
    const people = await queries.peopleInScope(tx, id);
    for (const person of people)
      await notify(tx, person.id, {
        message: { key: 'newAnnouncement', values: { title: row.title } },
        status: 'Success',
        redirect: 'announcement',
        itemid: id,
        event: 'announcement',
      });
    return people.length;
  });
}

/** Pushes every announcement whose From has come (the minute's sweep: a later From, or a lost job). */
export async function pushDueAnnouncements(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  let told = 0;
  for (const { id } of await queries.duePushes(ctx.db, todayOf(ctx))) told += await pushAnnouncement(ctx, id);
  return told;
}
