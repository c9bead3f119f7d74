import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server, type Socket } from 'node:net';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../test/harness.js';

// With REDIS_URL set and Redis not answering, login and reset limits are counted in the database:
// the person signs in as usual, and a guesser still meets the limit.

/** A server that takes connections and never answers: a Redis that hangs. */
async function silentServer(): Promise<{ server: Server; url: string; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `redis://127.0.0.1:${port}`, sockets };
}

/** A free port nobody listens on: a Redis that is down. */
async function closedPortUrl(): Promise<string> {
  const { server, url } = await silentServer();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return url;
}

const login = (api: TestApi, nik: number, password: string) =>
  api.app.inject({ method: 'POST', url: '/api/v1/relogin', payload: { nik, password } });

describe.each([
  ['down (connection refused)', async () => ({ url: await closedPortUrl(), stop: async () => {} })],
  [
    'hung (accepts, never answers)',
    async () => {
      const silent = await silentServer();
      return {
        url: silent.url,
        stop: async () => {
          for (const socket of silent.sockets) socket.destroy();
          await new Promise<void>((resolve) => silent.server.close(() => resolve()));
        },
      };
    },
  ],
])('login while Redis is %s', (_label, start) => {
  let api: TestApi;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const redis = await start();
    stop = redis.stop;
    api = await startTestApi({ REDIS_URL: redis.url, REDIS_COMMAND_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await api.close();
    await stop();
  });

  it('signs the person in, counting in the database', async () => {
    const response = await login(api, 10001, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('still refuses a guesser past the limit, from the database counts', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(api, 20004, `guess-${i}`)).statusCode).toBe(401);
    const refused = await login(api, 20004, DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const rows = await api.db.query<{ count: number }>("SELECT count FROM rate_limits WHERE key = 'login:nik:20004'");
    expect(rows).toEqual([{ count: 5 }]);
  });
});
