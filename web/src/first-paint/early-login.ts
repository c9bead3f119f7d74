import { postEarly } from './drawing';
/**
 * What index.html's own script (page-script.ts) starts for Login before the app has arrived (issue 31): a Login
 * pressed on the drawn form was held until the app had downloaded and started (a second or more on
 * a slow phone), and only then went to the gateway — the sign-in's round trip waited behind the
 * code. Now the drawing's press sends it at once, as the app would (the same operation and
 * variables: the NIK's digits, the password as typed), and the app takes the reply over when it
 * takes the form over (features/auth: login-screen.tsx, signed-in-early.ts), once, if what it would
 * send is the same.
 */

export interface LoginEarlyConfig {
  graphqlUrl: string;
  /** The Login mutation as the app prints it (lib/plain-graphql.ts). */
  query: string;
  /**
   * What the page does with the reply (page-script.ts: drawn-home.ts draws Home from it), given when
   * the form was sent; answers whether Home was drawn.
   */
  afterReply?: (reply: unknown, sentAt: number) => Promise<boolean>;
}

export interface LoginEarlySent {
  /** The NIK it was sent with (the password is not kept: the field holds it, and the sign-in went with it). */
  nik: string;
  /** The reply as sent (data or errors), or null when none came (no network). */
  reply: Promise<{ data?: unknown; errors?: unknown[] } | null>;
  /** When the form was sent (performance.now()): the loader's second counts from it. */
  sentAt?: number;
  /**
   * Settles once the page has done with the reply: true when it drew Home from it (drawn-home.ts;
   * the app then draws the same over it), false when it left it to the app.
   */
  home?: Promise<boolean>;
}

/**
 * Runs in the page (page-script.ts) once the drawing of `screen` is shown. On Login's drawing, the
 * form's first press sends the sign-in (the page's own listener holds the form back and shows the
 * loader); a press while one is on its way sends nothing more.
 */
export function startLoginEarly(screen: string, config: LoginEarlyConfig): void {
  if (screen !== 'login') return;
  const form = document.querySelector('[data-first-paint="login"] form');
  if (!form) return;
  const holder = window as unknown as Record<string, unknown>;
  form.addEventListener('submit', () => {
    if (holder.__hadirLoginSent) return;
    const field = (name: string) =>
      (form.querySelector(`input[name="${name}"]`) as HTMLInputElement | null)?.value ?? '';
    // As the app reads the drawn form: only the NIK's digits (login-screen.tsx), the password as typed.
    const variables = { nik: field('nik').replace(/\D/g, '').trim(), password: field('password') };
    if (!variables.nik || !variables.password) return;
    const sentAt = performance.now();
    const reply: LoginEarlySent['reply'] = postEarly(config.graphqlUrl, config.query, variables);
    const { afterReply } = config;
    const home = afterReply ? reply.then((answer) => afterReply(answer, sentAt)).catch(() => false) : undefined;
    holder.__hadirLoginSent = { nik: variables.nik, reply, sentAt, home } satisfies LoginEarlySent;
  });
}

/** The sign-in the drawn form sent, still to be handed over (takeEarlyLogin), or null: looked at, not taken. */
export function earlyLoginSent(): LoginEarlySent | null {
  if (typeof window === 'undefined') return null;
  return (window as unknown as Record<string, LoginEarlySent | null | undefined>).__hadirLoginSent ?? null;
}

/**
 * The reply to the sign-in the drawn form sent, handed over once, when the app would send it for the
 * same NIK (both read the same drawn fields, which the loader then covers); null when none was sent,
 * it was handed over already, or the NIK differs.
 */
export function takeEarlyLogin(variables: { nik: string }): LoginEarlySent['reply'] | null {
  const sent = earlyLoginSent();
  if (!sent) return null;
  // Taken (or set aside) once: a later sign-in on this page is the app's own.
  (window as unknown as Record<string, LoginEarlySent | null>).__hadirLoginSent = null;
  return sent.nik === variables.nik ? sent.reply : null;
}
