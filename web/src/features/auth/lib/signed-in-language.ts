import { CHOSEN_BEFORE_LOGIN } from '../../../first-paint/drawn-home';
import { currentLanguage, switchLanguage, type Language } from '../../../i18n';

/*
 * CHOSEN_BEFORE_LOGIN is set when the person picks a language on the Login screen, before the server
 * knows who they are; kept in sessionStorage so a reload of Login keeps it, and cleared by the login
 * that follows, so the next person on a shared phone gets their own saved language. (Its key is in
 * first-paint/drawn-home.ts: the page's own script reads it too, to draw Home in the right language.)
 */

export const rememberChoiceBeforeLogin = () => {
  try {
    sessionStorage.setItem(CHOSEN_BEFORE_LOGIN, '1');
  } catch {
    // No storage: the choice still applies on this screen; the saved one wins after login.
  }
};

function takeChoiceBeforeLogin(): boolean {
  try {
    const chosen = sessionStorage.getItem(CHOSEN_BEFORE_LOGIN) === '1';
    sessionStorage.removeItem(CHOSEN_BEFORE_LOGIN);
    return chosen;
  } catch {
    return false;
  }
}

/**
 * After a login: a choice made on the Login screen is the person's newest, so it is saved with
 * them (`save`; if that fails the screen still speaks it); otherwise the language saved with them
 * follows them onto this phone. Someone who never chose (`saved` null) keeps the language this
 * phone speaks, and nothing is saved for them until they choose.
 */
export async function settleLanguageAfterLogin(
  saved: Language | null,
  save: (language: Language) => Promise<unknown>,
): Promise<void> {
  const chosen = currentLanguage();
  if (takeChoiceBeforeLogin() && chosen !== saved) {
    await save(chosen).catch(() => undefined);
    return;
  }
  if (saved) await switchLanguage(saved);
}
