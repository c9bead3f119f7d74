import { GraphQLError } from 'graphql';
import { undescribed, type QueryOf, type RequestBody } from '../datasource/contract.js';
import type { Envelope, HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';
import type { ProviderAuditEntry } from './audit.js';
import type { ProviderEmployee, ProviderPerson } from './employee.js';
import type { ProviderImportCounts, ProviderImportReport } from './import.js';
import type { ProviderLocation } from './location.js';
import type { ProviderOrganisation, ProviderUnit, UnitKindPath } from './organisation.js';

/**
 * docs/hr-api.md's Page. The api publishes the HR console's employee, organisation, location, audit
 * and import replies without describing them (`{}` in docs/openapi.json), so their shapes here
 * (employee.ts, organisation.ts, location.ts, audit.ts, import.ts) are the gateway's reading, each
 * call through `undescribed`, which stops compiling once the api describes the reply.
 */
export interface ProviderPage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** An employee id in a path: digits only (anything else could not be an id, and goes as 0: not found). */
export const idSegment = (id: string) => (/^\d{1,10}$/.test(id) ? id : '0');

/**
 * A unit or location code in a path. Codes are A-Z, 0-9, - and _, so anything else (a slash, a dot
 * segment) is refused here rather than allowed to move the provider path.
 */
function codeSegment(code: string, missing: string): string {
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(code)) throw new GraphQLError(missing, { extensions: { code: 'NOT_FOUND' } });
  return code;
}

// ---- employees ----

export type EmployeeQuery = QueryOf<'/api/v1/hr/employees', 'get'>;

export const listEmployees = (api: HadirApi, query: EmployeeQuery) =>
  undescribed(api.call('get', '/api/v1/hr/employees', { query })).as<ProviderPage<ProviderEmployee>>();

export const getEmployee = (api: HadirApi, id: string) =>
  undescribed(api.call('get', '/api/v1/hr/employees/{id}', { path: { id: idSegment(id) } })).as<ProviderEmployee>();

export const findSupervisors = (api: HadirApi, q: string) =>
  undescribed(api.call('get', '/api/v1/hr/supervisors', { query: { q } })).as<ProviderPerson[]>();

/** A one-time activation code as the provider issues it (shown to HR once). */
export interface ProviderActivation {
  code: string;
  link: string;
  expires_at: string;
  emailed_to: string | null;
}

export const createEmployee = (api: HadirApi, body: Record<string, unknown>) =>
  undescribed(
    api.call('post', '/api/v1/hr/employees', { body: () => body as RequestBody<'/api/v1/hr/employees', 'post'> }),
  ).as<ProviderEmployee & { activation: ProviderActivation }>();

export const issueActivation = (api: HadirApi, id: string, sendEmail: boolean) =>
  undescribed(
    api.call('post', '/api/v1/hr/employees/{id}/activation', {
      path: { id: idSegment(id) },
      body: () => ({ send_email: sendEmail }),
    }),
  ).as<ProviderActivation>();

export const updateEmployee = (api: HadirApi, id: string, body: Record<string, unknown>) =>
  undescribed(
    api.call('patch', '/api/v1/hr/employees/{id}', {
      path: { id: idSegment(id) },
      body: () => body as RequestBody<'/api/v1/hr/employees/{id}', 'patch'>,
    }),
  ).as<ProviderEmployee>();

/** The account actions: deactivate, reactivate, require-password (each answers the employee). */
export const employeeAction = (
  api: HadirApi,
  id: string,
  action: 'deactivate' | 'reactivate' | 'require-password' | 'end-sessions',
  body: Record<string, string> = {},
) =>
  undescribed(
    api.call('post', `/api/v1/hr/employees/{id}/${action}`, { path: { id: idSegment(id) }, body: () => body }),
  ).as<ProviderEmployee>();

export const sendPasswordLink = (api: HadirApi, id: string) =>
  api.call('post', '/api/v1/hr/employees/{id}/send-reset', { path: { id: idSegment(id) }, body: () => ({}) });

