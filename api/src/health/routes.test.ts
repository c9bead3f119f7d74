import { afterAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../test/harness.js';

const started: TestApi[] = [];
afterAll(() => Promise.all(started.map((api) => api.close())));

const start = async (env: Parameters<typeof startTestApi>[0] = {}) => {
  const api = await startTestApi(env);
  started.push(api);
  return api;
};

describe('GET /healthz and /readyz', () => {
  it('says the api is alive, and ready when its database, file store and job queue answer', async () => {
    const api = await start();
    expect((await api.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await api.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', queue: 'ok' } });
  });

  it('answers 503 naming the file store when its bucket cannot be reached, while /healthz stays 200', async () => {
    const api = await start({
      S3_BUCKET: 'nowhere',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      AWS_ACCESS_KEY_ID: 'k',
      AWS_SECRET_ACCESS_KEY: 's',
    });
    expect((await api.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await api.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', storage: 'unreachable', queue: 'ok' },
    });
  });
});
