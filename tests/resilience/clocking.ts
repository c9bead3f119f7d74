// Clock-ins and clock-outs through the gateway as the app sends them (GraphQL multipart, a real
// selfie), by several people at once, and the ledger of what each reply said.
import { randomUUID } from 'node:crypto';
import { selfie } from '../../api/src/test/attendance.js';
import { Browser } from '../../gateway/src/test/stack.js';
import { graphqlUpload } from '../../gateway/src/test/graphql-upload.js';

const CLOCK =
  'mutation ($input: ClockAttendanceInput!, $photo: Upload!) { clockAttendance(input: $input, photo: $photo) { message } }';
const LOCATIONS = 'query { workLocations(types: "clockin") { code name latitude longitude } }';
const RELOGIN = 'mutation ($nik: String!, $password: String!) { relogin(nik: $nik, password: $password) { message } }';

/** Demo people who can clock in (10003 must first set a password). */
export const CLOCKERS = ['10001', '10002', '10009', '20001', '20002', '20003', '20004', '20005'];

export interface Clocker {
  nik: string;
  browser: Browser;
  location: { code: string; name: string; latitude: number; longitude: number };
  /** What the next clocking should be: true = in. */
  next: boolean;
}

export interface Ledger {
  /** Descriptions of the clockings whose reply said success. */
  succeeded: string[];
  /** Descriptions of the clockings whose reply was "cannot reach the server" (stored or not: unknown). */
  unavailable: string[];
  /** Replies that were neither: each one a fault. */
  unexpected: string[];
}

export async function signIn(url: string, nik: string): Promise<Clocker> {
  const browser = new Browser(url);
  const login = await browser.graphql(RELOGIN, { nik, password: 'Hadir#2026' });
  if (login.errors) throw new Error(`${nik} could not log in: ${JSON.stringify(login.errors)}`);
  const { data } = await browser.graphql(LOCATIONS);
  const location = data.workLocations[0];
  if (!location) throw new Error(`${nik} has no work location to clock in at`);
  return { nik, browser, location, next: true };
}

let jpeg: Buffer | null = null;

/** One clocking; says what its reply was and moves `next` on as the reply implies. */
export async function clockOnce(
  clocker: Clocker,
  ledger: Ledger,
  prefix: string,
): Promise<'ok' | 'unavailable' | 'refused'> {
  jpeg ??= await selfie();
  const description = `${prefix}-${randomUUID()}`;
  const clocking = clocker.next;
  const input = {
    latitude: clocker.location.latitude,
    longitude: clocker.location.longitude,
    description,
    clocking,
    attendDate: '1/1/2001',
    attendTime: '00:00:00',
    locationCode: clocker.location.code,
    locationName: clocker.location.name,
  };
  let reply: Awaited<ReturnType<typeof graphqlUpload>>;
  try {
    reply = await graphqlUpload(
      clocker.browser,
      CLOCK,
      { input, photo: null },
      {
        'variables.photo': { name: 'selfie.jpg', type: 'image/jpeg', bytes: jpeg },
      },
    );
  } catch (error) {
    ledger.unexpected.push(`${clocker.nik} ${description}: the gateway did not answer (${(error as Error).message})`);
    return 'unavailable';
  }
  const error = reply.errors?.[0];
  if (!error && /success/i.test(reply.data?.clockAttendance?.message ?? '')) {
    ledger.succeeded.push(description);
    clocker.next = !clocking;
    return 'ok';
  }
  if (error?.extensions.code === 'PROVIDER_UNAVAILABLE') {
    ledger.unavailable.push(description);
    return 'unavailable';
  }
  // A clocking that was stored although its reply was lost shows up as the state being ahead.
  const reason = error?.extensions.reason;
  if (reason === 'already_clocked_in') return ((clocker.next = false), 'refused');
  if (reason === 'already_clocked_out' || reason === 'not_clocked_in') return ((clocker.next = true), 'refused');
  ledger.unexpected.push(`${clocker.nik} ${description}: ${JSON.stringify(reply)}`);
  return 'refused';
}

/**
 * Everyone clocks in and out one after another; once `before` clockings have succeeded (or 30 s
 * have passed) `disrupt` runs, and the clocking goes on for `afterMs` more.
 */
export async function burst(
  clockers: Clocker[],
  ledger: Ledger,
  prefix: string,
  { before, afterMs }: { before: number; afterMs: number },
  disrupt: () => Promise<void>,
) {
  const start = ledger.succeeded.length;
  let until = Number.POSITIVE_INFINITY;
  const loops = clockers.map(async (clocker) => {
    while (Date.now() < until) {
      if ((await clockOnce(clocker, ledger, prefix)) === 'unavailable')
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  const giveUp = Date.now() + 30_000;
  while (ledger.succeeded.length - start < before && Date.now() < giveUp)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await disrupt();
  until = Date.now() + afterMs;
  await Promise.all(loops);
}

/** Polls until every clocker's next clocking succeeds again: the app answers without a restart. */
export async function recovered(
  clockers: Clocker[],
  ledger: Ledger,
  prefix: string,
  timeoutMs = 60_000,
): Promise<number> {
  const started = Date.now();
  for (const clocker of clockers) {
    for (;;) {
      if ((await clockOnce(clocker, ledger, prefix)) === 'ok') break;
      if (Date.now() - started > timeoutMs)
        throw new Error(`${clocker.nik} could not clock again within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return Date.now() - started;
}
