import type { FormFields } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';

/** The text fields of POST /profile as the api documents them. */
export type ProfileChanges = FormFields<'/api/v1/profile', 'post'>;

/** PUT /language: the caller's own language. */
export const updateLanguage = (api: HadirApi, language: 'en' | 'id') =>
  api.call('put', '/api/v1/language', { body: () => ({ language }) });

/** POST /profile (multipart): a blank field keeps the current value, so a missing one goes blank. */
export const updateProfile = (api: HadirApi, changes: ProfileChanges, photo: ResolvedUpload | null) =>
  api.call('post', '/api/v1/profile', {
    body: () =>
      multipartBody(
        { nik: changes.nik, email: changes.email ?? '', phone: changes.phone ?? '', address: changes.address ?? '' },
        { profile: photo },
      ),
  });
