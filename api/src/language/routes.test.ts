import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, deliverOutbox, loginAs, startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const putLanguage = (language: unknown, authorization?: string) =>
  api.app.inject({
    method: 'PUT',
    url: '/api/v1/language',
    payload: { language },
    headers: authorization ? { authorization } : {},
  });

describe('PUT /language', () => {
  it("saves the caller's language and answers it with the user; the next login reads it back", async () => {
    const bearer = await loginAs(api.app, 10009);
    const saved = await putLanguage('id', bearer);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Language saved', data: { user: { nik: 10009, language: 'id' } } });

    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/relogin',
      payload: { nik: 10009, password: DEMO_PASSWORD },
    });
    expect(login.json().data.user.language).toBe('id');

    // Another person has still chosen none.
    const other = await api.app.inject({
      method: 'POST',
      url: '/api/v1/relogin',
      payload: { nik: 10002, password: DEMO_PASSWORD },
    });
    expect(other.json().data.user.language).toBeNull();
  });

  it('refuses a language the app does not speak, and a caller with no session', async () => {
    const bearer = await loginAs(api.app, 20001);
    const bad = await putLanguage('fr', bearer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_input', message: 'Language must be en or id' });
    expect((await putLanguage('id')).statusCode).toBe(401);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/relogin',
      payload: { nik: 20001, password: DEMO_PASSWORD },
    });
    expect(login.json().data.user.language).toBeNull();
  });

  it("starts a new account with no language (the phone's speaks until the person chooses), and saves the first choice", async () => {
    const hr = await loginAs(api.app, 10009);
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/hr/employees',
      headers: { authorization: hr },
      payload: {
        nik: 50028,
        name: 'Rina Wijaya',
        birth_date: '2000-02-02',
        roleId: 1,
        join_date: '2026-11-02',
        supervisor_nik: 10002,
      },
    });
    expect(created.statusCode).toBe(200);
    // The first sign-in: the activation code opens the way to a password, then the password signs in.
    const login = (password: string) =>
      api.app.inject({ method: 'POST', url: '/api/v1/login', payload: { nik: 50028, password } });
    const first = await login(created.json().data.activation.code);
    expect(first.statusCode).toBe(406);
    const reset = await api.app.inject({
      method: 'POST',
      url: '/api/v1/reset',
      payload: { token: first.json().data.token, password: 'Rina#2026x' },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await login('Rina#2026x');
    expect(signedIn.json().data.user).toMatchObject({ nik: 50028, language: null });

    const saved = await putLanguage('id', `Bearer ${signedIn.json().data.token}`);
    expect(saved.json().data.user).toMatchObject({ nik: 50028, language: 'id' });
    const row = await api.db.one<{ language: string | null }>('SELECT language FROM users WHERE nik = 50028');
    expect(row?.language).toBe('id');
  });

  it('writes the reset e-mail in English to a person who has not chosen a language', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/api/v1/forgot_password',
      payload: { email: 'dewi.lestari@hadir.test' },
    });
    await deliverOutbox(api);
    const outbox = join(api.dataDir, 'outbox');
    const newest = readdirSync(outbox).sort().at(-1)!;
    const mail = readFileSync(join(outbox, newest), 'utf8').replace(/=\r?\n/g, '');
    expect(mail).toContain('Hadir: reset your password');
    expect(mail).toContain('Open this link within 30 minutes');
  });

  it('writes the reset e-mail in the language the person chose', async () => {
    const bearer = await loginAs(api.app, 10001);
    await putLanguage('id', bearer);
    await api.app.inject({
      method: 'POST',
      url: '/api/v1/forgot_password',
      payload: { email: 'ade.rahmat@hadir.test' },
    });
    // The e-mail is sent after the reply (the same time for a known and an unknown address).
    await deliverOutbox(api);
    const outbox = join(api.dataDir, 'outbox');
    const newest = readdirSync(outbox).sort().at(-1)!;
    const mail = readFileSync(join(outbox, newest), 'utf8').replace(/=\r?\n/g, '');
    expect(mail).toContain('Hadir: atur ulang kata sandi Anda');
    expect(mail).toContain('Buka tautan ini dalam 30 menit');
    expect(mail).not.toContain('Open this link');
  });
});
