import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { runExportJob } from '../hr/exports/jobs.js';
import type { ExportKindName } from '../hr/exports/kinds.js';
import { loginAs } from './harness.js';

/** The demo seed's people the HR tests act as. */
export const HR = {
  hadirAdmin: 10009,
  hlogAdmin: 20009,
  supervisor: 10002,
  employee: 10001,
  hlogEmployee: 20001,
} as const;

export type Actor = keyof typeof HR;

/** Bearer headers for every demo actor of the HR tests (each logged in once). */
export async function loginHrActors(app: FastifyInstance): Promise<Record<Actor, string>> {
  const bearers = {} as Record<Actor, string>;
  for (const [actor, nik] of Object.entries(HR) as [Actor, number][]) bearers[actor] = await loginAs(app, nik);
  return bearers;
}

/** Sends an /api/v1/hr request as an actor (or with no session). */
export function hrRequest(app: FastifyInstance, bearers: Record<Actor, string>) {
  return (actor: Actor | null, method: InjectOptions['method'], url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1/hr${url}`,
      payload,
      headers: actor ? { authorization: bearers[actor] } : {},
    });
}

/**
 * An HR export file as the HR screens get it (issue 48: every recap is exported only as a job): the
 * `kind`'s file (the month's recap unless told) asked for with `query` (format and filters), run to its
 * end here, in this thread, and read from the file store. The reply of `GET /hr/exports/{id}/file`, or
 * the refusal of the request.
 */
export async function recapExportFile(
  ctx: AppContext,
  as: ReturnType<typeof hrRequest>,
  query: string,
  actor: Actor = 'hadirAdmin',
  kind: ExportKindName = 'recap',
) {
  const asked = await as(actor, 'POST', `/${kind}/export-jobs?${query}`);
  if (asked.statusCode !== 200) return asked;
  const { id } = asked.json().data as { id: string };
  const outcome = await runExportJob(ctx, id);
  if (outcome !== 'done') throw new Error(`the ${kind} export ended ${outcome}`);
  return as(actor, 'GET', `/exports/${id}/file`);
}

/** Everything an HR request could change, as one comparable value: "nothing changed" is equality. */
export async function hrSnapshot(db: Db) {
  const digest = async (table: string, order: string) =>
    (await db.one<{ digest: string | null }>(
      `SELECT md5(string_agg(row_to_json(t)::text, '|' ORDER BY ${order})) AS digest FROM ${table} t`,
    ))!.digest;
  return {
    users: await digest('users', 'id'),
    divisions: await digest('divisions', 'comp_kd, code'),
    subdivisions: await digest('subdivisions', 'comp_kd, code'),
    departments: await digest('departments', 'comp_kd, code'),
    locations: await digest('work_locations', 'lok_kd'),
    audit: await digest('audit_log', 'id'),
    // last_seen_at moves with every request; whether a session ended is what a change would touch.
    sessions: await digest('(SELECT id, user_id, ended_at, end_reason FROM sessions)', 'id'),
  };
}

/** The audit rows of an action, oldest first. */
export const auditRows = (db: Db, action: string) =>
  db.query<{
    actor_nik: number;
    subject_nik: number | null;
    comp_kd: string;
    summary: string;
    target: string;
    changes: { field: string; before: unknown; after: unknown }[];
  }>('SELECT * FROM audit_log WHERE action = $1 ORDER BY id', [action]);

/**
 * HR of HADIR adds the leave type "Cuti Ayah" (the paternity policy's terms, up to 5 days) and Ade
 * (10001) has an approved Cuti Ayah of Monday 16 and Tuesday 17 November 2026: a type no list in
 * code knows, for the reports that must take their columns from the company's policies (issue 44).
 */
export async function paternityLeaveAdded(db: Db, as: ReturnType<typeof hrRequest>): Promise<void> {
  const policies = (await as('hadirAdmin', 'GET', '/leave-policies')).json().data;
  const paternity = {
    ...policies.find((policy: { leave_type: string }) => policy.leave_type === 'Cuti Istri Melahirkan / Keguguran'),
    leave_type: 'Cuti Ayah',
    max_days: 5,
  };
  const saved = await as('hadirAdmin', 'PUT', '/leave-policies', paternity);
  if (saved.statusCode !== 200) throw new Error(`the leave type was not added: ${saved.body}`);
  await db.query(
    `INSERT INTO leave_requests (user_id, tipe, reason, leave_duration, start_date, end_date, days, signature, status)
     SELECT id, 'Cuti Ayah', 'anak lahir', 'Full Day', '2026-11-16', '2026-11-17', 2, 's.png', 'Approved' FROM users WHERE nik = 10001`,
  );
}
