import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pngFile } from '../../../tests/fixtures/files.js';
import { fileDisposition } from '../security-headers.js';
import { SESSION_COOKIE } from '../session/cookie.js';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

let stack: TestStack;
let browser: Browser;
beforeAll(async () => {
  stack = await startStack();
  browser = stack.browser();
  const login = await browser.graphql('mutation { login(nik: "10001", password: "Hadir#2026") { message } }');
  expect(login.errors).toBeUndefined();
});
afterAll(() => stack.close());

/** A GET sent byte for byte as written (fetch would resolve `..` and `\` before sending). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const url = new URL(stack.url);
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, path, method: 'GET', headers: { cookie } },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('a file’s disposition through the proxy, whatever the provider said', () => {
  it.each([
    ['application/pdf', 'inline; filename="x.pdf"', 'attachment; filename="x.pdf"'],
    ['application/pdf', null, 'attachment'],
    ['application/pdf', 'attachment; filename="a.pdf"', 'attachment; filename="a.pdf"'],
    ['Application/PDF; charset=binary', 'INLINE', 'attachment'],
    ['image/png', 'inline', 'inline'],
    ['image/jpeg', null, null],
  ])('%s with %s → %s (a PDF is always a download)', (type, given, expected) => {
    expect(fileDisposition(type, given)).toBe(expected);
  });
});

describe('the file proxy', () => {
  it('still serves a stored file through its route with the cookie token', async () => {
    const token = browser.cookies.get(SESSION_COOKIE)!;
    // Stored straight at the provider with the same token, so only the serving goes through us.
    const form = new FormData();
    form.append('nik', '10001');
    form.append('profile', new Blob([await pngFile()], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${stack.provider.url}/api/v1/profile`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const file = ((await upload.json()) as { data: { user: { profile: string } } }).data.user.profile;
    const image = await browser.request(`/images/profile/${file}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // Opened as a page of its own, the file runs nothing, loads nothing and cannot be framed.
    expect(image.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('x-frame-options')).toBe('DENY');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    '/images/x/..\\..\\api\\v1\\login',
    '/images/x/..\\..\\api\\v1\\leave',
    '/files/attachment/..\\..\\api\\v1\\summary_attendance',
    '/files/correction/..\\..\\api\\v1\\login',
    '/api/v1/view-leave/..\\login',
    '/images/%2e%2e/%2e%2e',
  ])('forwards no other path of the api (%s): 404, no token in the reply', async (path) => {
    const { status, body } = await rawGet(path);
    expect(status).toBe(404);
    expect(body).not.toMatch(/"token"|eyJ/);
  });
});
