import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { jpegFile, pngFile } from '../test/image-fixtures.js';
import { multipart, pdfFile, type UploadFile } from '../test/leave-fixtures.js';

let api: TestApi;
let ade: string;
beforeAll(async () => {
  api = await startTestApi();
  ade = await loginAs(api.app, 10001);
});
afterAll(() => api.close());

const photo = (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg'): UploadFile => ({ name, type, bytes });

async function postProfile(fields: Record<string, string | undefined>, profile?: UploadFile, bearer = ade) {
  const body = await multipart({ nik: '10001', email: '', phone: '', address: '', ...fields }, { profile });
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/profile',
    payload: body.payload,
    headers: { ...body.headers, authorization: bearer },
  });
}

const getImage = (file: string, bearer?: string) =>
  api.app.inject({ method: 'GET', url: `/images/profile/${file}`, headers: bearer ? { authorization: bearer } : {} });

describe('POST /profile', () => {
  it('changes only the fields given; a blank e-mail, phone or address keeps the current value', async () => {
    const response = await postProfile({ address: 'Jl. Kemang Raya No. 9, Jakarta', phone: '', email: '   ' });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Profile updated successfully');
    expect(data.user).toMatchObject({
      nik: 10001,
      name: 'Ade Rahmat Hidayat',
      email: 'ade.rahmat@hadir.test',
      phone: '081234567801',
      address: 'Jl. Kemang Raya No. 9, Jakarta',
    });
    expect(JSON.stringify(data.user)).not.toMatch(/password/);
  });

  it('ignores fields that are not editable (name, NIK of the row, role)', async () => {
    const response = await postProfile({ name: 'Someone Else', roleId: '2', phone: '+62 812-3456-7890' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ name: 'Ade Rahmat Hidayat', roleId: 1, phone: '+6281234567890' });
  });

  it('refuses a bad e-mail, a phone that is not Indonesian and a long address with readable 400s', async () => {
    const email = await postProfile({ email: 'ade@' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({ message: 'Enter a valid e-mail address', data: { field: 'email' } });
    for (const phone of ['12345', '+1 202 555 0100', '0812', '08123456789012345']) {
      const response = await postProfile({ phone });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Enter a valid Indonesian phone number, such as 081234567890 or +6281234567890',
      );
    }
    const address = await postProfile({ address: 'x'.repeat(256) });
    expect(address.json().message).toBe('Address may be at most 255 characters');
  });

  it("refuses an e-mail another account uses with 409, and another employee's NIK with 403", async () => {
    const taken = await postProfile({ email: 'Dewi.Lestari@hadir.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This e-mail is already used by another account');
    const other = await postProfile({ nik: '10002', address: 'Jl. Lain' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only change your own profile');
  });

  it('refuses a PDF renamed to .jpg as the photo', async () => {
    const response = await postProfile({}, photo(await pdfFile(), 'me.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('File not supported, please attach PNG or JPG format!');
  });

  it('refuses an image 4001 px wide and accepts one 4000 px wide', async () => {
    const wide = await postProfile({}, photo(await pngFile({ width: 4001, height: 10 }), 'wide.png', 'image/png'));
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe('Image dimension exceed the limit');
    const edge = await postProfile({}, photo(await pngFile({ width: 4000, height: 10 }), 'edge.png', 'image/png'));
    expect(edge.statusCode).toBe(200);
  });

  it('refuses a photo over 2 MB', async () => {
    const jpeg = await jpegFile();
    const oversize = Buffer.concat([jpeg, Buffer.alloc(2_097_153 - jpeg.length)]);
    const response = await postProfile({}, photo(oversize));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Attachment size too large, maximum 2 Mb!');
  });

  it('stores the photo without EXIF, and names it in users.profile', async () => {
    const original = await jpegFile({ exif: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await postProfile({}, photo(original));
    expect(response.statusCode).toBe(200);
    const file = response.json().data.user.profile as string;
    expect(file).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const stored = (await api.ctx.storage.get('profile', file))!;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('HadirPhone'))).toBe(false);
  });
});

describe('GET /images/profile/:file', () => {
  let file: string;
  beforeAll(async () => {
    file = (await postProfile({}, photo(await pngFile(), 'me.png', 'image/png'))).json().data.user.profile;
  });

  it('serves the photo to signed-in users of the same company, and never without a token', async () => {
    await api.db.query('UPDATE users SET must_reset_password = false WHERE nik = 10003');
    const colleagues = [await loginAs(api.app, 10002), await loginAs(api.app, 10003)];
    for (const bearer of [ade, ...colleagues]) {
      const response = await getImage(file, bearer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect((await sharp(response.rawPayload).metadata()).format).toBe('png');
    }
    expect((await getImage(file)).statusCode).toBe(401);
  });

  it('answers 403 to another company and 404 to names that are not ours', async () => {
    // 20001 works for the demo's other company, Hadir Logistik.
    const outsider = await loginAs(api.app, 20001);
    expect((await getImage(file, outsider)).statusCode).toBe(403);
    expect((await getImage('00000000-0000-0000-0000-000000000000.png', ade)).statusCode).toBe(404);
    expect((await getImage('..%2F..%2Fjwt-secret', ade)).statusCode).toBe(404);
    // A NUL is no file name at all: the one rule for text input refuses it (http/well-formed-text.ts).
    expect((await getImage('a%00b.png', ade)).statusCode).toBe(400);
  });
});
