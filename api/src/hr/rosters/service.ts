import type { AppContext } from '../../context.js';
import type { Db } from '../../db/db.js';
import { badRequest, forbidden } from '../../errors.js';
import { monthRange } from '../../lib/jakarta.js';
import { daysBetween } from '../../workdays/index.js';
import { companyAssignments, rosterOf, scheduleOf } from '../../workdays/index.js';
import { defaultSchedule, isoWeekday, rosterKey, scheduleOn, type Schedule } from '../../workdays/index.js';
import type { HrCaller } from '../../platform/access.js';
import { recordAudit, type AuditEntry, auditSummary } from '../../platform/audit.js';
import { personOf } from '../employees/presenter.js';
import { pagePeople } from '../../recap/index.js';
import { hrScope } from '../recap/scope.js';
import { listSchedules } from '../schedules/queries.js';
import { ROSTER_MESSAGES as M } from './messages.js';
import { forgetCompanyChecks } from '../../leave/index.js';
import type { RosterChanges, RosterQuery } from './schemas.js';

/** People a roster page shows: a unit's month stays readable at 1280 px and on a phone. */
export const ROSTER_PAGE_SIZE = 100;

export function monthDays(month: string) {
  const [year, monthNumber] = month.split('-').map(Number);
  const range = monthRange(year, monthNumber - 1);
  const to = new Date(Date.parse(`${range.to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from: range.from, to, days: daysBetween(range.from, to) };
}

const shiftOf = (schedule: Schedule) => ({
  id: schedule.id,
  name: schedule.name,
  start: schedule.start,
  end: schedule.end,
});

/** The grid: a unit's people (a page of them) × the month's days, each cell as HR set it and what the assignment says under it. */
export async function rosterGrid(ctx: AppContext, caller: HrCaller, query: RosterQuery & { page?: number }) {
  const scope = await hrScope(ctx, caller, query);
  const { from, to, days } = monthDays(query.month);
  const { people, total } = await pagePeople(
    ctx.db,
    scope,
    { from, to },
    { page: query.page ?? 1, pageSize: ROSTER_PAGE_SIZE },
  );
  const [assignments, roster, schedules] = await Promise.all([
    companyAssignments(ctx.db, caller.company),
    rosterOf(
      ctx.db,
      people.map((person) => person.id),
      from,
      to,
    ),
    listSchedules(ctx.db, caller.company),
  ]);
  const fallback = defaultSchedule(ctx.config.WORK_START);
  return {
    month: query.month,
    days,
    schedules: schedules.map((row) => ({ ...shiftOf(scheduleOf(row)), id: row.id })),
    people: people.map((person) => ({
      nik: Number(person.nik),
      name: person.name,
      cells: days.map((day) => {
        const cell = roster.get(person.id)?.get(day);
        const assigned = scheduleOn(assignments, person, day, fallback);
        return {
          day,
          cell: cell === undefined ? ('empty' as const) : cell === 'off' ? ('off' as const) : ('shift' as const),
          schedule_id: cell === undefined || cell === 'off' ? null : cell.id,
          assigned: { ...shiftOf(assigned), working: assigned.weekdays.includes(isoWeekday(day)) },
        };
      }),
    })),
    total,
  };
}

interface Target {
  id: number;
  nik: number;
  name: string;
  comp_kd: string | null;
}

const cellText = (scheduleId: number | null | undefined, names: Map<number, string>) =>
  scheduleId === undefined ? 'empty' : scheduleId === null ? 'Off' : (names.get(scheduleId) ?? String(scheduleId));

/**
 * Saves one change set, all or nothing: every NIK must be a person of the caller's company and every
 * shift one of its schedules, else nothing is written. One audit row per person, each cell before → after.
 */
export const saveRoster = (ctx: AppContext, caller: HrCaller, body: RosterChanges) =>
  ctx.db.transaction((tx) => saveRosterIn(tx, caller, body));

/**
 * saveRoster inside a transaction the caller holds: PUT /hr/rosters and the roster import's confirm
 * both write through here, so a file applies exactly as the same changes made on the screen would.
 */
export async function saveRosterIn(tx: Db, caller: HrCaller, body: RosterChanges) {
  const niks = [...new Set(body.changes.map((change) => change.nik))];
  const people = await tx.query<Target>('SELECT id, nik, name, comp_kd FROM users WHERE nik = ANY($1::bigint[])', [
    niks,
  ]);
  const byNik = new Map(people.map((person) => [Number(person.nik), person]));
  for (const nik of niks) {
    const person = byNik.get(nik);
    if (!person) throw badRequest(M.employeeNotFound(nik), 'employee_not_found', { field: 'changes' });
    if (person.comp_kd !== caller.company) throw forbidden(M.otherCompany(nik), 'other_company');
  }
  const names = new Map((await listSchedules(tx, caller.company)).map((row) => [row.id, row.name]));
  for (const change of body.changes) {
    if (change.cell.kind === 'shift' && !names.has(change.cell.schedule_id)) {
      throw badRequest(M.scheduleNotFound(change.cell.schedule_id), 'schedule_not_found', { field: 'changes' });
    }
  }
  // The last change of a cell wins, as on the screen.
  const latest = new Map(body.changes.map((change) => [rosterKey(byNik.get(change.nik)!.id, change.day), change]));
  // A roster decides who works on a cuti bersama day: the balances table catches up again.
  await forgetCompanyChecks(tx, caller.company);
  const before = await storedCells(
    tx,
    people.map((person) => person.id),
  );
  const entries = new Map<number, AuditEntry>();
  let changed = 0;
  for (const change of latest.values()) {
    const person = byNik.get(change.nik)!;
    const was = before.get(rosterKey(person.id, change.day));
    const next = change.cell.kind === 'shift' ? change.cell.schedule_id : change.cell.kind === 'off' ? null : undefined;
    if (was === next) continue;
    changed += 1;
    if (next === undefined)
      await tx.query('DELETE FROM roster_cells WHERE user_id = $1 AND day = $2::date', [person.id, change.day]);
    else {
      await tx.query(
        `INSERT INTO roster_cells (user_id, day, comp_kd, schedule_id) VALUES ($1, $2::date, $3, $4)
         ON CONFLICT (user_id, day) DO UPDATE SET schedule_id = EXCLUDED.schedule_id, updated_at = now()`,
        [person.id, change.day, caller.company, next],
      );
    }
    const entry = entries.get(person.id) ?? {
      compKd: caller.company,
      actor: personOf(caller.user),
      action: 'roster.update',
      target: `employee ${person.nik}`,
      subject: personOf({ ...person, nik: Number(person.nik) }),
      summary: auditSummary('rosterUpdate', { employee: person.name }),
      changes: [],
    };
    entry.changes!.push({ field: change.day, before: cellText(was, names), after: cellText(next, names) });
    entries.set(person.id, entry);
  }
  await recordAudit(tx, [...entries.values()]);
  return { changed };
}

/** The stored cells of these people (of a period, when given): schedule id, or null for Off. */
export async function storedCells(db: Db, userIds: number[], from?: string, to?: string) {
  const rows = await db.query<{ user_id: number; day: string; schedule_id: number | null }>(
    `SELECT user_id, to_char(day, 'YYYY-MM-DD') AS day, schedule_id FROM roster_cells
     WHERE user_id = ANY($1::int[]) AND ($2::date IS NULL OR day >= $2::date) AND ($3::date IS NULL OR day <= $3::date)`,
    [userIds, from ?? null, to ?? null],
  );
  return new Map(rows.map((row) => [rosterKey(row.user_id, row.day), row.schedule_id]));
}
