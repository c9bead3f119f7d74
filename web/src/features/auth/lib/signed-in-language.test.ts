import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { chosenLanguage, currentLanguage, switchLanguage, type Language } from '../../../i18n';
import { rememberChoiceBeforeLogin, settleLanguageAfterLogin } from './signed-in-language';

afterEach(async () => {
  await switchLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});

/** The phone speaking `language` as the app opened it, nobody having chosen on this browser. */
async function phoneSpeaking(language: Language) {
  await switchLanguage(language);
  localStorage.clear();
}

describe('settleLanguageAfterLogin', () => {
  it("keeps the phone's language for a person who never chose one, and saves nothing for them", async () => {
    await phoneSpeaking('id');
    const save = jest.fn(async () => undefined);
    await settleLanguageAfterLogin(null, save);
    expect(currentLanguage()).toBe('id');
    expect(chosenLanguage()).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('speaks the language the person saved, on this phone from now on', async () => {
    await phoneSpeaking('id');
    const save = jest.fn(async () => undefined);
    await settleLanguageAfterLogin('en', save);
    expect(currentLanguage()).toBe('en');
    expect(chosenLanguage()).toBe('en');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a choice made on Login with a person who had none', async () => {
    await switchLanguage('id');
    rememberChoiceBeforeLogin();
    const save = jest.fn(async (_language: Language) => undefined);
    await settleLanguageAfterLogin(null, save);
    expect(save).toHaveBeenCalledWith('id');
    expect(currentLanguage()).toBe('id');
  });
});
