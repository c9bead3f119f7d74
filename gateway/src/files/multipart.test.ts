import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { HadirApi, type Envelope } from '../datasource/hadir-api.js';
import { providerFetch } from '../datasource/provider-fetch.js';
import type { SessionHandle } from '../session/cookie.js';
import { multipartBody } from './multipart.js';

// A real multipart server standing in for one provider route, to check what the gateway streams.
let provider: FastifyInstance;
let url: string;
let calls = 0;
beforeAll(async () => {
  provider = Fastify();
  await provider.register(multipart);
  provider.post('/api/v1/echo', async (request, reply) => {
    calls += 1;
    const received: Record<string, unknown> = {};
    for await (const part of request.parts()) {
      if (part.type === 'file')
        received[part.fieldname] = { name: part.filename, bytes: (await part.toBuffer()).length };
      else received[part.fieldname] = part.value;
    }
    if (request.headers.authorization === 'Bearer old')
      return reply.status(401).send({ message: 'expired', error: 'x' });
    return { message: 'ok', data: received };
  });
  provider.get('/api/v1/login', async () => ({ message: 'ok', data: { token: 'new', user: {} } }));
  url = await provider.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => provider.close());

describe('multipartBody through HadirApi.send', () => {
  it('sends the fields and files, and sends them again when a 401 forces a refresh', async () => {
    const upload = { filename: 'photo.jpg', mimetype: 'image/jpeg', bytes: Buffer.alloc(40_000, 7) };
    let token = 'old';
    const session: SessionHandle = {
      get token() {
        return token;
      },
      deviceTokens: [],
      addDeviceToken: () => {},
      setToken: (next) => {
        token = next;
      },
      clear: () => {},
    };
    const api = new HadirApi(url, session, 'req-1', '127.0.0.1', providerFetch(5_000));
    const reply = await api.send<Envelope<Record<string, unknown>>>('POST', 'echo', {
      body: () => multipartBody({ clocking: true, note: 'hai', empty: null }, { photo: upload }),
    });
    expect(reply.data).toEqual({ clocking: 'true', note: 'hai', photo: { name: 'photo.jpg', bytes: 40_000 } });
    expect(token).toBe('new');
    expect(calls).toBe(2);
  });
});
