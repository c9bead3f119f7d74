import type { Item, ReplyData, RequestBody } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';

/** The browser's device tokens go with every sign-in, so the provider can spare a known browser. */
const deviceHeader = (api: HadirApi) => ({ 'x-hadir-device': api.session.deviceTokens.join(',') });

/** NIK travels to the provider as a number (rules §5); anything else goes as typed, to be refused there. */
const asNik = (nik: string) =>
  /^\d{1,15}$/.test(nik.trim()) ? Number(nik.trim()) : (nik as unknown as RequestBody<'/api/v1/login', 'post'>['nik']);

/** A proof of work goes only when the browser solved one (the provider asked for it). */
const withProof = (proof: string | null | undefined) => (proof ? { proof } : {});

export const login = (api: HadirApi, nik: string, password: string, proof?: string | null) =>
  api.call('post', '/api/v1/login', {
    body: () => ({ nik: asNik(nik), password, ...withProof(proof) }),
    headers: deviceHeader(api),
    refresh: false,
  });

export const relogin = (api: HadirApi, nik: string, password: string, proof?: string | null) =>
  api.call('post', '/api/v1/relogin', {
    body: () => ({ nik: asNik(nik), password, ...withProof(proof) }),
    headers: deviceHeader(api),
    refresh: false,
  });

export const activate = (api: HadirApi, code: string, proof?: string | null) =>
  api.call('post', '/api/v1/activate', { body: () => ({ code, ...withProof(proof) }), refresh: false });

/** A signed-in browser of the caller's (Setting → Devices). */
export type ProviderDeviceSession = Item<ReplyData<'/api/v1/sessions', 'get'>>;

export const sessions = (api: HadirApi) => api.call('get', '/api/v1/sessions');

export const endSession = (api: HadirApi, id: string) =>
  api.call('post', '/api/v1/sessions/{id}/end', {
    path: { id: /^[0-9a-f-]{36}$/i.test(id) ? id : '0' },
    body: () => ({}),
  });

export const endOtherSessions = (api: HadirApi) =>
  api.call('post', '/api/v1/sessions/end-others', { body: () => ({}) });

/** Who the caller is, renewing their token on the way (the session keeps the new one). */
export async function refresh(api: HadirApi) {
  const envelope = await api.call('get', '/api/v1/login', { refresh: false });
  api.session.setToken(envelope.data.token);
  return envelope;
}

export const logout = (api: HadirApi) => api.call('get', '/api/v1/logout');

export const forgotPassword = (api: HadirApi, email: string) =>
  api.call('post', '/api/v1/forgot_password', { body: () => ({ email }), refresh: false });

export const verifyResetToken = (api: HadirApi, token: string) =>
  api.call('get', '/api/v1/verify/{token}', { path: { token }, refresh: false });

export const resetPassword = (api: HadirApi, token: string, password: string) =>
  api.call('post', '/api/v1/reset', { body: () => ({ token, password }), refresh: false });

export const updatePassword = (api: HadirApi, nik: number, password: string, newPassword: string) =>
  api.call('post', '/api/v1/update_password', { body: () => ({ nik, password, new_password: newPassword }) });
