import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { isProviderUnreachable } from '../datasource/error-codes.js';
import { graphqlUpload } from '../test/graphql-upload.js';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

// The real api, whose connection to the gateway is dropped mid-request: what its process dying, a
// restart or a proxy's reset looks like to the gateway.
let stack: TestStack;
let ade: Browser;
let photoUrl: string;
// A provider call that hears nothing for 2 s gives up (PROVIDER_TIMEOUT_MS, 30 s by default).
const TIMEOUT_MS = 2_000;
beforeAll(async () => {
  stack = await startStack({}, { PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS) });
  ade = stack.browser();
  await ade.graphql('mutation { relogin(nik: "10001", password: "Hadir#2026") { message } }');
  // A noisy photo, so that it stays well over one network chunk after the api re-encodes it.
  const noise = Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, index) => (index * 7919) % 251));
  const png = await sharp(noise, { raw: { width: 400, height: 400, channels: 3 } })
    .png()
    .toBuffer();
  const { data, errors } = await graphqlUpload(
    ade,
    'mutation ($input: ProfileInput!, $photo: Upload) { updateProfile(input: $input, photo: $photo) { photoUrl } }',
    { input: {}, photo: null },
    { 'variables.photo': { name: 'me.png', type: 'image/png', bytes: png } },
  );
  expect(errors).toBeUndefined();
  photoUrl = new URL(data.updateProfile.photoUrl, stack.url).pathname;
});
afterAll(() => stack.close());

const stillUp = async () => {
  expect((await ade.request('/healthz')).status).toBe(200);
  const { data } = await ade.graphql('{ attendanceSummary { total } }');
  expect(data?.attendanceSummary).toBeDefined();
};

describe('the provider failing mid-request', () => {
  it('a download whose api connection breaks mid-file: the browser sees a cut download, the gateway stays up', async () => {
    const whole = await ade.request(photoUrl);
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(100);

    stack.recorder.cutNext('/images/profile/', 'mid-body');
    const cut = await ade.request(photoUrl);
    expect(cut.status).toBe(200); // the headers had gone out already
    await expect(cut.arrayBuffer()).rejects.toThrow();
    await stillUp();
  });

  it('a download whose api dies before answering: 502 "cannot be reached", not 500', async () => {
    stack.recorder.cutNext('/images/profile/', 'before-reply');
    const response = await ade.request(photoUrl);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'The server cannot be reached right now, please try again' });
    await stillUp();
  });

  it('a GraphQL call whose api dies mid-request: PROVIDER_UNAVAILABLE, not INTERNAL_SERVER_ERROR', async () => {
    stack.recorder.cutNext('/api/v1/summary_attendance', 'before-reply');
    const { errors } = await ade.graphql('{ attendanceSummary { total } }');
    expect(errors?.[0]).toMatchObject({
      message: 'The server cannot be reached right now, please try again',
      extensions: { code: 'PROVIDER_UNAVAILABLE' },
    });
    await stillUp();
  });

  it('a GraphQL call whose api never answers: PROVIDER_UNAVAILABLE once PROVIDER_TIMEOUT_MS has passed, not a request held open for ever', async () => {
    stack.recorder.cutNext('/api/v1/summary_attendance', 'no-reply');
    const started = Date.now();
    const { errors } = await ade.graphql('{ attendanceSummary { total } }');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(errors?.[0]).toMatchObject({
      message: 'The server cannot be reached right now, please try again',
      extensions: { code: 'PROVIDER_UNAVAILABLE' },
    });
    await stillUp();
  });
});

describe('isProviderUnreachable', () => {
  it.each([
    [
      'refused (node-fetch)',
      Object.assign(new Error('request to x failed, reason: connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['socket hang up', new Error('request to http://127.0.0.1:4000/api/v1/x failed, reason: socket hang up')],
    ['broken pipe', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    [
      'undici, cause chain',
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
      }),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isProviderUnreachable(error)).toBe(true);
  });

  it('does not take our own faults for it', () => {
    expect(isProviderUnreachable(new TypeError("Cannot read properties of undefined (reading 'nik')"))).toBe(false);
    expect(isProviderUnreachable(undefined)).toBe(false);
  });
});
