import { z } from 'zod';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import type { HrCaller } from '../platform/access.js';
import { assertOwnCompany } from '../platform/access.js';
import { diffFields, recordAudit, auditSummary } from '../platform/audit.js';
import { findUserByNik } from '../users/index.js';
import { OVERTIME_MESSAGES as M } from './messages.js';
import * as queries from './queries.js';

/** The roundings HR picks from: every minute, or whole blocks of 15, 30 or 60 minutes (docs/rules.md §13). */
export const ROUNDINGS = [0, 15, 30, 60] as const;

/** PUT /hr/overtime-settings: the company's rounding and the shortest working day of a 6-day week. */
export const overtimeSettingsBody = z
  .object({
    rounding_minutes: z.union(
      ROUNDINGS.map((minutes) => z.literal(minutes)),
      { error: M.roundingInvalid },
    ),
    shortest_weekday: z
      .number({ error: M.weekdayInvalid })
      .int({ error: M.weekdayInvalid })
      .min(1, { error: M.weekdayInvalid })
      .max(6, { error: M.weekdayInvalid })
      .nullable(),
    /** The company closes on cuti bersama (off: a cuti bersama day worked is an ordinary working day); kept when absent. */
    cuti_bersama_closed: z.boolean({ error: M.choiceInvalid }).optional(),
    /** Take art. 79(2)(a)'s break out of a rest day's continuous work (off: what is clocked counts); kept when absent. */
    rest_day_break: z.boolean({ error: M.choiceInvalid }).optional(),
  })
  .strict();

export type OvertimeSettings = z.infer<typeof overtimeSettingsBody>;

/** PUT /hr/overtime-excluded/:nik. */
export const exclusionBody = z.object({ excluded: z.boolean({ error: M.excludedInvalid }) }).strict();

/** GET /hr/overtime-settings: the rules and the people excluded (art. 27). */
export async function hrOvertimeSettings(ctx: AppContext, caller: HrCaller) {
  const rules = await queries.rulesOf(ctx.db, caller.company);
  const excluded = await queries.excludedPeople(ctx.db, caller.company);
  return { ...rules, excluded: excluded.map(({ nik, name, department }) => ({ nik, name, department })) };
}

/** PUT /hr/overtime-settings: audited; the next recap and export count with them. */
export async function changeOvertimeSettings(ctx: AppContext, caller: HrCaller, settings: OvertimeSettings) {
  return ctx.db.transaction(async (tx) => {
    const before = await queries.rulesOf(tx, caller.company);
    const after: queries.OvertimeRules = {
      rounding_minutes: settings.rounding_minutes,
      shortest_weekday: settings.shortest_weekday,
      cuti_bersama_closed: settings.cuti_bersama_closed ?? before.cuti_bersama_closed,
      rest_day_break: settings.rest_day_break ?? before.rest_day_break,
    };
    await queries.saveRules(tx, caller.company, after);
    const changes = diffFields(before, after, [
      'rounding_minutes',
      'shortest_weekday',
      'cuti_bersama_closed',
      'rest_day_break',
    ]);
    if (changes.length > 0) {
      await recordAudit(tx, {
        compKd: caller.company,
        actor: caller.user,
        action: 'overtime.rules.update',
        target: 'overtime rules',
        summary: auditSummary(
          `overtimeRules${settings.rounding_minutes === 0 ? 'Every' : 'Blocks'}${settings.shortest_weekday === null ? 'None' : 'Day'}`,
          { minutes: settings.rounding_minutes, weekday: settings.shortest_weekday ?? '' },
        ),
        changes,
      });
    }
    return after;
  });
}

/** PUT /hr/overtime-excluded/:nik: marks or clears a person of the admin's company as excluded (art. 27), audited. */
export async function changeExclusion(ctx: AppContext, caller: HrCaller, nik: number, excluded: boolean) {
  const person = await findUserByNik(ctx.db, nik);
  if (!person) throw notFound(M.employeeNotFound, 'employee_not_found');
  assertOwnCompany(caller, person);
  await ctx.db.transaction(async (tx) => {
    if (!(await queries.setExcluded(tx, person.id, excluded))) return;
    await recordAudit(tx, {
      compKd: caller.company,
      actor: caller.user,
      action: excluded ? 'overtime.exclude' : 'overtime.include',
      target: `employee ${person.nik}`,
      subject: person,
      summary: auditSummary(excluded ? 'overtimeExclude' : 'overtimeInclude', { employee: person.name }),
      changes: [{ field: 'overtime_excluded', before: !excluded, after: excluded }],
    });
  });
  return hrOvertimeSettings(ctx, caller);
}
