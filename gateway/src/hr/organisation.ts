import { HrUnitKind, type HrOrganisation, type HrUnit } from '../__generated__/resolvers-types.js';
import type { ReplyData } from '../datasource/contract.js';

/** docs/hr-api.md's Unit. */
type ProviderUnit = ReplyData<'/api/v1/hr/organisation/{kind}', 'post'>;
type ProviderOrganisation = ReplyData<'/api/v1/hr/organisation', 'get'>;

/** The path segment of each kind (`/hr/organisation/:kind`). */
export type UnitKindPath = 'divisions' | 'subdivisions' | 'departments';
export const UNIT_PATH: Record<HrUnitKind, UnitKindPath> = {
  [HrUnitKind.Division]: 'divisions',
  [HrUnitKind.Subdivision]: 'subdivisions',
  [HrUnitKind.Department]: 'departments',
};

const KIND: Record<ProviderUnit['kind'], HrUnitKind> = {
  division: HrUnitKind.Division,
  subdivision: HrUnitKind.Subdivision,
  department: HrUnitKind.Department,
};

export const toHrUnit = (unit: ProviderUnit): HrUnit => ({ ...unit, kind: KIND[unit.kind] });

export const toHrOrganisation = (organisation: ProviderOrganisation): HrOrganisation => ({
  company: { code: organisation.company.comp_kd, name: organisation.company.name },
  divisions: organisation.divisions.map(toHrUnit),
  subdivisions: organisation.subdivisions.map(toHrUnit),
  departments: organisation.departments.map(toHrUnit),
});
