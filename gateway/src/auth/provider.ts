import type { HadirApi } from '../datasource/hadir-api.js';
import type { ProviderUser } from './user.js';

interface SessionData {
  token: string;
  user: ProviderUser;
  /** The browser's device token (login and relogin): kept in the device cookie. */
  device?: string;
}

/** The browser's device tokens go with every sign-in, so the provider can spare a known browser. */
const deviceHeader = (api: HadirApi) => ({ 'x-hadir-device': api.session.deviceTokens.join(',') });

/** NIK travels to the provider as a number (rules §5); anything else goes as typed, to be refused there. */
const asNik = (nik: string) => (/^\d{1,15}$/.test(nik.trim()) ? Number(nik.trim()) : nik);

export const login = (api: HadirApi, nik: string, password: string) =>
  api.call<SessionData>('POST', 'login', { body: () => ({ nik: asNik(nik), password }), headers: deviceHeader(api), refresh: false });

export const relogin = (api: HadirApi, nik: string, password: string) =>
  api.call<SessionData>('POST', 'relogin', { body: () => ({ nik: asNik(nik), password }), headers: deviceHeader(api), refresh: false });

export const activate = (api: HadirApi, code: string) =>
  api.call<{ token: string; nik: number; name: string }>('POST', 'activate', { body: () => ({ code }), refresh: false });

export interface ProviderDeviceSession {
  id: string;
  current: boolean;
  live: boolean;
  device: string;
  /** Absent from a provider that names the device in one English string only. */
  browser?: string | null;
  system?: string | null;
  address: string | null;
  startedAt: string;
  lastSeenAt: string;
  endedAt: string | null;
  endReason: string | null;
}

export const sessions = (api: HadirApi) => api.call<ProviderDeviceSession[]>('GET', 'sessions');

export const endSession = (api: HadirApi, id: string) =>
  api.call<null>('POST', `sessions/${/^[0-9a-f-]{36}$/i.test(id) ? id : '0'}/end`, { body: () => ({}) });

export const endOtherSessions = (api: HadirApi) => api.call<{ ended: number }>('POST', 'sessions/end-others', { body: () => ({}) });

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
