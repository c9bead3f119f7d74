import type { Caller } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { recordAudit, auditSummary } from '../platform/audit.js';
import { notify, settleInboxItem } from '../inbox/index.js';
import { pendingItemIdsAbout } from '../inbox/index.js';
import { jakartaDate } from '../lib/jakarta.js';
import { displayDay } from '../leave/index.js';
import { personSchedules } from '../workdays/index.js';
import { defaultSchedule, isoWeekday, scheduleOn, type Schedule } from '../workdays/index.js';
import { SWAP_MESSAGES as M } from './messages.js';

/** The inbox route names a pending swap item opens (with the swap's id). */
export const SWAP_ACCEPT_REDIRECT = 'swap-accept';
export const SWAP_APPROVE_REDIRECT = 'swap-approve';
/** A decided swap's notice: it opens nothing (an Approved item without a redirect would lead to a leave PDF). */
export const SWAP_NOTICE_REDIRECT = 'swap';

export interface SwapPerson {
  id: number;
  nik: number;
  name: string;
  comp_kd: string | null;
  supervisor_id: number | null;
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
  active: boolean;
}

export interface SwapRow {
  id: number;
  comp_kd: string;
  day: string;
  requester_id: number;
  colleague_id: number;
  supervisor_id: number;
  status: 'asked' | 'accepted' | 'approved' | 'declined' | 'rejected';
  created_at: Date;
  decided_at: Date | null;
}

const PERSON = 'id, nik::int AS nik, name, comp_kd, supervisor_id, divisi_kd, subdivisi_kd, dept_kd, active';
const person = (db: Db, where: string, value: unknown) =>
  db.one<SwapPerson>(`SELECT ${PERSON} FROM users WHERE ${where}`, [value]);
const auditPerson = (row: { id: number; nik: number; name: string }) => ({
  id: row.id,
  nik: Number(row.nik),
  name: row.name,
});

/** The shift a person works on the day, roster cell first (the day engine's rule), or null when none. */
async function shiftOn(ctx: AppContext, db: Db, who: SwapPerson, day: string): Promise<Schedule | null> {
  const read = await personSchedules(db, who.id, day, day);
  const schedule = scheduleOn(
    read?.assignments ?? [],
    who,
    day,
    defaultSchedule(ctx.config.WORK_START),
    read?.roster ?? new Map(),
  );
  // The default schedule (no assignment) has no id to store in a roster cell: nothing to exchange.
  return schedule.weekdays.includes(isoWeekday(day)) && schedule.id !== null ? schedule : null;
}

/** The refusals that hold at every step: a day to come, one team (one supervisor, one company), both on a shift. */
async function checkSwap(ctx: AppContext, db: Db, day: string, requester: SwapPerson, colleague: SwapPerson) {
  if (day < jakartaDate(ctx.clock.now())) throw conflict(M.dayPast, 'swap_day_past');
  if (
    requester.supervisor_id === null ||
    requester.supervisor_id !== colleague.supervisor_id ||
    requester.comp_kd === null ||
    requester.comp_kd !== colleague.comp_kd ||
    !colleague.active
  ) {
    throw forbidden(M.notSameTeam, 'swap_not_same_team');
  }
  const [mine, theirs] = await Promise.all([shiftOn(ctx, db, requester, day), shiftOn(ctx, db, colleague, day)]);
  if (!mine || !theirs) throw conflict(M.notScheduled, 'swap_not_scheduled');
  return { mine, theirs };
}

