import { Language, type User } from '../__generated__/resolvers-types.js';
import type { ReplyData } from '../datasource/contract.js';

/** The provider's User entity (rules §3), as GET /login answers it. */
export type ProviderUser = ReplyData<'/api/v1/login', 'get'>['user'];

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
    timeZone: user.time_zone,
  };
}
