import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { HrCaller } from '../hr/access.js';
import { diffFields, recordAudit } from '../hr/audit/record.js';
import { jakartaDate } from '../lib/jakarta.js';
import { correctionWindow, DEFAULT_WINDOW_DAYS, MAX_WINDOW_DAYS } from './window.js';

/**
 * The company's correction settings (issue 25): how many calendar days back a correction may reach
 * (1, the spec's "yesterday to now", until HR sets another; at most 31).
 */
export const correctionSettingsBody = z.object({ window_days: z.number().int().min(1).max(MAX_WINDOW_DAYS) }).strict();
export type CorrectionSettings = z.infer<typeof correctionSettingsBody>;

/** The window of a company (the default for a person with none). `db` is the transaction when the caller is in one. */
export async function correctionWindowDays(db: AppContext['db'], company: string | null): Promise<number> {
  if (!company) return DEFAULT_WINDOW_DAYS;
  const row = await db.one<{ days: number }>('SELECT correction_window_days AS days FROM companies WHERE comp_kd = $1', [company]);
  return row?.days ?? DEFAULT_WINDOW_DAYS;
}

/** GET /correction_window: the caller's window, as the request form's pickers take it (first day yyyy-mm-dd, Jakarta). */
export async function callerWindow(ctx: AppContext, company: string | null, now = ctx.clock.now()) {
  const days = await correctionWindowDays(ctx.db, company);
  return { days, from_date: jakartaDate(correctionWindow(now, days).from) };
}

/** GET /hr/correction-settings. */
export const hrCorrectionSettings = async (ctx: AppContext, caller: HrCaller): Promise<CorrectionSettings> => ({
  window_days: await correctionWindowDays(ctx.db, caller.company),
});

/** PUT /hr/correction-settings: audited like the leave settings. */
export async function changeCorrectionSettings(ctx: AppContext, caller: HrCaller, settings: CorrectionSettings): Promise<CorrectionSettings> {
  return ctx.db.transaction(async (tx) => {
    const before = { window_days: await correctionWindowDays(tx, caller.company) };
    await tx.query('UPDATE companies SET correction_window_days = $2 WHERE comp_kd = $1', [caller.company, settings.window_days]);
    await recordAudit(tx, {
      compKd: caller.company,
      actor: caller.user,
      action: 'correction.settings.update',
      target: 'correction settings',
      summary: `Set the correction window to ${settings.window_days} ${settings.window_days === 1 ? 'day' : 'days'}`,
      changes: diffFields(before, settings, ['window_days']),
    });
    return settings;
  });
}
