import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '../../../api/src/test/harness.js';
import { startStack, type TestStack } from '../test/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const RELOGIN = `mutation ($nik: String!, $password: String!) { relogin(nik: $nik, password: $password) { user { nik language } } }`;
const UPDATE = `mutation ($language: Language!) { updateLanguage(language: $language) { nik language } }`;
const ME = `{ me { nik language } }`;

interface Reply {
  data?: Record<string, { nik: string; language: string; user?: { language: string } }>;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function signedIn(nik: string) {
  const browser = stack.browser();
  const login = (await browser.graphql(RELOGIN, { nik, password: DEMO_PASSWORD })) as Reply;
  return { browser, login };
}

describe('updateLanguage', () => {
  it('saves the choice with the user, so a login from another phone reads it back', async () => {
    const { browser: phone, login } = await signedIn('10002');
    expect(login.data?.relogin.user?.language).toBe('en');
    const saved = (await phone.graphql(UPDATE, { language: 'id' })) as Reply;
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateLanguage).toEqual({ nik: '10002', language: 'id' });

    const { browser: otherPhone, login: again } = await signedIn('10002');
    expect(again.data?.relogin.user?.language).toBe('id');
    expect(((await otherPhone.graphql(ME)) as Reply).data?.me).toEqual({ nik: '10002', language: 'id' });

    // Back to the default (relogin ended the first phone's session; the second one speaks now).
    await otherPhone.graphql(UPDATE, { language: 'en' });
    expect(((await otherPhone.graphql(ME)) as Reply).data?.me.language).toBe('en');
  });

  it('refuses a language outside the schema, and a caller who is not signed in', async () => {
    const { browser } = await signedIn('10001');
    const bad = (await browser.graphql(UPDATE, { language: 'fr' })) as Reply;
    expect(bad.errors?.[0].message).toMatch(/Language/);
    const anonymous = (await stack.browser().graphql(UPDATE, { language: 'id' })) as Reply;
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
