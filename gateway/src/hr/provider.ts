import { GraphQLError } from 'graphql';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';
import type { ProviderAuditEntry } from './audit.js';
import type { ProviderEmployee, ProviderPerson } from './employee.js';
import type { ProviderImportCounts, ProviderImportReport } from './import.js';
import type { ProviderLocation } from './location.js';
import type { ProviderOrganisation, ProviderUnit } from './organisation.js';

/** docs/hr-api.md's Page. */
export interface ProviderPage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

/** A path with its query string; empty values are left out (the provider's defaults apply). */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
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

export interface EmployeeQuery extends Query {
  page?: number | null;
  page_size?: number | null;
  sort?: string | null;
  order?: 'asc' | 'desc' | null;
  q?: string | null;
  division?: string | null;
  subdivision?: string | null;
  department?: string | null;
  role?: number | null;
  active?: boolean | null;
}

export const listEmployees = (api: HadirApi, query: EmployeeQuery) =>
  api.call<ProviderPage<ProviderEmployee>>('GET', withQuery('hr/employees', query));

export const getEmployee = (api: HadirApi, id: string) => api.call<ProviderEmployee>('GET', `hr/employees/${idSegment(id)}`);

export const findSupervisors = (api: HadirApi, q: string) => api.call<ProviderPerson[]>('GET', withQuery('hr/supervisors', { q }));

/** A one-time activation code as the provider issues it (shown to HR once). */
export interface ProviderActivation {
  code: string;
  link: string;
  expires_at: string;
  emailed_to: string | null;
}

export const createEmployee = (api: HadirApi, body: Record<string, unknown>) =>
  api.call<ProviderEmployee & { activation: ProviderActivation }>('POST', 'hr/employees', { body: () => body });

export const issueActivation = (api: HadirApi, id: string, sendEmail: boolean) =>
  api.call<ProviderActivation>('POST', `hr/employees/${idSegment(id)}/activation`, { body: () => ({ send_email: sendEmail }) });

export const updateEmployee = (api: HadirApi, id: string, body: Record<string, unknown>) =>
  api.call<ProviderEmployee>('PATCH', `hr/employees/${idSegment(id)}`, { body: () => body });

/** The account actions: deactivate, reactivate, require-password (each answers the employee). */
export const employeeAction = (api: HadirApi, id: string, action: 'deactivate' | 'reactivate' | 'require-password' | 'end-sessions', body: Record<string, string> = {}) =>
  api.call<ProviderEmployee>('POST', `hr/employees/${idSegment(id)}/${action}`, { body: () => body });

export const sendPasswordLink = (api: HadirApi, id: string) =>
  api.call<null>('POST', `hr/employees/${idSegment(id)}/send-reset`, { body: () => ({}) });

// ---- organisation ----

const UNIT_MISSING = 'This unit does not exist';

export const getOrganisation = (api: HadirApi) => api.call<ProviderOrganisation>('GET', 'hr/organisation');

export const createUnit = (api: HadirApi, kindPath: string, body: { code?: string | null; name?: string | null }) =>
  api.call<ProviderUnit>('POST', `hr/organisation/${kindPath}`, { body: () => body });

export const updateUnit = (api: HadirApi, kindPath: string, code: string, body: { code?: string | null; name?: string | null }) =>
  api.call<ProviderUnit>('PATCH', `hr/organisation/${kindPath}/${codeSegment(code, UNIT_MISSING)}`, { body: () => body });

export const deleteUnit = (api: HadirApi, kindPath: string, code: string) =>
  api.call<null>('DELETE', `hr/organisation/${kindPath}/${codeSegment(code, UNIT_MISSING)}`);

// ---- work locations ----

const LOCATION_MISSING = 'This work location does not exist';

export const listLocations = (api: HadirApi, active: boolean | null | undefined) =>
  api.call<ProviderLocation[]>('GET', withQuery('hr/locations', { active }));

export const searchPlaces = (api: HadirApi, q: string) =>
  api.call<{ available: boolean; places: { name: string; latitude: number; longitude: number }[] }>('GET', withQuery('hr/locations/places', { q }));

export const createLocation = (api: HadirApi, body: Record<string, unknown>) =>
  api.call<ProviderLocation>('POST', 'hr/locations', { body: () => body });

export const updateLocation = (api: HadirApi, code: string, body: Record<string, unknown>) =>
  api.call<ProviderLocation>('PATCH', `hr/locations/${codeSegment(code, LOCATION_MISSING)}`, { body: () => body });

export const deleteLocation = (api: HadirApi, code: string) =>
  api.call<null>('DELETE', `hr/locations/${codeSegment(code, LOCATION_MISSING)}`);

// ---- audit ----

export interface AuditQuery extends Query {
  page?: number | null;
  page_size?: number | null;
  employee?: string | null;
  actor?: string | null;
  from?: string | null;
  to?: string | null;
  action?: string | null;
}

export const listAudit = (api: HadirApi, query: AuditQuery) =>
  api.call<ProviderPage<ProviderAuditEntry>>('GET', withQuery('hr/audit', query));

// ---- import ----

/** POST /hr/import/dry-run (multipart, the file in `file`): the provider decides by the bytes. */
export const importDryRun = (api: HadirApi, file: ResolvedUpload) =>
  api.call<ProviderImportReport>('POST', 'hr/import/dry-run', { body: () => multipartBody({}, { file }) });

export const importConfirm = (api: HadirApi, importId: string, sendCodes: boolean) =>
  api.call<{ counts: ProviderImportCounts & { codes_emailed?: number } }>('POST', 'hr/import/confirm', {
    body: () => ({ import_id: importId, ...(sendCodes ? { send_codes: true } : {}) }),
  });
