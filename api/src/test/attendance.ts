import type { FastifyInstance } from 'fastify';
import { JKT01 } from '../../../tests/fixtures/demo.js';

// The demo locations and the selfie are shared with the gateway's tests (tests/fixtures/).
export { BKS01, FAR_AWAY, JKT01, northOf } from '../../../tests/fixtures/demo.js';
export { selfie } from '../../../tests/fixtures/files.js';

/** The text fields of POST /attendance (rules §7) for a user at a point. */
export function clockFields(
  nik: number,
  clocking: boolean,
  point: { latitude: number; longitude: number } = JKT01,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    latitude: String(point.latitude),
    longitude: String(point.longitude),
    usernik: String(nik),
    clocking: String(clocking),
    description: 'on site',
    attendDate: '01/01/2001',
    attendTime: '00:00:00',
    divisi_kd: 'OPS',
    subdivisi_kd: 'OPS-FIELD',
    dept_kd: 'OPS-JKT',
    lok_kd: 'JKT01',
    lok_nm: 'typed by the client',
    ...extra,
  };
}

/** A multipart body (fields, then the photo) and its content-type, for app.inject. */
export async function multipartPayload(
  fields: Record<string, string>,
  photo?: { bytes: Buffer; type: string; name?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo)
    form.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name ?? 'selfie.jpg');
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** POST /attendance as the web sends it: `fields` and a JPEG selfie, with the caller's bearer. */
export async function postClocking(app: FastifyInstance, bearer: string, fields: Record<string, string>, jpeg: Buffer) {
  const { payload, headers } = await multipartPayload(fields, { bytes: jpeg, type: 'image/jpeg' });
  return app.inject({
    method: 'POST',
    url: '/api/v1/attendance',
    payload,
    headers: { ...headers, authorization: bearer },
  });
}
