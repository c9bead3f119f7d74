import type { AppContext } from '../../context.js';
import type { Db } from '../../db/db.js';
import { badRequest, HttpError, notFound, payloadTooLarge, forbidden } from '../../errors.js';
import type { MultipartFile } from '../../http/multipart.js';
import type { HrCaller } from '../../platform/access.js';
import { recordAudit, auditSummary } from '../../platform/audit.js';
import { personOf } from '../employees/presenter.js';
import * as employees from '../employees/queries.js';
import { emailActivations } from '../employees/service.js';
import { HR_MESSAGES } from '../../platform/messages.js';
import { listUnits } from '../organisation/queries.js';
import { IMPORT_MESSAGES as M } from './messages.js';
import { EMPLOYEE_SHEET } from './columns.js';
import { planImport, type ImportPlan, type PlannedRow } from './plan.js';
import * as queries from './queries.js';
import { detectFormat, readImportFile, type ImportRow } from '../../platform/import/read.js';
import { forgetCheck } from '../../leave/index.js';
import { notify } from '../../inbox/index.js';
import { csvTemplate, xlsxTemplate } from './template.js';

const CHANGES_SHOWN = 500;
const ANALYZE_AFTER_ROWS = 500;

export async function template(ctx: AppContext, caller: HrCaller, format: 'csv' | 'xlsx') {
  if (format === 'csv') return csvTemplate();
  const [divisions, subdivisions, departments] = await Promise.all(
    (['divisions', 'subdivisions', 'departments'] as const).map((kind) => listUnits(ctx.db, caller.company, kind)),
  );
  return xlsxTemplate({ divisions, subdivisions, departments });
}

/** Everything the plan checks rows against, read in four queries whatever the file's size. */
async function importContext(db: Db, caller: HrCaller, rows: ImportRow[]) {
  const company = await employees.listCompanyEmployees(db, caller.company);
  const niks = rows.map((row) => Number(row.cells.nik)).filter((nik) => Number.isSafeInteger(nik) && nik > 0);
  const emails = rows.map((row) => row.cells.email?.toLowerCase()).filter((email): email is string => Boolean(email));
  return {
    callerNik: caller.user.nik,
    employees: new Map(company.map((row) => [row.nik, row])),
    elsewhere: await queries.niksElsewhere(db, caller.company, niks),
    emailHolders: new Map((await employees.findEmailHolders(db, emails)).map((row) => [row.email, row.nik])),
    units: await employees.existingUnits(db, caller.company),
  };
}

/** The report a person reads, for the dry run and for a refused confirm. */
const report = (plan: ImportPlan) => ({
  rows: plan.rows,
  counts: plan.counts,
  errors: plan.errors,
  changes: plan.planned
    .filter((row) => row.action !== 'unchanged')
    .slice(0, CHANGES_SHOWN)
    .map((row) => ({
      row: row.row,
      nik: row.values.nik,
      name: row.values.name,
      action: row.action,
      fields: row.changes.map((change) => change.field),
    })),
});

/** Reads and checks an upload and keeps it for the confirm; writes no employee. */
export async function dryRun(ctx: AppContext, caller: HrCaller, file: MultipartFile | undefined) {
  if (!file || file.bytes.length === 0) throw badRequest(M.fileRequired, 'import_file_required');
  const format = detectFormat(file.bytes, file.filename);
  const rows = await readImportFile(file.bytes, format, EMPLOYEE_SHEET);
  const plan = planImport(rows, await importContext(ctx.db, caller, rows));
  const stored = await queries.storeImport(ctx.db, {
    compKd: caller.company,
    userId: caller.user.id,
    fileName: file.filename.slice(0, 200),
    format,
    bytes: file.bytes,
  });
  return {
    import_id: stored.id,
    file_name: file.filename,
    ...report(plan),
    expires_at: stored.expires_at.toISOString(),
  };
}

/**
 * Checks the stored file again against the database as it is now and, when no row has an error,
 * writes it all in one transaction with an audit row per employee created or updated; else nothing.
 */
