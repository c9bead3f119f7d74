import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../../tests/fixtures/demo.js';
import { graphqlUpload } from '../test/graphql-upload.js';
import { startStack, type TestStack } from '../test/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const UPDATE = `mutation ($input: ProfileInput!, $photo: Upload) {
  updateProfile(input: $input, photo: $photo) { nik name email phone address photoUrl }
}`;

const jpeg = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'HadirPhone' } } })
    .toBuffer();

const signedIn = (nik: string) => stack.signedIn(nik);

describe('updateProfile', () => {
  it('uploads a photo with a real multipart request, keeps blank fields, and serves the photo through the proxy', async () => {
    const browser = await signedIn('10001');
    const { data, errors } = await graphqlUpload(
      browser,
      UPDATE,
      { input: { phone: '0812 9999 0001' }, photo: null },
      {
        'variables.photo': { name: 'me.jpg', type: 'image/jpeg', bytes: await jpeg() },
      },
    );
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
    expect(email.errors?.[0]).toMatchObject({
      message: 'Enter a valid e-mail address',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const pdf = await graphqlUpload(
      browser,
      UPDATE,
      { input: {}, photo: null },
      {
        'variables.photo': { name: 'me.png', type: 'image/png', bytes: Buffer.from('%PDF-1.7\n%fake\n') },
      },
    );
    expect(pdf.errors?.[0]).toMatchObject({
      message: 'File not supported, please attach PNG or JPG format!',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

// ---- language (issue 14) ----

const RELOGIN_USER = `mutation ($nik: String!, $password: String!) { relogin(nik: $nik, password: $password) { user { nik language } } }`;
const UPDATE_LANGUAGE = `mutation ($language: Language!) { updateLanguage(language: $language) { nik language } }`;
const ME = `{ me { nik language } }`;

interface LanguageReply {
  data?: Record<string, { nik: string; language: string | null; user?: { language: string | null } }>;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function signedInWithUser(nik: string) {
  const browser = stack.browser();
  const login = (await browser.graphql(RELOGIN_USER, { nik, password: DEMO_PASSWORD })) as LanguageReply;
  return { browser, login };
}

describe('updateLanguage', () => {
  it('saves the choice with the user, so a login from another phone reads it back', async () => {
    const { browser: phone, login } = await signedInWithUser('10002');
    // Nobody chose for them yet: the web speaks the phone's language.
    expect(login.data?.relogin.user?.language).toBeNull();
    const saved = (await phone.graphql(UPDATE_LANGUAGE, { language: 'id' })) as LanguageReply;
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateLanguage).toEqual({ nik: '10002', language: 'id' });

    const { browser: otherPhone, login: again } = await signedInWithUser('10002');
    expect(again.data?.relogin.user?.language).toBe('id');
    expect(((await otherPhone.graphql(ME)) as LanguageReply).data?.me).toEqual({ nik: '10002', language: 'id' });

    // English chosen now (relogin ended the first phone's session; the second one speaks now).
    await otherPhone.graphql(UPDATE_LANGUAGE, { language: 'en' });
    expect(((await otherPhone.graphql(ME)) as LanguageReply).data?.me.language).toBe('en');
  });

  it('refuses a language outside the schema, and a caller who is not signed in', async () => {
    const { browser } = await signedInWithUser('10001');
    const bad = (await browser.graphql(UPDATE_LANGUAGE, { language: 'fr' })) as LanguageReply;
    expect(bad.errors?.[0].message).toMatch(/Language/);
    const anonymous = (await stack.browser().graphql(UPDATE_LANGUAGE, { language: 'id' })) as LanguageReply;
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
