import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { HrCaller } from '../platform/access.js';
import { diffFields, recordAudit, auditSummary } from '../platform/audit.js';
import { jakartaDate } from '../lib/jakarta.js';
import { personZone } from '../workdays/index.js';
import { correctionWindow, DEFAULT_WINDOW_DAYS, MAX_CUTOFF_DAY, MAX_WINDOW_DAYS, type WindowRule } from './window.js';

/**
 * The company's correction settings (issue 25): how many calendar days back a correction may reach
 * (1, the spec's "yesterday to now", until HR sets another; at most 31), or — when `cutoff_day` is
 * set (1–28) — until that day of the month after the clocking's (window.ts, rules §9).
 */
export const correctionSettingsBody = z
  .object({
    window_days: z.number().int().min(1).max(MAX_WINDOW_DAYS),
    cutoff_day: z.number().int().min(1).max(MAX_CUTOFF_DAY).nullable().optional(),
  })
  .strict();
export interface CorrectionSettings {
  window_days: number;
  cutoff_day: number | null;
}

/** The window of a company (the default for a person with none). `db` is the transaction when the caller is in one. */
export async function correctionWindowRule(db: AppContext['db'], company: string | null): Promise<WindowRule> {
  if (!company) return { days: DEFAULT_WINDOW_DAYS, cutoff_day: null };
  const row = await db.one<{ days: number; cutoff_day: number | null }>(
    'SELECT correction_window_days AS days, correction_cutoff_day AS cutoff_day FROM companies WHERE comp_kd = $1',
    [company],
  );
  return { days: row?.days ?? DEFAULT_WINDOW_DAYS, cutoff_day: row?.cutoff_day ?? null };
}

/** GET /correction_window: the caller's window, as the request form's pickers take it (first day yyyy-mm-dd, in the caller's zone). */
export async function callerWindow(
  ctx: AppContext,
  user: { id: number; comp_kd: string | null },
  now = ctx.clock.now(),
) {
  const [rule, zone] = await Promise.all([correctionWindowRule(ctx.db, user.comp_kd), personZone(ctx.db, user.id)]);
  return {
    days: rule.days,
    cutoff_day: rule.cutoff_day,
    from_date: jakartaDate(correctionWindow(now, rule, zone).from, zone),
  };
}

const settingsOf = (rule: WindowRule): CorrectionSettings => ({ window_days: rule.days, cutoff_day: rule.cutoff_day });

/** GET /hr/correction-settings. */
export const hrCorrectionSettings = async (ctx: AppContext, caller: HrCaller): Promise<CorrectionSettings> =>
  settingsOf(await correctionWindowRule(ctx.db, caller.company));

const summaryOf = (settings: CorrectionSettings) =>
  settings.cutoff_day !== null
    ? auditSummary('correctionWindowCutoff', { day: settings.cutoff_day })
    : auditSummary(settings.window_days === 1 ? 'correctionWindowDay' : 'correctionWindowDays', {
        count: settings.window_days,
      });

/** PUT /hr/correction-settings: audited like the leave settings. */
export async function changeCorrectionSettings(
  ctx: AppContext,
  caller: HrCaller,
  body: z.infer<typeof correctionSettingsBody>,
): Promise<CorrectionSettings> {
  const settings: CorrectionSettings = { window_days: body.window_days, cutoff_day: body.cutoff_day ?? null };
  return ctx.db.transaction(async (tx) => {
    const before = settingsOf(await correctionWindowRule(tx, caller.company));
    await tx.query('UPDATE companies SET correction_window_days = $2, correction_cutoff_day = $3 WHERE comp_kd = $1', [
      caller.company,
      settings.window_days,
      settings.cutoff_day,
    ]);
    await recordAudit(tx, {
      compKd: caller.company,
      actor: caller.user,
      action: 'correction.settings.update',
      target: 'correction settings',
      summary: summaryOf(settings),
      changes: diffFields(before, settings, ['window_days', 'cutoff_day']),
    });
    return settings;
  });
}
