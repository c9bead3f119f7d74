import { postEarly } from './drawing';
/**
 * What index.html's own script (page-script.ts) starts for a signed-in Home before the app has arrived
 * (issue 48): Home's numbers (its summary and the leave line), asked for as the drawing is shown. The
 * app's own queries went out only once its code had downloaded and its first render had committed,
 * and their answers came in as renders of their own that the phone could not break up (a CPU ×4
 * phone's longest tasks on `/`, 0.1–0.4 s each). Now the answer is usually in before the app starts,
 * and the app's first render draws Home with its numbers, as after a sign-in (lib/sign-in-home.ts).
 */

export interface HomeEarlyConfig {
  graphqlUrl: string;
  /** Home's first query: the sign-in's `query { … }` part as a query of its own, with __typename fields. */
  query: string;
}

/** The query's reply as sent (data or errors), or null when none came (no network). */
type Reply = Promise<{ data?: unknown; errors?: unknown[] } | null>;

const HOLDER = '__hadirHomeStart';
const holder = () => window as unknown as Record<string, Reply | null | undefined>;

/** Runs in the page (page-script.ts) once the drawing of `screen` is shown; nothing for other screens. */
export function startHomeEarly(screen: string, config: HomeEarlyConfig): void {
  if (screen !== 'home') return;
  holder()[HOLDER] = postEarly(config.graphqlUrl, config.query);
}

/**
 * Home's numbers as the page's query answered them, handed over once: null when it was not asked
 * (another screen, or taken already), failed (no network, the session over: the app's own query then
 * says so), or had not answered within `waitMs` (the app asks again).
 */
export async function takeEarlyHome(waitMs: number): Promise<unknown> {
  if (typeof window === 'undefined') return null;
  const reply = holder()[HOLDER];
  if (!reply) return null;
  holder()[HOLDER] = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  const body = await Promise.race([reply, late]);
  clearTimeout(timer);
  return body && !body.errors?.length && body.data ? body.data : null;
}
