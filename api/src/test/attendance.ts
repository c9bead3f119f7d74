import sharp from 'sharp';

/** Metres per degree of latitude on the mean earth sphere geofence.ts uses. */
const METRES_PER_DEGREE = 111_195.08;

/** Demo work location JKT01 (DESIGN.md): radius 100 m, open to everyone. */
export const JKT01 = { latitude: -6.2, longitude: 106.816666 };
/** Demo work location BKS01: radius 150 m, division OPS only. */
export const BKS01 = { latitude: -6.23827, longitude: 106.975573 };
/** Nowhere near any demo circle (Bogor). */
export const FAR_AWAY = { latitude: -6.595, longitude: 106.816 };

/** A point `metres` due north of another. */
export const northOf = (point: { latitude: number; longitude: number }, metres: number) => ({
  latitude: point.latitude + metres / METRES_PER_DEGREE,
  longitude: point.longitude,
});

/** A real, small selfie: JPEG bytes (or PNG) made by sharp. */
export const selfie = (format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#8a6d5a' } })[format]().toBuffer();

/** The text fields of POST /attendance (spec 7) for a user at a point. */
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
export async function multipartPayload(fields: Record<string, string>, photo?: { bytes: Buffer; type: string; name?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name ?? 'selfie.jpg');
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