export async function askSwap(ctx: AppContext, caller: Caller, body: { day: string; colleague_nik: number }) {
  const requester = caller.user as unknown as SwapPerson;
  const colleague = await person(ctx.db, 'nik = $1', body.colleague_nik);
  if (!colleague || colleague.id === requester.id) throw notFound(M.colleagueNotFound, 'colleague_not_found');
  const { mine, theirs } = await checkSwap(ctx, ctx.db, body.day, requester, colleague);
  return ctx.db.transaction(async (tx) => {
    const row = (await tx.one<SwapRow>(
      `INSERT INTO shift_swaps (comp_kd, day, requester_id, colleague_id, supervisor_id) VALUES ($1, $2::date, $3, $4, $5)
       RETURNING id, comp_kd, to_char(day, 'YYYY-MM-DD') AS day, requester_id, colleague_id, supervisor_id, status, created_at, decided_at`,
      [requester.comp_kd, body.day, requester.id, colleague.id, requester.supervisor_id],
    ))!;
    await notify(tx, colleague.id, {
      // A shift's name is the company's own word: shown as it is, in either language.
      message: {
        key: 'swapAsked',
        values: { name: requester.name, day: displayDay(body.day), mine: mine.name, theirs: theirs.name },
      },
      status: 'Pending',
      redirect: SWAP_ACCEPT_REDIRECT,
      itemid: row.id,
      event: 'swap.asked',
    });
    await recordAudit(tx, {
      compKd: requester.comp_kd,
      actor: auditPerson(requester),
      action: 'swap.ask',
      target: `swap ${row.id}`,
      subject: auditPerson(colleague),
      summary: auditSummary('swapAsk', {
        requester: requester.name,
        colleague: colleague.name,
        day: displayDay(body.day),
        mine: mine.name,
        theirs: theirs.name,
      }),
      changes: [{ field: 'status', before: null, after: 'asked' }],
    });
    return row;
  });
}

