import type { HadirApi } from '../datasource/hadir-api.js';
import type { ProviderUser } from './user.js';

interface SessionData {
  token: string;
  user: ProviderUser;
}

/** NIK travels to the provider as a number (rules §5); anything else goes as typed, to be refused there. */
const asNik = (nik: string) => (/^\d{1,15}$/.test(nik.trim()) ? Number(nik.trim()) : nik);

export const login = (api: HadirApi, nik: string, password: string) =>
  api.call<SessionData>('POST', 'login', { body: () => ({ nik: asNik(nik), password }), refresh: false });

export const relogin = (api: HadirApi, nik: string, password: string) =>
  api.call<SessionData>('POST', 'relogin', { body: () => ({ nik: asNik(nik), password }), refresh: false });

/** Who the caller is, renewing their token on the way (the session keeps the new one). */
export async function refresh(api: HadirApi) {
  const envelope = await api.call<SessionData>('GET', 'login', { refresh: false });
  api.session.setToken(envelope.data.token);
  return envelope;
}

export const logout = (api: HadirApi) => api.call<null>('GET', 'logout');

export const forgotPassword = (api: HadirApi, email: string) =>
  api.call<null>('POST', 'forgot_password', { body: () => ({ email }), refresh: false });

export const verifyResetToken = (api: HadirApi, token: string) =>
  api.call<null>('GET', `verify/${encodeURIComponent(token)}`, { refresh: false });

export const resetPassword = (api: HadirApi, token: string, password: string) =>
  api.call<null>('POST', 'reset', { body: () => ({ token, password }), refresh: false });

export const updatePassword = (api: HadirApi, nik: number, password: string, newPassword: string) =>
  api.call<{ token: string } | null>('POST', 'update_password', { body: () => ({ nik, password, new_password: newPassword }) });
