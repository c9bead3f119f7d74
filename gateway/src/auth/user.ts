import { Language, type User } from '../__generated__/resolvers-types.js';

/** The provider's User entity (rules §3). */
export interface ProviderUser {
  id: number;
  name: string;
  nik: number;
  gender: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  birth_date: string | null;
  birth_place: string | null;
  comp_kd: string | null;
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
  /** Names of the company and units; absent from a provider that answers codes only. */
  comp_nm?: string | null;
  divisi_nm?: string | null;
  subdivisi_nm?: string | null;
  dept_nm?: string | null;
  profile: string | null;
  roleId: number;
  blood: string | null;
  createdAt: string | null;
  /** Null until the person chooses one (the web then speaks the phone's language). */
  language: 'en' | 'id' | null;
}

export function toUser(user: ProviderUser): User {
  return {
    id: String(user.id),
    nik: String(user.nik),
    name: user.name,
    gender: user.gender,
    email: user.email,
    phone: user.phone,
    address: user.address,
    birthDate: user.birth_date,
    birthPlace: user.birth_place,
    company: user.comp_kd,
    division: user.divisi_kd,
    subdivision: user.subdivisi_kd,
    department: user.dept_kd,
    companyName: user.comp_nm ?? null,
    divisionName: user.divisi_nm ?? null,
    subdivisionName: user.subdivisi_nm ?? null,
    departmentName: user.dept_nm ?? null,
    photoUrl: user.profile ? `/images/profile/${encodeURIComponent(user.profile)}` : null,
    roleId: user.roleId,
    blood: user.blood,
    joinDate: user.createdAt,
    language: user.language === 'id' ? Language.Id : user.language === 'en' ? Language.En : null,
  };
}
