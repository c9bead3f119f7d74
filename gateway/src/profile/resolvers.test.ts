import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../../api/src/test/harness.js';
import { graphqlUpload } from '../test/graphql-upload.js';
import { startStack, type TestStack } from '../test/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const RELOGIN = `mutation ($nik: String!, $password: String!) { relogin(nik: $nik, password: $password) { message } }`;
const UPDATE = `mutation ($input: ProfileInput!, $photo: Upload) {
  updateProfile(input: $input, photo: $photo) { nik name email phone address photoUrl }
}`;

const jpeg = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'HadirPhone' } } })
    .toBuffer();

async function signedIn(nik: string) {
  const browser = stack.browser();
  await browser.graphql(RELOGIN, { nik, password: DEMO_PASSWORD });
  return browser;
}

describe('updateProfile', () => {
  it('uploads a photo with a real multipart request, keeps blank fields, and serves the photo through the proxy', async () => {
    const browser = await signedIn('10001');
    const { data, errors } = await graphqlUpload(browser, UPDATE, { input: { phone: '0812 9999 0001' }, photo: null }, {
      'variables.photo': { name: 'me.jpg', type: 'image/jpeg', bytes: await jpeg() },
    });
    expect(errors).toBeUndefined();
    expect(data.updateProfile).toMatchObject({
      nik: '10001',
      name: 'Ade Rahmat Hidayat',
      email: 'ade.rahmat@hadir.test',
      phone: '081299990001',
      address: 'Jl. Kebon Jeruk No. 1, Jakarta',
    });
    expect(data.updateProfile.photoUrl).toMatch(/^\/images\/profile\/[0-9a-f-]{36}\.jpg$/);

    const colleague = await signedIn('10002');
    const image = await colleague.request(data.updateProfile.photoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).exif).toBeUndefined();
    expect((await stack.browser().request(data.updateProfile.photoUrl)).status).toBe(401);
  });

  it("answers the provider's message as BAD_USER_INPUT for a bad e-mail and a file that is not an image", async () => {
    const browser = await signedIn('10001');
    const email = await browser.graphql(UPDATE, { input: { email: 'not-an-email' } });
    expect(email.errors?.[0]).toMatchObject({ message: 'Enter a valid e-mail address', extensions: { code: 'BAD_USER_INPUT' } });
    const pdf = await graphqlUpload(browser, UPDATE, { input: {}, photo: null }, {
      'variables.photo': { name: 'me.png', type: 'image/png', bytes: Buffer.from('%PDF-1.7\n%fake\n') },
    });
    expect(pdf.errors?.[0]).toMatchObject({
      message: 'File not supported, please attach PNG or JPG format!',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
