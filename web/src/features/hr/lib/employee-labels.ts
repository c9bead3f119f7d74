import type { TFunction } from 'i18next';

/** The roles HR assigns (the api's role ids), each with its catalogue label. */
export const HR_ROLES = [1, 2, 3] as const;

/** The genders the api stores (spec's Indonesian values), each with its catalogue label. */
export const GENDERS = ['Laki-laki', 'Perempuan'] as const;

export const roleLabel = (t: TFunction, role: number) =>
  (HR_ROLES as readonly number[]).includes(role) ? t(`hr.roles.${role as (typeof HR_ROLES)[number]}`) : String(role);

export const genderLabel = (t: TFunction, gender: (typeof GENDERS)[number]) => t(`hr.employee.genders.${gender}`);
