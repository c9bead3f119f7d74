import type { AnnouncementsQuery, LoginMutation } from '../gql/graphql';

/** The announcements come with index.html's early query (web/build/home-query.ts), not with a sign-in. */
type SignInHome = LoginMutation['login']['query'] & { announcements?: AnnouncementsQuery['announcements'] };

/**
 * What Home draws first, as the sign-in's answer carried it (issue 48: schema Session.query) or
 * index.html's early query (first-paint/early-home.ts), kept until Apollo's cache takes it
 * (app/apollo.ts), so that Home draws its numbers without a round trip of its own. Taken once.
 */
let kept: SignInHome | null = null;

export function keepSignInHome(home: SignInHome | null | undefined): void {
  kept = home ?? null;
}

export function takeSignInHome(): SignInHome | null {
  const home = kept;
  kept = null;
  return home;
}

/** How long what a sign-in answered stays as good as asking again (Home's screens mount within it). */
const FRESH_MS = 30_000;
let freshUntil = 0;

export function markSignInHomeFresh(): void {
  freshUntil = performance.now() + FRESH_MS;
}

/**
 * The fetch policy of a Home query read just after a sign-in: what the sign-in's answer put in the
 * cache is read as it is (asked again it would be the same, a moment later, at the 07:30 rush);
 * later the server is asked too. Read once per mount (useState), so the policy does not change
 * under a watching query. An empty cache (signed out since) is asked for either way.
 */
export function homeFetchPolicy() {
  return performance.now() < freshUntil ? ('cache-first' as const) : ('cache-and-network' as const);
}
