import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/env.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
let withoutIt: TestApi;
beforeAll(async () => {
  // One after the other: two at once doubled the start-up work, and at load 8 a plugin missed its start-up window.
  api = await startTestApi({ TEST_CLOCK: 'true' });
  withoutIt = await startTestApi();
}, 120_000);
afterAll(() => Promise.all([api.close(), withoutIt.close()]));

const setClock = (target: TestApi, at: string | null) =>
  target.app.inject({ method: 'PUT', url: '/api/v1/test/clock', payload: { at } });

describe('PUT /test/clock', () => {
  it('moves the instant a clock-in is judged by, and runs on from there', async () => {
    const reply = await setClock(api, '2026-11-02T02:11:00Z');
    expect(reply.statusCode).toBe(200);
    const authorization = await loginAs(api.app, 10001);
    const check = await api.app.inject({
      method: 'POST',
      url: '/api/v1/check_attend',
      headers: { authorization },
      payload: { clocking: true, nik: 10001 },
    });
    expect(check.statusCode).toBe(200);
    const now = api.ctx.clock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(Date.parse('2026-11-02T02:11:00Z'));
    expect(now).toBeLessThan(Date.parse('2026-11-02T02:12:00Z'));
    await setClock(api, null);
    expect(Math.abs(api.ctx.clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('refuses anything but an instant or null', async () => {
    const reply = await setClock(api, 'tomorrow');
    expect([reply.statusCode, reply.json().data]).toEqual([400, { field: 'at' }]);
  });

  it('does not exist unless TEST_CLOCK is on, and TEST_CLOCK is refused in production', async () => {
    expect((await setClock(withoutIt, '2026-11-02T02:11:00Z')).statusCode).toBe(404);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), TEST_CLOCK: 'true' })).toThrow(
      /TEST_CLOCK: never in production/,
    );
  });
});

describe('POST /test/settled', () => {
  it('answers once the work after a reply has run, and does not exist unless TEST_CLOCK is on', async () => {
    let done = false;
    api.ctx.background.run(
      'a slow lookup',
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            done = true;
            resolve();
          }, 50),
        ),
    );
    const reply = await api.app.inject({ method: 'POST', url: '/api/v1/test/settled' });
    expect([reply.statusCode, done]).toEqual([200, true]);
    expect((await withoutIt.app.inject({ method: 'POST', url: '/api/v1/test/settled' })).statusCode).toBe(404);
  });
});
