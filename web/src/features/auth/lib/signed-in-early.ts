import { paths } from '../../../config/paths';
import { UpdateLanguageDocument, type LoginMutation } from '../../../gql/graphql';
import { earlyLoginSent, takeEarlyLogin } from '../../../first-paint/early-login';
import { LOADER_MS } from '../../../first-paint/drawn-home';
import { drawingOnScreen } from '../../../first-paint/drawing';
import { currentLanguage, isLanguage, switchLanguage } from '../../../i18n';
import { readGraphqlReply, sendGraphql } from '../../../lib/plain-graphql';
import { sessionStore } from '../../../lib/session-store';
import { keepSignInHome } from '../../../lib/sign-in-home';
import { rememberChoiceBeforeLogin, settleLanguageAfterLogin } from './signed-in-language';

/** The sign-in's loader shows for at least a second from the press (rules §9: LOADER_MS), however fast the reply. */
export const waitForLoader = (pressedAt: number) =>
  new Promise((resolve) => setTimeout(resolve, LOADER_MS - (performance.now() - pressedAt)));

/** A sign-in's answer: the person, and what Home draws first (schema Session.query; issue 48). */
export type SignedIn = LoginMutation['login'];

/**
 * A sign-in that succeeded: the person's language settled (signed-in-language.ts), then Home's first
 * answers kept for Apollo's cache (lib/sign-in-home.ts) and the session kept on this phone.
 */
export async function completeSignIn({ user, query }: SignedIn): Promise<void> {
  await settleLanguageAfterLogin(user.language, (language) => sendGraphql(UpdateLanguageDocument, { language }));
  keepSignInHome(query);
  sessionStore.set(user);
}

/**
 * Puts `nodes` (the sign-in's loader as it is on screen) over the whole page until `until` settles,
 * so that the screen after the sign-in is drawn beneath the loader's last moments instead of after
 * them (issue 31: on a slow phone, Home's 0.5–0.9 s of rendering overlapped with the loader's second).
 * The nodes' animations (the spinner) go on where they were.
 */
export function coverPage(nodes: Node[], until: Promise<unknown>): void {
  const animated = (node: Node) => (node instanceof Element ? (node.getAnimations?.({ subtree: true }) ?? []) : []);
  const running = nodes.flatMap(animated).map((animation) => animation.currentTime);
  const cover = document.createElement('div');
  cover.setAttribute('data-sign-in-cover', '');
  cover.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:hidden';
  cover.append(...nodes);
  document.body.appendChild(cover);
  nodes.flatMap(animated).forEach((animation, index) => {
    if (running[index] != null) animation.currentTime = running[index];
  });
  void until.finally(() => cover.remove());
}

/** Settles once React has put its first screen into `root` (emptied before it starts). */
function firstDrawnInto(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.firstChild) return;
      observer.disconnect();
      performance.mark?.('hadir:first-screen-drawn');
      resolve();
    });
    observer.observe(root, { childList: true });
  });
}

/**
 * Login pressed on index.html's drawn form before the app had started, and the sign-in it sent
 * (first-paint/early-login.ts) answered with the person: the sign-in is completed here, before React's
 * first render, and the address becomes Home's, so that Home is the first screen React draws (issue 31:
 * drawing the Login screen over its drawing, only to leave it for Home once it had taken the reply
 * over, was 0.7–1 s of a slow phone's main thread after the loader's second). Where the page drew Home
 * itself from the answer (first-paint/drawn-home.ts, issue 48), that drawing is Home's, and React draws
 * the same over it: 'drawn'. Otherwise the drawing, its loader on, stays over the page until Home is
 * there beneath it and the second has passed (coverPage): 'covered'.
 * A language chosen on the drawing before the press applies as the Login screen would apply it.
 * Anything else — nothing sent, no reply (no network), a refusal, a question (signed in elsewhere), a
 * new password required — is left as it is for the Login screen to take over: false.
 */
export async function signedInEarly(): Promise<'drawn' | 'covered' | false> {
  const drawing = drawingOnScreen();
  const sent = earlyLoginSent();
  const pressedAt = sent?.sentAt ?? drawing?.querySelector('form')?.getAttribute('data-sent');
  if (!drawing || pressedAt == null || !sent) return false;
  const chosen = drawing.getAttribute('data-chosen-language');
  const reply = await sent.reply;
  // For the bench (scripts/bench/felt.ts lists the sign-in's marks); jsdom has no performance.mark.
  performance.mark?.('hadir:sign-in-answered');
  let signedIn: SignedIn;
  try {
    signedIn = readGraphqlReply<LoginMutation>(reply ?? {}).login;
  } catch {
    return false;
  }
  // The page draws Home from the answer once the loader's second is over, or has left it to the app.
  const drawnHome = await (sent.home ?? false);
  // The reply is the Login screen's no more (a later sign-in on this page is its own).
  void takeEarlyLogin({ nik: sent.nik });
  if (isLanguage(chosen) && chosen !== currentLanguage()) {
    await switchLanguage(chosen);
    rememberChoiceBeforeLogin();
  }
  await completeSignIn(signedIn);
  window.history.replaceState(window.history.state, '', paths.home.href());
  if (drawnHome) return 'drawn';
  // What index.html drew (Login, its loader on) is moved over the page: React draws Home into #root beneath it.
  const root = document.getElementById('root')!;
  coverPage(
    [...root.childNodes],
    Promise.all([firstDrawnInto(root), waitForLoader(Number(pressedAt) || performance.now())]),
  );
  return 'covered';
}
