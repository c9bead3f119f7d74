import { HrUnitKind, type HrOrganisation, type HrUnit } from '../__generated__/resolvers-types.js';

type ProviderUnitKind = 'division' | 'subdivision' | 'department';

/** docs/hr-api.md's Unit. */
export interface ProviderUnit {
  kind: ProviderUnitKind;
  code: string;
  name: string;
  employees: number;
  locations: number;
}

export interface ProviderOrganisation {
  company: { comp_kd: string; name: string };
  divisions: ProviderUnit[];
  subdivisions: ProviderUnit[];
  departments: ProviderUnit[];
}

/** The path segment of each kind (`/hr/organisation/:kind`). */
export type UnitKindPath = 'divisions' | 'subdivisions' | 'departments';
export const UNIT_PATH: Record<HrUnitKind, UnitKindPath> = {
  [HrUnitKind.Division]: 'divisions',
  [HrUnitKind.Subdivision]: 'subdivisions',
  [HrUnitKind.Department]: 'departments',
};

const KIND: Record<ProviderUnitKind, HrUnitKind> = {
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
