import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { processUploadRequest, type ReceivedUpload } from './upload-request.js';

// A bare HTTP server that parses each request as the gateway does and answers what it received.
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    processUploadRequest(request, response, { maxFileSize: 1001, maxFiles: 2 })
      .then(async (operations) => {
        const { variables } = operations as { variables: { photo: Promise<ReceivedUpload> } };
        const file = await (variables.photo as unknown as { promise: Promise<ReceivedUpload> }).promise;
        try {
          const bytes = await file.bytes;
          answer(200, { filename: file.filename, mimetype: file.mimetype, length: bytes.length, first: bytes[0] });
        } catch (error) {
          answer(200, { fileStatus: (error as { status?: number }).status });
        }
      })
      .catch((error: { status?: number; message: string }) => answer(error.status ?? 500, { message: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function upload(map: Record<string, string[]>, bytes: number) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: 'mutation ($photo: Upload) { x(photo: $photo) }', variables: { photo: null } }),
  );
  form.append('map', JSON.stringify(map));
  form.append('0', new Blob([Buffer.alloc(bytes, 9)], { type: 'image/jpeg' }), 'me.jpg');
  return fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
}

describe('processUploadRequest: a GraphQL multipart request with its files in memory', () => {
  it('puts the file at the mapped variable, with its name, type and every byte', async () => {
    const response = await upload({ 0: ['variables.photo'] }, 1000);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ filename: 'me.jpg', mimetype: 'image/jpeg', length: 1000, first: 9 });
  });

  it('a file that reaches the limit: its bytes are refused 413', async () => {
    const response = await upload({ 0: ['variables.photo'] }, 1001);
    expect(await response.json()).toEqual({ fileStatus: 413 });
  });

  it('a map path into the prototype, or to a variable that is not there, is refused 400 and changes nothing', async () => {
    for (const path of ['__proto__.polluted', 'variables.constructor.prototype.polluted', 'variables.missing.deep']) {
      const response = await upload({ 0: [path] }, 10);
      expect(response.status).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('more files mapped than allowed: 413', async () => {
    const response = await upload({ 0: ['variables.photo'], 1: ['variables.photo'], 2: ['variables.photo'] }, 10);
    expect(response.status).toBe(413);
  });
});
