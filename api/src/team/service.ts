import type { AppContext } from '../context.js';
import type { Caller } from '../auth/authenticate.js';
import { forbidden } from '../errors.js';
import { monthPeriod } from '../platform/period.js';
import { personMonth, recapPage } from '../recap/index.js';
import { jakartaDate } from '../lib/jakarta.js';
import { SUPERVISOR_ROLE } from '../users/index.js';
import { daysOf } from '../workdays/index.js';
import { timeZones } from '../workdays/index.js';
import { TEAM_MESSAGES as M } from './messages.js';
import * as queries from './queries.js';

function assertSupervisor(caller: Caller) {
  if (caller.user.role_id !== SUPERVISOR_ROLE) throw forbidden(M.supervisorOnly, 'supervisor_only');
}

/**
 * Who is in today: each person's day by the one day rule (not yet = no clock-in while the day runs).
 * "Today" is each person's own calendar day in their zone (rules §11): at 23:30 WIB a WITA person is
 * already on the next day. The top-level date is the supervisor's own day.
 */
export async function teamToday(ctx: AppContext, caller: Caller) {
  assertSupervisor(caller);
  const now = ctx.clock.now();
  const team = await queries.teamOf(ctx.db, caller.user.id);
  const zones = new Map(
    (await timeZones(ctx.db, [caller.user.id, ...team.map((person) => person.id)])).map((row) => [
      row.user_id,
      row.time_zone,
    ]),
  );
  const todayOf = (userId: number) => jakartaDate(now, zones.get(userId));
  const todays = team.map((person) => todayOf(person.id)).sort();
  const people = [];
  // WIB, WITA and WIT are at most two hours apart: the people's days span one or two dates, read at once.
  const request = {
    company: caller.user.comp_kd ?? '',
    people: team,
    from: todays[0] ?? todayOf(caller.user.id),
    to: todays.at(-1) ?? todayOf(caller.user.id),
    now,
  };
  for await (const { person, days } of daysOf(ctx, request)) {
    const today = todayOf(person.id);
    const day = days.find((each) => each.date === today)!;
    // Someone who joins later (or whose last working day has passed) is not expected today.
    if (!day.employed) continue;
    people.push({
      nik: person.nik,
      name: person.name,
      profile: person.profile,
      date: today,
      // Today's half-day leave stays undecided (upcoming) until the shift ends; the team still sees the leave.
      status: day.status === 'upcoming' ? (day.leave ? 'leave' : 'not_yet') : day.status,
      first_in: day.first_in?.toISOString() ?? null,
      last_out: day.last_out?.toISOString() ?? null,
      late_minutes: day.late_minutes,
      leave_type: day.leave?.type ?? null,
      holiday: day.holiday?.name ?? null,
      flagged: day.flagged,
    });
  }
  return { date: todayOf(caller.user.id), people };
}

/** The team's month, as HR's recap is, limited to the supervisor's people. */
export async function teamRecap(
  ctx: AppContext,
  caller: Caller,
  query: { month?: string; page: number; page_size: number },
) {
  assertSupervisor(caller);
  const period = monthPeriod(query.month, ctx.clock.now());
  const team = await queries.teamOf(ctx.db, caller.user.id);
  const scope = { company: caller.user.comp_kd ?? '', unit: null, userIds: team.map((person) => person.id) };
  return recapPage(ctx, scope, period, query);
}

/** One of the supervisor's people, their month day by day. */
export async function teamPersonMonth(ctx: AppContext, caller: Caller, nik: number, month: string | undefined) {
  assertSupervisor(caller);
  const person = (await queries.teamOf(ctx.db, caller.user.id)).find((member) => member.nik === nik);
  if (!person) throw forbidden(M.notYourTeam, 'not_your_team');
  return personMonth(ctx, person, month, caller.user.id);
}
