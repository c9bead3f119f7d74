/** The three kinds of unit: their table, the users/work_locations column that points at them, their word. */
export const UNIT_KINDS = {
  divisions: { table: 'divisions', column: 'divisi_kd', label: 'division' },
  subdivisions: { table: 'subdivisions', column: 'subdivisi_kd', label: 'subdivision' },
  departments: { table: 'departments', column: 'dept_kd', label: 'department' },
} as const;

export type UnitKind = keyof typeof UNIT_KINDS;
export type UnitLabel = (typeof UNIT_KINDS)[UnitKind]['label'];

export const kindOfLabel = (label: UnitLabel): UnitKind =>
  (Object.keys(UNIT_KINDS) as UnitKind[]).find((kind) => UNIT_KINDS[kind].label === label)!;
