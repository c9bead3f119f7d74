import { currentLanguage, switchLanguage, type Language } from '../i18n';

/** Set when the person picks a language on the Login screen, before the server knows who they are. */
let chosenBeforeLogin = false;

export const rememberChoiceBeforeLogin = () => {
  chosenBeforeLogin = true;
};

/**
 * After a login: a choice made on the Login screen is the person's newest, so it is saved with
 * them (`save`); otherwise the language saved with them follows them onto this phone.
 */
export async function settleLanguageAfterLogin(saved: Language, save: (language: Language) => Promise<unknown>): Promise<void> {
  const chosen = currentLanguage();
  if (chosenBeforeLogin && chosen !== saved) {
    chosenBeforeLogin = false;
    await save(chosen).catch(() => undefined);
    return;
  }
  chosenBeforeLogin = false;
  await switchLanguage(saved);
}
