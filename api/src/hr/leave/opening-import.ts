import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/db.js';
import { badRequest, forbidden, HttpError, notFound } from '../../errors.js';
import type { MultipartFile } from '../../http/multipart.js';
import type { HrCaller } from '../../platform/access.js';
import { recordAudit, auditSummary } from '../../platform/audit.js';
import { sendExport, type ExportFormat } from '../../platform/exports/send.js';
import { IMPORT_MESSAGES } from '../import/messages.js';
import * as imports from '../import/queries.js';
import { detectFormat, readImportFile } from '../../platform/import/read.js';
import { HR_MESSAGES } from '../../platform/messages.js';
import { jakartaDate } from '../../lib/jakarta.js';
import type { UserRow } from '../../users/presenter.js';
import { lockUser, USER_SELECT } from '../../users/index.js';
import { catchUpLedger } from '../../leave/index.js';
import { hrBalances } from './balances.js';
import { appendLines, companyBalances, ledgerState } from '../../leave/index.js';
import { LEAVE_IMPORT_MESSAGES as M } from '../../leave/index.js';
import {
  OPENING_COLUMNS,
  OPENING_REQUIRED,
  OPENING_ROWS_SHOWN,
  planOpening,
  type OpeningColumn,
  type OpeningContext,
  type OpeningPlan,
} from '../../leave/index.js';
import { companyPolicies } from '../../leave/index.js';

const SHEET = { columns: OPENING_COLUMNS, required: OPENING_REQUIRED, empty: M.empty };
type Rows = Awaited<ReturnType<typeof readImportFile<OpeningColumn>>>;

/**
 * The ledger source of a file's lines: the file's own bytes. The unique index on (person, type,
 * source) holds each once, so the same file applied again writes nothing twice (and the plan shows
 * its rows as already applied); another file with the same numbers finds nothing to change.
 */
export const fileSource = (bytes: Buffer) => `opening:${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}`;

/** The company's people the file names, with their ledgers brought up to date first (as the balances table does). */
async function openingContext(
  ctx: AppContext,
  db: Db,
  caller: HrCaller,
  rows: Rows,
  source: string,
  inTransaction: boolean,
): Promise<OpeningContext> {
  const niks = [
    ...new Set(
      rows
        .map((row) => row.cells.nik ?? '')
        .filter((nik) => /^\d{1,15}$/.test(nik))
        .map(Number),
    ),
  ];
  const people = await db.query<UserRow>(
    `${USER_SELECT} WHERE u.comp_kd = $1 AND u.nik = ANY($2::bigint[]) ORDER BY u.id`,
    [caller.company, niks],
  );
  for (const person of people.filter((row) => row.active)) {
    if (inTransaction) {
      // The confirm holds each person's row, as an adjustment or an approval does, so nothing spends between the plan and its lines.
      await lockUser(db, person.id);
      await catchUpLedger(ctx, db, person);
    } else {
      await db.transaction((tx) => catchUpLedger(ctx, tx, person));
    }
  }
  const ids = people.map((person) => person.id);
  const applied = await db.query<{ user_id: number; leave_type: string }>(
    'SELECT DISTINCT user_id, leave_type FROM leave_ledger WHERE user_id = ANY($1::int[]) AND source = $2',
    [ids, source],
  );
  return {
    today: jakartaDate(ctx.clock.now()),
    people: new Map(
      people.map((person) => [
        person.nik,
        { id: person.id, nik: person.nik, name: person.name, active: person.active },
      ]),
    ),
    elsewhere: await imports.niksElsewhere(db, caller.company, niks),
    policies: await companyPolicies(db, caller.company),
    balances: new Map(
      (await companyBalances(db, caller.company)).map((row) => [`${row.user_id} ${row.leave_type}`, row.balance]),
    ),
    applied: new Set(applied.map((row) => `${row.user_id} ${row.leave_type}`)),
  };
}

/** POST /hr/leave-balances/import/dry-run's report (report below), for the provider contract. */
export const openingReportReply = z.object({
  import_id: z.string().meta({ description: 'What POST /hr/leave-balances/import/confirm takes' }),
  file_name: z.string(),
  rows: z.number(),
  counts: z.object({ set: z.number(), unchanged: z.number(), applied: z.number(), error: z.number() }),
  errors: z
    .array(z.object({ row: z.number(), nik: z.string(), message: z.string() }))
    .meta({ description: "Every row's error; nik as the file has it" }),
  outcomes: z
    .array(
      z.object({
        row: z.number(),
        nik: z.string().meta({ description: 'As the file has it' }),
        name: z.string().nullable(),
        leave_type: z.string(),
        before: z.number().nullable().meta({ description: 'The balance now; null when the row has an error' }),
        after: z.number().nullable().meta({ description: "The file's balance; null when the row has an error" }),
        change: z.number().nullable().meta({ description: 'after − before: the adjustment the confirm writes' }),
        action: z
          .enum(['set', 'unchanged', 'applied', 'error'])
          .meta({ description: 'applied: this file was applied before' }),
        error: z.string().nullable(),
      }),
    )
    .meta({ description: "Each row's outcome (the first 1,000)" }),
  expires_at: z.string(),
});

