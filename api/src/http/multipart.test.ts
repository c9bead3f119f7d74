import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { jpegFile } from '../test/image-fixtures.js';
import { multipart, postLeave } from '../test/leave-fixtures.js';

let api: TestApi;
let ade: string;
beforeAll(async () => {
  api = await startTestApi();
  ade = await loginAs(api.app, 10001);
});
afterAll(() => api.close());

const postRaw = (url: string, contentType: string, payload: string | Buffer) =>
  api.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, authorization: ade } });

describe('readMultipart', () => {
  it.each([
    ['without a boundary', 'multipart/form-data', 'xx'],
    ['that is not multipart inside', 'multipart/form-data; boundary=abc', 'hello'],
    [
      'cut off inside a field',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="nik"\r\n\r\n100',
    ],
    [
      'cut off inside a file',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="profile"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxxxx',
    ],
  ])('answers a body %s with a readable 400, not a 500', async (_label, contentType, payload) => {
    const response = await postRaw('/api/v1/profile', contentType, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The form could not be read, please send it again',
      error: 'invalid_multipart',
    });
  });

  it('refuses a text field holding a NUL character with a readable 400 naming the field', async () => {
    const profile = await multipart({ nik: '10001', address: 'Jl. Kemang\u0000' });
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/profile',
      payload: profile.payload,
      headers: { ...profile.headers, authorization: ade },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input', data: { field: 'address' } });

    const leave = await postLeave(api.app, ade, { reason: 'Demam\u0000' });
    expect(leave.statusCode).toBe(400);
    expect(leave.json().data).toEqual({ field: 'reason' });

    const clock = await multipart(
      { latitude: '-6.2', longitude: '106.816666', usernik: '10001', clocking: 'true', description: 'a\u0000' },
      { photo: { name: 'p.jpg', type: 'image/jpeg', bytes: await jpegFile() } },
    );
    const clocked = await api.app.inject({
      method: 'POST',
      url: '/api/v1/attendance',
      payload: clock.payload,
      headers: { ...clock.headers, authorization: ade },
    });
    expect(clocked.statusCode).toBe(400);
    expect(await api.db.query('SELECT id FROM attendance')).toHaveLength(0);
  });

  it('tells a form with too many fields so a person can read it', async () => {
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`f${index}`, 'v']));
    const body = await multipart(fields);
    const response = await postRaw('/api/v1/profile', body.headers['content-type'], body.payload);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Too many fields in one request');
  });
});
