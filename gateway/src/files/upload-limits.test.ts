import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { graphqlUpload } from '../test/graphql-upload.js';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

const LIMIT = 100_000;
let stack: TestStack;
let ade: Browser;
beforeAll(async () => {
  stack = await startStack({}, { MAX_UPLOAD_BYTES: String(LIMIT) });
  ade = stack.browser();
  await ade.graphql(
    'mutation ($nik: String!, $password: String!) { relogin(nik: $nik, password: $password) { message } }',
    {
      nik: '10001',
      password: 'Hadir#2026',
    },
  );
});
afterAll(() => stack.close());

const UPDATE =
  'mutation ($input: ProfileInput!, $photo: Upload) { updateProfile(input: $input, photo: $photo) { nik } }';
const OPERATIONS = JSON.stringify({ query: UPDATE, variables: { input: {}, photo: null } });
const BOUNDARY = 'hadirboundary';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (bytes: number) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="0"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n` +
  'x'.repeat(bytes);

/** Sends a multipart body byte for byte as written (with its true length) and reads the reply. */
function rawPost(body: string): Promise<{ status: number; json: any }> {
  const url = new URL(stack.url);
  const cookie = [...ade.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: '/graphql',
        method: 'POST',
        headers: {
          cookie,
          'apollo-require-preflight': 'true',
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': Buffer.byteLength(body),
        },
        signal: AbortSignal.timeout(10_000),
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, json: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('an upload over MAX_UPLOAD_BYTES or cut short', () => {
  it('one byte over the limit: a prompt 413 saying so, and the api is never called with it', async () => {
    const before = stack.recorder.log.length;
    const response = await ade.request('/graphql', {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      body: (() => {
        const form = new FormData();
        form.append('operations', OPERATIONS);
        form.append('map', JSON.stringify({ 0: ['variables.photo'] }));
        form.append('0', new Blob([Buffer.alloc(LIMIT + 1, 1)], { type: 'image/png' }), 'me.png');
        return form;
      })(),
      // A hang (the old behaviour) fails here instead of at Jest's timeout.
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as any;
    expect(response.status).toBe(413);
    expect(body.errors[0]).toMatchObject({
      message: 'The request is too large',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await settled();
    expect(stack.recorder.log.slice(before)).not.toContain('POST /api/v1/profile');
    expect(stack.recorder.inFlight()).toBe(0);
  });

  it('exactly at the limit still reaches the api (which judges the file)', async () => {
    const { data, errors } = await graphqlUpload(
      ade,
      UPDATE,
      { input: {}, photo: null },
      {
        'variables.photo': { name: 'me.png', type: 'image/png', bytes: Buffer.alloc(LIMIT, 1) },
      },
    );
    expect(data).toBeNull();
    expect(errors?.[0].extensions.code).toBe('BAD_USER_INPUT'); // not a PNG: the api's own answer
    expect(stack.recorder.log).toContain('POST /api/v1/profile');
  });

  it('a body cut short inside the file: 400, the api never called with it, nothing left open', async () => {
    const before = stack.recorder.log.length;
    const { status, json } = await rawPost(
      part('operations', OPERATIONS) + part('map', '{"0":["variables.photo"]}') + filePart(5000),
    );
    expect(status).toBe(400);
    expect(json.errors[0]).toMatchObject({
      message: 'The upload did not arrive whole, please send it again',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await settled();
    expect(stack.recorder.log.slice(before)).not.toContain('POST /api/v1/profile');
    expect(stack.recorder.inFlight()).toBe(0);
  });

  it('a body cut short before its map: 400, not 500', async () => {
    const { status, json } = await rawPost(
      part('operations', OPERATIONS) + `--${BOUNDARY}\r\ncontent-disposition: form-da`,
    );
    expect(status).toBe(400);
    expect(json.message).toBe('The request is not a complete multipart form');
  });
});
