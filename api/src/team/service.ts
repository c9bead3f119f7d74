import type { AppContext } from '../context.js';
import type { Caller } from '../auth/authenticate.js';
import { forbidden } from '../errors.js';
import { monthPeriod } from '../hr/recap/period.js';
import { personMonth, recapPage } from '../hr/recap/service.js';
import { jakartaDate } from '../lib/jakarta.js';
import { SUPERVISOR_ROLE } from '../users/access.js';
import { daysOf } from '../workdays/month.js';
import { TEAM_MESSAGES as M } from './messages.js';
import * as queries from './queries.js';

function assertSupervisor(caller: Caller) {
  if (caller.user.role_id !== SUPERVISOR_ROLE) throw forbidden(M.supervisorOnly, 'supervisor_only');
}

/** Who is in today: each person's day by the one day rule (not yet = no clock-in while the day runs). */
export async function teamToday(ctx: AppContext, caller: Caller) {
  assertSupervisor(caller);
  const now = ctx.clock.now();
  const today = jakartaDate(now);
  const team = await queries.teamOf(ctx.db, caller.user.id);
  const people = [];
  const request = { company: caller.user.comp_kd ?? '', people: team, from: today, to: today, now };
  for await (const { person, days } of daysOf(ctx, request)) {
    const [day] = days;
    // Someone who joins later (or whose last working day has passed) is not expected today.
    if (!day.employed) continue;
    people.push({
      nik: person.nik,
      name: person.name,
      profile: person.profile,
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
  return { date: today, people };
}

/** The team's month, as HR's recap is, limited to the supervisor's people. */
export async function teamRecap(ctx: AppContext, caller: Caller, query: { month?: string; page: number; page_size: number }) {
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