export async function confirm(
  ctx: AppContext,
  caller: HrCaller,
  importId: string,
  options: { sendCodes: boolean } = { sendCodes: false },
) {
  const { counts, created } = await ctx.db.transaction(async (tx) => {
    const stored = await queries.claimableImport(tx, importId);
    if (!stored) throw notFound(M.notFound, 'import_not_found');
    if (stored.comp_kd !== caller.company) throw forbidden(HR_MESSAGES.otherCompany, 'other_company');
    // PGlite answers bytea as a Uint8Array, pg as a Buffer.
    const rows = await readImportFile(Buffer.from(stored.content), stored.format, EMPLOYEE_SHEET);
    const context = await importContext(tx, caller, rows);
    const plan = planImport(rows, context);
    if (plan.errors.length > 0)
      throw new HttpError(400, 'import_has_errors', M.hasErrors, { file_name: stored.file_name, ...report(plan) });
    const idsByNik = new Map([...context.employees].map(([nik, row]) => [nik, row.id]));
    await applyPlan(tx, caller, plan, stored.file_name, idsByNik);
    await queries.markImportUsed(tx, stored.id);
    // The HR admin hears it in their inbox too (issue 47): a large file takes a while, and they may have left.
    await notify(tx, caller.user.id, {
      message: {
        key: 'importDone',
        values: { name: stored.file_name, created: plan.counts.create, updated: plan.counts.update },
      },
      status: 'Success',
      event: 'import.done',
    });
    const createdIds = plan.planned
      .filter((row) => row.action === 'create' && row.values.email)
      .map((row) => idsByNik.get(row.values.nik)!);
    return { counts: plan.counts, created: createdIds };
  });
  // Each new person with an e-mail gets their activation link and code, after the reply (a file
  // of thousands takes a while to mail); the others get theirs from HR, from their page.
  if (options.sendCodes && created.length > 0)
    ctx.background.run('activation e-mails', () => emailActivations(ctx, caller, created));
  // PGlite has no autovacuum: without fresh statistics the planner would take 10,000 new people
  // for a handful and page the table the slow way.
  if (counts.create + counts.update >= ANALYZE_AFTER_ROWS) await employees.refreshStatistics(ctx.db);
  return { ...counts, ...(options.sendCodes ? { codes_emailed: created.length } : {}) };
}

async function applyPlan(tx: Db, caller: HrCaller, plan: ImportPlan, fileName: string, idsByNik: Map<number, number>) {
  const creates = plan.planned.filter((row) => row.action === 'create');
  const updates = plan.planned.filter((row) => row.action === 'update');
  const reserved = await employees.reserveUserIds(tx, creates.length);
  creates.forEach((row, index) => idsByNik.set(row.values.nik, reserved[index]));
  const stored = (row: PlannedRow) => ({
    ...row.values,
    id: idsByNik.get(row.values.nik)!,
    supervisor_id: row.values.supervisor_nik === null ? null : idsByNik.get(row.values.supervisor_nik)!,
  });
  await employees.insertEmployees(tx, caller.company, creates.map(stored));
  await employees.updateEmployees(tx, caller.company, updates.map(stored));
  // An update may move a join date: those ledgers are caught up again by the balances table.
  for (const row of updates) await forgetCheck(tx, idsByNik.get(row.values.nik)!);
  const actor = personOf(caller.user);
  await recordAudit(
    tx,
    [...creates, ...updates].map((row) => ({
      compKd: caller.company,
      actor,
      action: 'employee.import',
      target: `employee ${row.values.nik}`,
      subject: { id: idsByNik.get(row.values.nik)!, nik: row.values.nik, name: row.values.name },
      summary: auditSummary(row.action === 'create' ? 'employeeImportCreate' : 'employeeImportUpdate', {
        file: fileName,
        row: row.row,
      }),
      changes: row.changes,
    })),
  );
}

/** The upload limit, told as the import's own 413. */
export function importTooLarge(error: unknown): never {
  if (error instanceof HttpError && error.status === 413) throw payloadTooLarge(M.tooLarge, 'import_too_large');
  throw error;
}