// ---- organisation ----

const UNIT_MISSING = 'This unit does not exist';

export const getOrganisation = (api: HadirApi) =>
  undescribed(api.call('get', '/api/v1/hr/organisation')).as<ProviderOrganisation>();

export const createUnit = (
  api: HadirApi,
  kindPath: UnitKindPath,
  body: { code?: string | null; name?: string | null },
) =>
  undescribed(
    api.call('post', '/api/v1/hr/organisation/{kind}', {
      path: { kind: kindPath },
      body: () => body as RequestBody<'/api/v1/hr/organisation/{kind}', 'post'>,
    }),
  ).as<ProviderUnit>();

export const updateUnit = (
  api: HadirApi,
  kindPath: UnitKindPath,
  code: string,
  body: { code?: string | null; name?: string | null },
) =>
  undescribed(
    api.call('patch', '/api/v1/hr/organisation/{kind}/{code}', {
      path: { kind: kindPath, code: codeSegment(code, UNIT_MISSING) },
      body: () => body as RequestBody<'/api/v1/hr/organisation/{kind}/{code}', 'patch'>,
    }),
  ).as<ProviderUnit>();

export const deleteUnit = (api: HadirApi, kindPath: UnitKindPath, code: string) =>
  api.call('delete', '/api/v1/hr/organisation/{kind}/{code}', {
    path: { kind: kindPath, code: codeSegment(code, UNIT_MISSING) },
  });

// ---- work locations ----

const LOCATION_MISSING = 'This work location does not exist';

export const listLocations = (api: HadirApi, active: boolean | null | undefined) =>
  undescribed(api.call('get', '/api/v1/hr/locations', { query: { active } })).as<ProviderLocation[]>();

export const searchPlaces = (api: HadirApi, q: string) =>
  api.call('get', '/api/v1/hr/locations/places', { query: { q } });

export const createLocation = (api: HadirApi, body: Record<string, unknown>) =>
  undescribed(
    api.call('post', '/api/v1/hr/locations', { body: () => body as RequestBody<'/api/v1/hr/locations', 'post'> }),
  ).as<ProviderLocation>();

export const updateLocation = (api: HadirApi, code: string, body: Record<string, unknown>) =>
  undescribed(
    api.call('patch', '/api/v1/hr/locations/{code}', {
      path: { code: codeSegment(code, LOCATION_MISSING) },
      body: () => body as RequestBody<'/api/v1/hr/locations/{code}', 'patch'>,
    }),
  ).as<ProviderLocation>();

export const deleteLocation = (api: HadirApi, code: string) =>
  api.call('delete', '/api/v1/hr/locations/{code}', { path: { code: codeSegment(code, LOCATION_MISSING) } });

// ---- audit ----

export type AuditQuery = QueryOf<'/api/v1/hr/audit', 'get'>;

export const listAudit = (api: HadirApi, query: AuditQuery) =>
  undescribed(api.call('get', '/api/v1/hr/audit', { query })).as<ProviderPage<ProviderAuditEntry>>();

// ---- import ----

/** POST /hr/import/dry-run (multipart, the file in `file`): the provider decides by the bytes. */
export const importDryRun = (api: HadirApi, file: ResolvedUpload) =>
  undescribed(
    api.call('post', '/api/v1/hr/import/dry-run', { body: () => multipartBody({}, { file }) }),
  ).as<ProviderImportReport>();

export const importConfirm = async (api: HadirApi, importId: string, sendCodes: boolean) =>
  // The api documents the counts as numbers by name; which names is the gateway's reading (import.ts).
  (await api.call('post', '/api/v1/hr/import/confirm', {
    body: () => ({ import_id: importId, ...(sendCodes ? { send_codes: true } : {}) }),
  })) as unknown as Envelope<{ counts: ProviderImportCounts & { codes_emailed?: number } }>;
