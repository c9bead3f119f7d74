import type { LocationScope } from './schemas.js';
import type { LocationRow } from './queries.js';

/** The most specific unit a location is set for (rows from before HR may name more than one). */
export function scopeOf(row: Pick<LocationRow, 'divisi_kd' | 'subdivisi_kd' | 'dept_kd'>): LocationScope {
  if (row.dept_kd) return { kind: 'department', code: row.dept_kd };
  if (row.subdivisi_kd) return { kind: 'subdivision', code: row.subdivisi_kd };
  if (row.divisi_kd) return { kind: 'division', code: row.divisi_kd };
  return { kind: 'all', code: null };
}

export const scopeColumns = (scope: LocationScope) => ({
  divisi_kd: scope.kind === 'division' ? scope.code : null,
  subdivisi_kd: scope.kind === 'subdivision' ? scope.code : null,
  dept_kd: scope.kind === 'department' ? scope.code : null,
});

export const presentLocation = (row: LocationRow) => ({
  lok_kd: row.lok_kd,
  lok_nm: row.lok_nm,
  latitude: row.latitude,
  longitude: row.longitude,
  radius: row.radius,
  scope: scopeOf(row),
  active: row.active,
  comp_kd: row.comp_kd,
  time_zone: row.time_zone,
});

/** How a location reads in the audit trail: its scope as words ("all", "division OPS"). */
export const auditValues = (row: LocationRow) => {
  const scope = scopeOf(row);
  return {
    lok_nm: row.lok_nm,
    latitude: row.latitude,
    longitude: row.longitude,
    radius: row.radius,
    scope: scope.kind === 'all' ? 'all' : `${scope.kind} ${scope.code}`,
    active: row.active,
    time_zone: row.time_zone,
  };
};
