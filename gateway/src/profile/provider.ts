import type { ProviderUser } from '../auth/user.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';

export interface ProfileChanges {
  nik: number;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

/** PUT /language: the caller's own language. */
export const updateLanguage = (api: HadirApi, language: 'en' | 'id') =>
  api.call<{ user: ProviderUser }>('PUT', 'language', { body: () => ({ language }) });

/** POST /profile (multipart): a blank field keeps the current value, so a missing one goes blank. */
export const updateProfile = (api: HadirApi, changes: ProfileChanges, photo: ResolvedUpload | null) =>
  api.call<{ user: ProviderUser }>('POST', 'profile', {
    body: () =>
      multipartBody(
        { nik: changes.nik, email: changes.email ?? '', phone: changes.phone ?? '', address: changes.address ?? '' },
        { profile: photo },
      ),
  });