/** What HR reads: the counts, every row's error, and each row's outcome (the first 1,000). */
const report = (plan: OpeningPlan) => ({
  rows: plan.rows,
  counts: plan.counts,
  errors: plan.outcomes.filter((row) => row.error).map((row) => ({ row: row.row, nik: row.nik, message: row.error! })),
  outcomes: plan.outcomes.slice(0, OPENING_ROWS_SHOWN),
});

/** Reads and checks an opening-balance file and keeps it for the confirm; changes no balance. */
export async function openingDryRun(ctx: AppContext, caller: HrCaller, file: MultipartFile | undefined) {
  if (!file || file.bytes.length === 0) throw badRequest(IMPORT_MESSAGES.fileRequired, 'import_file_required');
  const format = detectFormat(file.bytes, file.filename);
  const rows = await readImportFile(file.bytes, format, SHEET);
  const plan = planOpening(rows, await openingContext(ctx, ctx.db, caller, rows, fileSource(file.bytes), false));
  const stored = await imports.storeImport(ctx.db, {
    compKd: caller.company,
    userId: caller.user.id,
    fileName: file.filename.slice(0, 200),
    format,
    bytes: file.bytes,
    kind: 'leave_balances',
  });
  return {
    import_id: stored.id,
    file_name: file.filename,
    ...report(plan),
    expires_at: stored.expires_at.toISOString(),
  };
}

/**
 * Checks the stored file again against the ledgers as they are now and, when no row has an error,
 * writes one 'adjusted' line per balance that changes (the difference to the file's number, with
 * the row's reason) and an audit row for each, all in one transaction; else nothing.
 */
export async function openingConfirm(ctx: AppContext, caller: HrCaller, importId: string) {
  return ctx.db.transaction(async (tx) => {
    const stored = await imports.claimableImport(tx, importId, 'leave_balances');
    if (!stored) throw notFound(IMPORT_MESSAGES.notFound, 'import_not_found');
    if (stored.comp_kd !== caller.company) throw forbidden(HR_MESSAGES.otherCompany, 'other_company');
    const bytes = Buffer.from(stored.content);
    const rows = await readImportFile(bytes, stored.format, SHEET);
    const source = fileSource(bytes);
    const plan = planOpening(rows, await openingContext(ctx, tx, caller, rows, source, true));
    if (plan.counts.error > 0)
      throw new HttpError(400, 'import_has_errors', IMPORT_MESSAGES.hasErrors, {
        file_name: stored.file_name,
        ...report(plan),
      });
    for (const line of plan.lines) {
      const state = await ledgerState(tx, line.person.id, line.leave_type);
      // To the newest service year, as an adjustment goes (or the day's, for someone with none yet).
      const period = [...state.balances.keys()].sort().at(-1) ?? line.as_of;
      await appendLines(
        tx,
        line.person.id,
        line.leave_type,
        [{ period, kind: 'adjusted', days: line.change, effective_on: line.as_of, source }],
        {
          actorId: caller.user.id,
          reason: line.reason ?? M.reasonDefault(stored.file_name, line.row),
        },
      );
    }
    await recordAudit(
      tx,
      plan.lines.map((line) => ({
        compKd: caller.company,
        actor: caller.user,
        action: 'leave.import',
        target: `leave balance ${line.leave_type}`,
        subject: line.person,
        summary: auditSummary(
          line.reason === null || line.reason === undefined ? 'leaveImportOpening' : 'leaveImport',
          {
            employee: line.person.name,
            type: line.leave_type,
            days: line.after,
            file: stored.file_name,
            row: line.row,
            reason: line.reason ?? '',
          },
        ),
        changes: [{ field: 'balance', before: line.before, after: line.after }],
      })),
    );
    await imports.markImportUsed(tx, stored.id);
    const counts = { set: plan.counts.set, unchanged: plan.counts.unchanged + plan.counts.applied };
    return { message: M.done(counts), counts };
  });
}

/**
 * The balances table as a file (the numbers the screen shows, from the same function) in the
 * import's columns, so it is also the import's template: change a number, import it back.
 */
export async function exportBalances(
  ctx: AppContext,
  caller: HrCaller,
  request: FastifyRequest,
  reply: FastifyReply,
  format: ExportFormat,
) {
  const rows = await hrBalances(ctx, caller);
  const today = jakartaDate(ctx.clock.now());
  return sendExport(
    ctx,
    caller,
    request,
    reply,
    { kind: 'leave-balances', name: M.exportName(today), format },
    async (writer) => {
      const values = (row: (typeof rows)[number]) => [
        String(row.nik),
        row.name,
        row.leave_type,
        row.balance,
        today,
        '',
      ];
      if (writer.format === 'csv') {
        await writer.csv.row([...OPENING_COLUMNS]);
        for (const row of rows) await writer.csv.row(values(row));
        return;
      }
      const sheet = writer.xlsx.sheet('Leave balances', [
        { header: 'nik', width: 12, type: 'text' },
        { header: 'name', width: 28, type: 'text' },
        { header: 'leave_type', width: 22, type: 'text' },
        { header: 'days', width: 8, type: 'number' },
        { header: 'as_of', width: 12, type: 'date' },
        { header: 'reason', width: 40, type: 'text' },
      ]);
      for (const row of rows) await sheet.row(values(row));
      sheet.done();
    },
  );
}
