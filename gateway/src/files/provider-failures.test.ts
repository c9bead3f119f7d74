import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pngFile } from '../../../api/src/test/image-fixtures.js';
import { multipart } from '../../../api/src/test/leave-fixtures.js';
import { isProviderUnreachable } from '../datasource/error-codes.js';
import { SESSION_COOKIE } from '../session/cookie.js';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

// The real api, whose connection is cut from its own side mid-request: what its process dying,
// a restart or a proxy's reset looks like to the gateway.
let stack: TestStack;
let ade: Browser;
let photo: string;
beforeAll(async () => {
  stack = await startStack();
  ade = stack.browser();
  await ade.graphql('mutation { relogin(nik: "10001", password: "Hadir#2026") { message } }');
  const body = await multipart({ nik: '10001' }, { profile: { name: 'me.png', type: 'image/png', bytes: await pngFile({ width: 800, height: 800 }) } });
  const upload = await stack.api.app.inject({
    method: 'POST',
    url: '/api/v1/profile',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${ade.cookies.get(SESSION_COOKIE)}` },
  });
  photo = upload.json().data.user.profile;
});
afterAll(() => stack.close());

/** For the next api request whose path starts with `prefix`, `cut` runs before the api answers it. */
function onNextApiRequest(prefix: string, cut: (request: IncomingMessage, response: ServerResponse) => void) {
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith(prefix)) return;
    stack.api.app.server.off('request', listener);
    cut(request, response);
  };
  stack.api.app.server.prependListener('request', listener);
}

/** Lets the api send the headers and half the body, then drops the connection. */
function breakMidBody(_request: IncomingMessage, response: ServerResponse) {
  const write = response.write.bind(response) as (chunk: Buffer) => boolean;
  const cutShort = (chunk?: unknown) => {
    if (Buffer.isBuffer(chunk) || typeof chunk === 'string') {
      const bytes = Buffer.from(chunk);
      write(bytes.subarray(0, bytes.length >> 1));
    }
    setTimeout(() => response.socket?.destroy(), 20);
    return true;
  };
  response.write = cutShort as never;
  response.end = ((chunk?: unknown) => (cutShort(chunk), response)) as never;
}

const stillUp = async () => {
  expect((await ade.request('/healthz')).status).toBe(200);
  const { data } = await ade.graphql('{ attendanceSummary { total } }');
  expect(data?.attendanceSummary).toBeDefined();
};

describe('the provider failing mid-request', () => {
  it('a download whose api connection breaks mid-file: the browser sees a cut download, the gateway stays up', async () => {
    const whole = await ade.request(`/images/profile/${photo}`);
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(100);

    onNextApiRequest('/images/profile/', breakMidBody);
    const cut = await ade.request(`/images/profile/${photo}`);
    expect(cut.status).toBe(200); // the headers had gone out already
    await expect(cut.arrayBuffer()).rejects.toThrow();
    await stillUp();
  });

  it('a download whose api dies before answering: 502 "cannot be reached", not 500', async () => {
    onNextApiRequest('/images/profile/', (request) => request.socket.destroy());
    const response = await ade.request(`/images/profile/${photo}`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'The server cannot be reached right now, please try again' });
    await stillUp();
  });

  it('a GraphQL call whose api dies mid-request: PROVIDER_UNAVAILABLE, not INTERNAL_SERVER_ERROR', async () => {
    onNextApiRequest('/api/v1/summary_attendance', (request) => request.socket.destroy());
    const { errors } = await ade.graphql('{ attendanceSummary { total } }');
    expect(errors?.[0]).toMatchObject({
      message: 'The server cannot be reached right now, please try again',
      extensions: { code: 'PROVIDER_UNAVAILABLE' },
    });
    await stillUp();
  });
});

describe('isProviderUnreachable', () => {
  it.each([
    ['refused (node-fetch)', Object.assign(new Error('request to x failed, reason: connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['socket hang up', new Error('request to http://127.0.0.1:4000/api/v1/x failed, reason: socket hang up')],
    ['broken pipe', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    ['undici, cause chain', new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) })],
  ])('recognises %s', (_name, error) => {
    expect(isProviderUnreachable(error)).toBe(true);
  });

  it('does not take our own faults for it', () => {
    expect(isProviderUnreachable(new TypeError("Cannot read properties of undefined (reading 'nik')"))).toBe(false);
    expect(isProviderUnreachable(undefined)).toBe(false);
  });
});
