import type { AppContext } from '../../context.js';
import type { Db } from '../../db/db.js';
import { conflict, forbidden, HttpError, notFound } from '../../errors.js';
import type { HrCaller } from '../../platform/access.js';
import { HR_MESSAGES } from '../../platform/messages.js';
import { diffFields, recordAudit, auditSummary, kindKey, type AuditSummary } from '../../platform/audit.js';
import { personOf } from '../employees/presenter.js';
import { UNIT_KINDS, type UnitKind } from '../../platform/units.js';
import { ORGANISATION_MESSAGES as M } from './messages.js';
import * as queries from './queries.js';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

const presentUnit = (kind: UnitKind, row: queries.UnitRow) => ({ kind: UNIT_KINDS[kind].label, ...row });

export async function organisation(ctx: AppContext, caller: HrCaller) {
  const company = await queries.companyOf(ctx.db, caller.company);
  const units = async (kind: UnitKind) =>
    (await queries.listUnits(ctx.db, caller.company, kind)).map((row) => presentUnit(kind, row));
  return {
    company: company ?? { comp_kd: caller.company, name: caller.company },
    divisions: await units('divisions'),
    subdivisions: await units('subdivisions'),
    departments: await units('departments'),
  };
}

/** A unit of the caller's company; the same code in another company only is 403, as for every HR record. */
export async function ownUnit(db: Db, caller: HrCaller, kind: UnitKind, code: string) {
  const [row] = await queries.listUnits(db, caller.company, kind, code);
  if (row) return row;
  if (await queries.unitElsewhere(db, caller.company, kind, code))
    throw forbidden(HR_MESSAGES.otherCompany, 'other_company');
  throw notFound(M.notFound(UNIT_KINDS[kind].label, code), 'unit_not_found');
}

const audit = (
  caller: HrCaller,
  action: string,
  kind: UnitKind,
  code: string,
  summary: AuditSummary,
  changes: object[],
) => ({
  compKd: caller.company,
  actor: personOf(caller.user),
  action,
  target: `${UNIT_KINDS[kind].label} ${code}`,
  summary,
  changes: changes as { field: string; before: unknown; after: unknown }[],
});

function codeTaken(error: unknown, kind: UnitKind, code: string): never {
  if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
    throw conflict(M.codeTaken(UNIT_KINDS[kind].label, code), 'unit_code_taken');
  }
  throw error;
}

export async function createUnit(
  ctx: AppContext,
  caller: HrCaller,
  kind: UnitKind,
  unit: { code: string; name: string },
) {
  const label = UNIT_KINDS[kind].label;
  await ctx.db
    .transaction(async (tx) => {
      await queries.insertUnit(tx, caller.company, kind, unit.code, unit.name);
      await recordAudit(
        tx,
        audit(
          caller,
          'unit.create',
          kind,
          unit.code,
          auditSummary(`unitCreate${kindKey(label)}`, { code: unit.code, name: unit.name }),
          [
            { field: 'code', before: null, after: unit.code },
            { field: 'name', before: null, after: unit.name },
          ],
        ),
      );
    })
    .catch((error) => codeTaken(error, kind, unit.code));
  return presentUnit(kind, await ownUnit(ctx.db, caller, kind, unit.code));
}

export async function updateUnit(
  ctx: AppContext,
  caller: HrCaller,
  kind: UnitKind,
  code: string,
  patch: { code?: string; name?: string },
) {
  const before = await ownUnit(ctx.db, caller, kind, code);
  const after = { code: patch.code ?? before.code, name: patch.name ?? before.name };
  const changes = diffFields(before, { ...before, ...after }, ['code', 'name']);
  if (changes.length === 0) return presentUnit(kind, before);
  await ctx.db
    .transaction(async (tx) => {
      await queries.updateUnit(tx, caller.company, kind, code, after);
      await recordAudit(
        tx,
        audit(
          caller,
          'unit.update',
          kind,
          after.code,
          auditSummary(`unitUpdate${kindKey(UNIT_KINDS[kind].label)}`, { code }),
          changes,
        ),
      );
    })
    .catch((error) => codeTaken(error, kind, after.code));
  return presentUnit(kind, await ownUnit(ctx.db, caller, kind, after.code));
}

/** A unit still in use cannot go: the answer says by whom (people first, then locations). */
export async function deleteUnit(ctx: AppContext, caller: HrCaller, kind: UnitKind, code: string) {
  const unit = await ownUnit(ctx.db, caller, kind, code);
  const inUse = async () => {
    const users = await queries.unitUsers(ctx.db, caller.company, kind, code);
    return conflict(M.inUse(code, users.users, users.count, users.locations), 'unit_in_use', {
      employees: users.users,
      employee_count: users.count,
      locations: users.locations,
    });
  };
  if (unit.employees > 0 || unit.locations > 0) throw await inUse();
  await ctx.db
    .transaction(async (tx) => {
      await queries.deleteUnit(tx, caller.company, kind, code);
      await recordAudit(
        tx,
        audit(
          caller,
          'unit.delete',
          kind,
          code,
          auditSummary(`unitDelete${kindKey(UNIT_KINDS[kind].label)}`, { code, name: unit.name }),
          [
            { field: 'code', before: code, after: null },
            { field: 'name', before: unit.name, after: null },
          ],
        ),
      );
    })
    .catch(async (error) => {
      // Someone started using it between the check and the delete: the database refused, say by whom.
      if (!(error instanceof HttpError) && (error as { code?: string }).code === FOREIGN_KEY_VIOLATION)
        throw await inUse();
      throw error;
    });
}
