import { GraphQLError } from 'graphql';
import type { QueryOf, ReplyData, RequestBody } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';
import type { UnitKindPath } from './organisation.js';

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
  api.call('get', '/api/v1/hr/employees', { query });

export const getEmployee = (api: HadirApi, id: string) =>
  api.call('get', '/api/v1/hr/employees/{id}', { path: { id: idSegment(id) } });

export const findSupervisors = (api: HadirApi, q: string) =>
  api.call('get', '/api/v1/hr/supervisors', { query: { q } });

/** A one-time activation code as the provider issues it (shown to HR once). */
export type ProviderActivation = ReplyData<'/api/v1/hr/employees/{id}/activation', 'post'>;

export const createEmployee = (api: HadirApi, body: Record<string, unknown>) =>
  api.call('post', '/api/v1/hr/employees', { body: () => body as RequestBody<'/api/v1/hr/employees', 'post'> });

export const issueActivation = (api: HadirApi, id: string, sendEmail: boolean) =>
  api.call('post', '/api/v1/hr/employees/{id}/activation', {
    path: { id: idSegment(id) },
    body: () => ({ send_email: sendEmail }),
  });

export const updateEmployee = (api: HadirApi, id: string, body: Record<string, unknown>) =>
  api.call('patch', '/api/v1/hr/employees/{id}', {
    path: { id: idSegment(id) },
    body: () => body as RequestBody<'/api/v1/hr/employees/{id}', 'patch'>,
  });

/** The account actions: deactivate, reactivate, require-password (each answers the employee). */
export const employeeAction = (
  api: HadirApi,
  id: string,
  action: 'deactivate' | 'reactivate' | 'require-password' | 'end-sessions',
  body: Record<string, string> = {},
) => api.call('post', `/api/v1/hr/employees/{id}/${action}`, { path: { id: idSegment(id) }, body: () => body });

export const sendPasswordLink = (api: HadirApi, id: string) =>
  api.call('post', '/api/v1/hr/employees/{id}/send-reset', { path: { id: idSegment(id) }, body: () => ({}) });

// ---- organisation ----

const UNIT_MISSING = 'This unit does not exist';

export const getOrganisation = (api: HadirApi) => api.call('get', '/api/v1/hr/organisation');

export const createUnit = (
  api: HadirApi,
  kindPath: UnitKindPath,
  body: { code?: string | null; name?: string | null },
) =>
  api.call('post', '/api/v1/hr/organisation/{kind}', {
    path: { kind: kindPath },
    body: () => body as RequestBody<'/api/v1/hr/organisation/{kind}', 'post'>,
  });

export const updateUnit = (
  api: HadirApi,
  kindPath: UnitKindPath,
  code: string,
  body: { code?: string | null; name?: string | null },
) =>
  api.call('patch', '/api/v1/hr/organisation/{kind}/{code}', {
    path: { kind: kindPath, code: codeSegment(code, UNIT_MISSING) },
    body: () => body as RequestBody<'/api/v1/hr/organisation/{kind}/{code}', 'patch'>,
  });

export const deleteUnit = (api: HadirApi, kindPath: UnitKindPath, code: string) =>
  api.call('delete', '/api/v1/hr/organisation/{kind}/{code}', {
    path: { kind: kindPath, code: codeSegment(code, UNIT_MISSING) },
  });

// ---- work locations ----

const LOCATION_MISSING = 'This work location does not exist';

export const listLocations = (api: HadirApi, active: boolean | null | undefined) =>
  api.call('get', '/api/v1/hr/locations', { query: { active } });

export const searchPlaces = (api: HadirApi, q: string) =>
  api.call('get', '/api/v1/hr/locations/places', { query: { q } });

export const createLocation = (api: HadirApi, body: Record<string, unknown>) =>
  api.call('post', '/api/v1/hr/locations', { body: () => body as RequestBody<'/api/v1/hr/locations', 'post'> });

export const updateLocation = (api: HadirApi, code: string, body: Record<string, unknown>) =>
  api.call('patch', '/api/v1/hr/locations/{code}', {
    path: { code: codeSegment(code, LOCATION_MISSING) },
    body: () => body as RequestBody<'/api/v1/hr/locations/{code}', 'patch'>,
  });

export const deleteLocation = (api: HadirApi, code: string) =>
  api.call('delete', '/api/v1/hr/locations/{code}', { path: { code: codeSegment(code, LOCATION_MISSING) } });

// ---- audit ----

export type AuditQuery = QueryOf<'/api/v1/hr/audit', 'get'>;

export const listAudit = (api: HadirApi, query: AuditQuery) => api.call('get', '/api/v1/hr/audit', { query });

// ---- import ----

/** POST /hr/import/dry-run (multipart, the file in `file`): the provider decides by the bytes. */
export const importDryRun = (api: HadirApi, file: ResolvedUpload) =>
  api.call('post', '/api/v1/hr/import/dry-run', { body: () => multipartBody({}, { file }) });

export const importConfirm = (api: HadirApi, importId: string, sendCodes: boolean) =>
  api.call('post', '/api/v1/hr/import/confirm', {
    body: () => ({ import_id: importId, ...(sendCodes ? { send_codes: true } : {}) }),
  });
