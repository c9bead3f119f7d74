import { z } from 'zod';
import { UNIT_KINDS, type UnitKind } from '../platform/units.js';

const code = z
  .string()
  .trim()
  .max(20)
  .optional()
  .transform((value) => value?.toUpperCase() || undefined);

/** The people a recap covers: a company, narrowed to a unit and to a search text (NIK prefix or part of a name). */
export const scopeQuery = z.object({
  division: code,
  subdivision: code,
  department: code,
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
});

export type ScopeQuery = z.infer<typeof scopeQuery>;

export interface Scope {
  company: string;
  unit: { kind: UnitKind; code: string } | null;
  q?: string;
  /** Only these people (a supervisor's team), or everyone in the company. */
  userIds?: number[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The WHERE clause over `users u` for a scope; the values are appended to params. */
export function scopeWhere(scope: Scope, params: unknown[]): string {
  const where: string[] = [];
  const add = (clause: (slot: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  add((slot) => `u.comp_kd = ${slot}`, scope.company);
  if (scope.unit) add((slot) => `u.${UNIT_KINDS[scope.unit!.kind].column} = ${slot}`, scope.unit.code);
  if (scope.userIds) add((slot) => `u.id = ANY(${slot}::int[])`, scope.userIds);
  if (scope.q) {
    const text = escapeLike(scope.q.toLowerCase());
    if (/^\d+$/.test(scope.q))
      add((slot) => `(u.nik::text LIKE ${slot} || '%' OR lower(u.name) LIKE '%' || ${slot} || '%')`, text);
    else add((slot) => `lower(u.name) LIKE '%' || ${slot} || '%'`, text);
  }
  return where.join(' AND ');
}

/** The part of a file name that says which unit it covers ('-OPS'), or nothing for the whole company. */
export const scopeSuffix = (scope: Scope) => (scope.unit ? `-${scope.unit.code.replace(/[^A-Za-z0-9_-]/g, '')}` : '');
