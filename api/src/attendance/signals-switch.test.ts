import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/env.js';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../test/harness.js';
import { JKT01, clockFields, multipartPayload, postClocking, selfie } from '../test/attendance.js';

// TRUST_SIGNALS=false is the bench's comparison (`npm run bench -- load`, issue 29): the same
// clock-in without its risk signals and signature check, to measure what they cost. Never production.
describe('TRUST_SIGNALS', () => {
  it('is on unless set, and refused off in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_SIGNALS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_SIGNALS: 'false' }).TRUST_SIGNALS).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TRUST_SIGNALS: 'false' })).toThrow(
      /TRUST_SIGNALS: never false in production/,
    );
  });
});

describe('an api with TRUST_SIGNALS=false', () => {
  let api: TestApi;
  let jpeg: Buffer;
  beforeAll(async () => {
    api = await startTestApi({ TRUST_SIGNALS: 'false' });
    jpeg = await selfie();
  }, 120_000);
  afterAll(() => api.close());

  it('stores a clock-in the signals would flag (a bare point, unsigned, no device cookie) unscored and unflagged, the geofence still checked', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/relogin',
      payload: { nik: 10001, password: DEMO_PASSWORD },
    });
    const bearer = `Bearer ${login.json().data.token}`;
    const response = await postClocking(api.app, bearer, clockFields(10001, true, JKT01), jpeg);
    expect(response.json()).toEqual({ message: 'Clock In success', data: { id: expect.any(Number), review: null } });
    const stored = await api.db.one(
      'SELECT risk_score, risk_signals, review_status, signature, device_id FROM attendance WHERE id = $1',
      [response.json().data.id],
    );
    expect(stored).toEqual({ risk_score: 0, risk_signals: [], review_status: null, signature: null, device_id: null });
    const far = await multipartPayload(clockFields(10001, false, { latitude: -6.9, longitude: 107.6 }), {
      bytes: jpeg,
      type: 'image/jpeg',
    });
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/v1/attendance',
      payload: far.payload,
      headers: { ...far.headers, authorization: bearer },
    });
    expect(refused.json()).toMatchObject({ error: 'out_of_radius' });
  });
});