async function swapOf(db: Db, id: number) {
  const row = await db.one<SwapRow>(
    `SELECT id, comp_kd, to_char(day, 'YYYY-MM-DD') AS day, requester_id, colleague_id, supervisor_id, status, created_at, decided_at
     FROM shift_swaps WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(M.notFound, 'swap_not_found');
  const [requester, colleague] = await Promise.all([
    person(db, 'id = $1', row.requester_id),
    person(db, 'id = $1', row.colleague_id),
  ]);
  return { row, requester: requester!, colleague: colleague! };
}

async function settle(db: Db, userId: number, redirect: string, id: number, status: 'Approved' | 'Rejected') {
  for (const inboxId of await pendingItemIdsAbout(db, userId, redirect, id))
    await settleInboxItem(db, inboxId, userId, status);
}

/** The colleague's answer: accepted goes to the supervisor's inbox; declined ends it. */
export async function answerSwap(ctx: AppContext, caller: Caller, id: number, accept: boolean) {
  return ctx.db.transaction(async (tx) => {
    const { row, requester, colleague } = await swapOf(tx, id);
    if (row.colleague_id !== caller.user.id) throw forbidden(M.notYours, 'swap_not_yours');
    if (row.status !== 'asked') throw conflict(M.alreadyDecided, 'swap_decided');
    const { mine, theirs } = accept
      ? await checkSwap(ctx, tx, row.day, requester, colleague)
      : { mine: null, theirs: null };
    const status: SwapRow['status'] = accept ? 'accepted' : 'declined';
    await tx.query(
      `UPDATE shift_swaps SET status = $2, decided_at = CASE WHEN $2 = 'declined' THEN now() END WHERE id = $1`,
      [id, status],
    );
    await settle(tx, colleague.id, SWAP_ACCEPT_REDIRECT, id, accept ? 'Approved' : 'Rejected');
    if (accept) {
      await notify(tx, row.supervisor_id, {
        message: {
          key: 'swapToDecide',
          values: {
            requester: requester.name,
            colleague: colleague.name,
            day: displayDay(row.day),
            mine: mine!.name,
            theirs: theirs!.name,
          },
        },
        status: 'Pending',
        redirect: SWAP_APPROVE_REDIRECT,
        itemid: id,
      });
    }
    await notify(tx, requester.id, {
      message: {
        key: accept ? 'swapAccepted' : 'swapDeclined',
        values: { name: colleague.name, day: displayDay(row.day) },
      },
      status: accept ? 'Approved' : 'Rejected',
      redirect: SWAP_NOTICE_REDIRECT,
      itemid: id,
    });
    await recordAudit(tx, {
      compKd: row.comp_kd,
      actor: auditPerson(colleague),
      action: `swap.${accept ? 'accept' : 'decline'}`,
      target: `swap ${id}`,
      subject: auditPerson(requester),
      summary: auditSummary(accept ? 'swapAccept' : 'swapDecline', {
        colleague: colleague.name,
        day: displayDay(row.day),
        requester: requester.name,
      }),
      changes: [{ field: 'status', before: 'asked', after: status }],
    });
    return { ...row, status };
  });
}

/** The supervisor's decision: on approval the two people's roster cells of the day are exchanged, in the same transaction. */
export async function decideSwap(ctx: AppContext, caller: Caller, id: number, approve: boolean) {
  return ctx.db.transaction(async (tx) => {
    const { row, requester, colleague } = await swapOf(tx, id);
    if (row.supervisor_id !== caller.user.id) throw forbidden(M.notYours, 'swap_not_yours');
    if (row.status === 'asked') throw conflict(M.notAccepted, 'swap_not_accepted');
    if (row.status !== 'accepted') throw conflict(M.alreadyDecided, 'swap_decided');
    const status: SwapRow['status'] = approve ? 'approved' : 'rejected';
    const changes: { field: string; before: string; after: string }[] = [
      { field: 'status', before: 'accepted', after: status },
    ];
    if (approve) {
      const { mine, theirs } = await checkSwap(ctx, tx, row.day, requester, colleague);
      const put = (userId: number, scheduleId: number) =>
        tx.query(
          `INSERT INTO roster_cells (user_id, day, comp_kd, schedule_id) VALUES ($1, $2::date, $3, $4)
           ON CONFLICT (user_id, day) DO UPDATE SET schedule_id = EXCLUDED.schedule_id, updated_at = now()`,
          [userId, row.day, row.comp_kd, scheduleId],
        );
      await put(requester.id, theirs.id!);
      await put(colleague.id, mine.id!);
      changes.push(
        { field: `${requester.nik} ${displayDay(row.day)}`, before: mine.name, after: theirs.name },
        { field: `${colleague.nik} ${displayDay(row.day)}`, before: theirs.name, after: mine.name },
      );
    }
    await tx.query('UPDATE shift_swaps SET status = $2, decided_at = now() WHERE id = $1', [id, status]);
    await settle(tx, caller.user.id, SWAP_APPROVE_REDIRECT, id, approve ? 'Approved' : 'Rejected');
    const decided = {
      key: approve ? 'swapApproved' : 'swapRejected',
      values: { day: displayDay(row.day), name: caller.user.name },
    } as const;
    for (const who of [requester, colleague]) {
      await notify(tx, who.id, {
        message: decided,
        status: approve ? 'Approved' : 'Rejected',
        redirect: SWAP_NOTICE_REDIRECT,
        itemid: id,
      });
    }
    await recordAudit(tx, {
      compKd: row.comp_kd,
      actor: auditPerson(caller.user),
      action: `swap.${approve ? 'approve' : 'reject'}`,
      target: `swap ${id}`,
      subject: auditPerson(requester),
      summary: auditSummary(approve ? 'swapApprove' : 'swapReject', {
        supervisor: caller.user.name,
        day: displayDay(row.day),
        requester: requester.name,
        colleague: colleague.name,
      }),
      changes,
    });
    return { ...row, status };
  });
}

/** The swaps the caller asked, was asked, or decides, newest first. */
export const listSwaps = (ctx: AppContext, caller: Caller) =>
  ctx.db.query<
    SwapRow & { requester_nik: number; requester_name: string; colleague_nik: number; colleague_name: string }
  >(
    `SELECT s.id, s.comp_kd, to_char(s.day, 'YYYY-MM-DD') AS day, s.requester_id, s.colleague_id, s.supervisor_id, s.status, s.created_at, s.decided_at,
            r.nik::int AS requester_nik, r.name AS requester_name, c.nik::int AS colleague_nik, c.name AS colleague_name
     FROM shift_swaps s JOIN users r ON r.id = s.requester_id JOIN users c ON c.id = s.colleague_id
     WHERE $1 IN (s.requester_id, s.colleague_id, s.supervisor_id) ORDER BY s.id DESC LIMIT 100`,
    [caller.user.id],
  );

/** The caller's teammates (same supervisor) and each one's shift on the day, to pick whom to ask. */
export async function teamDay(ctx: AppContext, caller: Caller, day: string) {
  const me = caller.user as unknown as SwapPerson;
  if (me.supervisor_id === null) return [];
  const mates = await ctx.db.query<SwapPerson>(
    `SELECT ${PERSON} FROM users WHERE supervisor_id = $1 AND comp_kd = $2 AND active AND id <> $3 ORDER BY name`,
    [me.supervisor_id, me.comp_kd, me.id],
  );
  return Promise.all(
    mates.map(async (mate) => ({
      nik: Number(mate.nik),
      name: mate.name,
      shift: (await shiftOn(ctx, ctx.db, mate, day))?.name ?? null,
    })),
  );
}

export const validDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
    throw badRequest(M.dayInvalid, 'invalid_input', { field: 'day' });
  return text;
};
