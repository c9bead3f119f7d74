import { randomUUID } from 'node:crypto';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { pdfFile, postLeave, putApproval, signaturePng } from '../test/leave-fixtures.js';

let api: TestApi;
let ade: string;
let dewi: string;
let siti: string;
let leave: { attachment: string; signature: string; spv_signature: string; pdf_name: string; start_date: string };
beforeAll(async () => {
  api = await startTestApi({ SESSION_IDLE_SECONDS: '600' });
  await api.db.query('UPDATE users SET must_reset_password = false WHERE nik = 10003');
  [ade, dewi, siti] = [await loginAs(api.app, 10001), await loginAs(api.app, 10002), await loginAs(api.app, 10003)];
  const filed = await postLeave(api.app, ade, { start_date: '2032-07-01', end_date: '2032-07-02' });
  const id = filed.json().data.id;
  await putApproval(api.app, dewi, { leave_id: String(id), description: 'Potong Cuti' });
  const detail = await api.app.inject({
    method: 'GET',
    url: '/api/v1/leave-detail',
    headers: { authorization: ade, leaveid: String(id) },
  });
  leave = detail.json().data.leave;
});
afterAll(() => api.close());

const get = (url: string, authorization?: string) =>
  api.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

const routes = () => [
  { url: `/images/signature/${leave.signature}`, type: 'image/png' },
  { url: `/images/signature/${leave.spv_signature}`, type: 'image/png' },
  { url: `/files/attachment/${leave.attachment}`, type: 'application/pdf' },
  { url: `/api/v1/view-leave/${leave.pdf_name}`, type: 'application/pdf' },
];

describe('leave files: signature, attachment, signed PDF', () => {
  it('serves each to the employee and the supervisor', async () => {
    for (const { url, type } of routes()) {
      for (const bearer of [ade, dewi]) {
        const response = await get(url, bearer);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(type);
      }
    }
  });

  it('names the attachment download Attachment-{yyyy-mm-dd}.pdf and sends the leave PDF as a download too (the app’s viewer fetches it)', async () => {
    const attachment = await get(`/files/attachment/${leave.attachment}`, ade);
    expect(attachment.headers['content-disposition']).toBe('attachment; filename="Attachment-2032-07-01.pdf"');
    expect(attachment.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await get(`/api/v1/view-leave/${leave.pdf_name}`, ade);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${leave.pdf_name}"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves every file as data that runs nothing and no page frames: sandboxed, nothing loads, not sniffed', async () => {
    for (const { url } of routes()) {
      const response = await get(url, ade);
      expect([url, response.headers['content-security-policy']]).toEqual([
        url,
        "sandbox; default-src 'none'; frame-ancestors 'none'",
      ]);
      expect([url, response.headers['x-content-type-options'], response.headers['x-frame-options']]).toEqual([
        url,
        'nosniff',
        'DENY',
      ]);
    }
  });

  it('answers 403 to another employee and 401 without a token', async () => {
    for (const { url } of routes()) {
      expect((await get(url, siti)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('answers 404, reading nothing, for a name that is not one of ours', async () => {
    const read = jest.spyOn(api.ctx.storage, 'get');
    // A file that sits in storage's folder under a name put() did not generate is still refused.
    const folder = join(api.dataDir, 'files', 'attachment');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'chosen-by-client.pdf'), await pdfFile());
    const names = ['..%2F..%2Fjwt-secret', '..%2Fx', '%2Fetc%2Fpasswd', 'chosen-by-client.pdf', `${randomUUID()}.pdf`];
    try {
      for (const prefix of ['/images/signature/', '/files/attachment/', '/api/v1/view-leave/']) {
        for (const name of names) {
          const response = await get(`${prefix}${name}`, ade);
          expect([prefix + name, response.statusCode]).toEqual([prefix + name, 404]);
        }
      }
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('does not serve a leave file under another kind', async () => {
    expect((await get(`/files/attachment/${leave.pdf_name}`, ade)).statusCode).toBe(404);
    expect((await get(`/images/signature/${leave.attachment}`, ade)).statusCode).toBe(404);
    expect(await signaturePng()).toBeInstanceOf(Buffer);
  });
});
