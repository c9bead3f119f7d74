import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jakartaDate } from '../lib/jakarta.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { jpegFile } from '../test/image-fixtures.js';
import { multipart } from '../test/leave-fixtures.js';

let api: TestApi;
let ade: string;
let dewi: string;
beforeAll(async () => {
  api = await startTestApi();
  ade = await loginAs(api.app, 10001);
  dewi = await loginAs(api.app, 10002);
});
afterAll(() => api.close());

async function fileOne(): Promise<number> {
  const body = await multipart(
    {
      usernik: '10001',
      description: 'Lupa Clock In / Clock Out',
      clocking: 'true',
      attendDate: jakartaDate(new Date(Date.now() - 24 * 3600 * 1000)),
      attendTime: '07:55',
    },
    { photo: { name: 'selfie.jpg', type: 'image/jpeg', bytes: await jpegFile() } },
  );
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/request_attend',
    payload: body.payload,
    headers: { ...body.headers, authorization: ade },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

const decide = (payload: Record<string, unknown>, bearer = dewi) =>
  api.app.inject({ method: 'PUT', url: '/api/v1/request_attend', payload, headers: { authorization: bearer } });

describe('correction access', () => {
  it('refuses a user named as supervisor_id who is not a supervisor (role 2) with 403', async () => {
    const id = await fileOne();
    await api.db.query('UPDATE users SET role_id = 1 WHERE nik = 10002');
    try {
      expect((await decide({ id, decision: 'Approved' })).statusCode).toBe(403);
      expect(
        (await api.app.inject({ method: 'GET', url: `/api/v1/request_attend/${id}`, headers: { authorization: dewi } }))
          .statusCode,
      ).toBe(403);
      const { photo } = (await api.db.one<{ photo: string }>('SELECT photo FROM attendance_requests WHERE id = $1', [
        id,
      ]))!;
      expect(
        (await api.app.inject({ method: 'GET', url: `/images/correction/${photo}`, headers: { authorization: dewi } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await api.db.one<{ status: string }>('SELECT status FROM attendance_requests WHERE id = $1', [id]))!.status,
      ).toBe('Pending');
    } finally {
      await api.db.query('UPDATE users SET role_id = 2 WHERE nik = 10002');
    }
  });

  it('answers an id past the integer range with a readable 400, not a 500', async () => {
    for (const id of [5e9, '99999999999', 2 ** 31]) {
      const response = await decide({ id, decision: 'Rejected' });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toEqual({ field: 'id' });
    }
    const ibxid = await decide({ id: 1, ibxid: 5e9, decision: 'Rejected' });
    expect(ibxid.statusCode).toBe(400);
  });

  it.each([
    ['/files/correction/..%2F..%2Fjwt-secret', 404, 'not_found'],
    // A NUL is no file name at all: the one rule for text input refuses it (http/well-formed-text.ts).
    ['/images/correction/a%00b.jpg', 400, 'invalid_input'],
    ['/files/correction/%00', 400, 'invalid_input'],
  ])('answers a file name storage did not make (%s) with %i', async (url, status, error) => {
    const response = await api.app.inject({ method: 'GET', url, headers: { authorization: ade } });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(error);
  });
});
