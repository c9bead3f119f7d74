import type { AppContext } from '../../context.js';
import type { Db } from '../../db/db.js';
import { GeocoderUnavailable } from '../../attendance/index.js';
import { badRequest, conflict, notFound, unavailable } from '../../errors.js';
import { assertOwnCompany, type HrCaller } from '../../platform/access.js';
import { diffFields, recordAudit, type FieldChange, auditSummary, type AuditSummary } from '../../platform/audit.js';
import { personOf } from '../employees/presenter.js';
import { existingUnits } from '../employees/queries.js';
import { LOCATION_MESSAGES as M } from './messages.js';
import { auditValues, presentLocation, scopeColumns, scopeOf } from './presenter.js';
import * as queries from './queries.js';
import type { CreateLocationBody, LocationScope, PatchLocationBody } from './schemas.js';

const AUDITED = ['lok_nm', 'latitude', 'longitude', 'radius', 'scope', 'active', 'time_zone'] as const;
const SCOPE_COLUMN = { division: 'divisi_kd', subdivision: 'subdivisi_kd', department: 'dept_kd' } as const;

export const listLocations = async (ctx: AppContext, caller: HrCaller, active?: boolean) =>
  (await queries.listLocations(ctx.db, caller.company, active)).map(presentLocation);

async function ownLocation(db: Db, caller: HrCaller, code: string) {
  const row = await queries.findLocation(db, code);
  if (!row) throw notFound(M.notFound(code), 'location_not_found');
  assertOwnCompany(caller, row);
  return row;
}

async function assertScopeExists(db: Db, caller: HrCaller, scope: LocationScope) {
  if (scope.kind === 'all') return;
  const units = await existingUnits(db, caller.company);
  if (!units[SCOPE_COLUMN[scope.kind]].has(scope.code)) {
    throw badRequest(M.unknownUnit(scope.kind, scope.code), 'unknown_unit', { field: 'scope.code' });
  }
}

const auditEntry = (caller: HrCaller, action: string, code: string, summary: AuditSummary, changes: FieldChange[]) => ({
  compKd: caller.company,
  actor: personOf(caller.user),
  action,
  target: `location ${code}`,
  summary,
  changes,
});

export async function createLocation(ctx: AppContext, caller: HrCaller, body: CreateLocationBody) {
  await assertScopeExists(ctx.db, caller, body.scope);
  if (await queries.findLocation(ctx.db, body.lok_kd)) throw conflict(M.codeTaken(body.lok_kd), 'location_code_taken');
  const { scope, ...rest } = body;
  const row: queries.LocationRow = { ...rest, ...scopeColumns(scope), comp_kd: caller.company };
  await ctx.db.transaction(async (tx) => {
    await queries.saveLocation(tx, row, true);
    const values = auditValues(row);
    await recordAudit(
      tx,
      auditEntry(
        caller,
        'location.create',
        row.lok_kd,
        auditSummary('locationCreate', { code: row.lok_kd, name: row.lok_nm }),
        AUDITED.map((field) => ({ field, before: null, after: values[field] })),
      ),
    );
  });
  return presentLocation(row);
}

export async function updateLocation(ctx: AppContext, caller: HrCaller, code: string, patch: PatchLocationBody) {
  const before = await ownLocation(ctx.db, caller, code);
  const { scope, ...rest } = patch;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const after: queries.LocationRow = { ...before, ...defined, ...scopeColumns(scope ?? scopeOf(before)) };
  if (scope) await assertScopeExists(ctx.db, caller, scope);
  const changes = diffFields(auditValues(before), auditValues(after), AUDITED);
  if (changes.length === 0) return presentLocation(before);
  await ctx.db.transaction(async (tx) => {
    await queries.saveLocation(tx, after, false);
    await recordAudit(
      tx,
      auditEntry(caller, 'location.update', code, auditSummary('locationUpdate', { code }), changes),
    );
  });
  return presentLocation(after);
}

/** Attendance keeps its own copy of the location's code and name, so the records stay readable. */
export async function deleteLocation(ctx: AppContext, caller: HrCaller, code: string) {
  const before = await ownLocation(ctx.db, caller, code);
  const values = auditValues(before);
  await ctx.db.transaction(async (tx) => {
    await queries.deleteLocation(tx, code);
    await recordAudit(
      tx,
      auditEntry(
        caller,
        'location.delete',
        code,
        auditSummary('locationDelete', { code, name: before.lok_nm }),
        AUDITED.map((field) => ({ field, before: values[field], after: null })),
      ),
    );
  });
}

/**
 * Places matching HR's search, for placing a new location (issue 28): from the company's own
 * geocoder, when one is configured; an empty search asks nothing and says whether search is offered.
 */
export async function searchPlaces(ctx: AppContext, query: string) {
  const { available } = ctx.geocoder;
  if (!available || query === '') return { available, places: [] };
  try {
    return { available, places: await ctx.geocoder.places(query) };
  } catch (err) {
    if (err instanceof GeocoderUnavailable) throw unavailable(M.placeSearchFailed, 'place_search_unavailable');
    throw err;
  }
}
