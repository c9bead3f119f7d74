import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import webpush from 'web-push';
import { openPostgres } from '../../api/src/db/db.js';
import { notify } from '../../api/src/inbox/notify.js';
import { Browser } from '../../gateway/src/test/stack.js';
import { photo40k, seedBench } from '../../scripts/bench/fixtures.js';
import { startPushService, type PushService } from '../fixtures/push-service.js';
import {
  balancerConfig,
  balancerDir,
  nginxCheck,
  readRecipe,
  startCluster,
  type Cluster,
  type Instance,
} from './cluster.js';

// Several instances, as the containers recipe runs them (compose.yaml, deploy/nginx.conf): Debian's
// nginx in front of two gateways and, for the gateways, in front of two api processes, on one
// PostgreSQL, one S3 bucket and one Redis. 50 people clock in through the balancer while a gateway
// and an api are SIGKILLed and started again; a clock-in whose reply failed is sent again with the
// same key (client_id), as the app does, until it is stored. Then: nothing lost or stored twice,
// no one signed out, every selfie and an export readable through either gateway.

it("deploy/nginx.conf, given the suite's loopback addresses, is a configuration Debian's nginx accepts", () => {
  const dir = balancerDir();
  try {
    const config = balancerConfig(readRecipe(), {
      dir,
      port: 8080,
      apiPort: 4000,
      gateways: [8081, 8082],
      apis: [4001, 4002],
    });
    expect(config).toMatch(
      /upstream gateways \{\s*server 127\.0\.0\.1:8081 max_fails=1 fail_timeout=5s;\s*server 127\.0\.0\.1:8082 max_fails=1 fail_timeout=5s;/,
    );
    expect(config).toMatch(
      /upstream apis \{\s*server 127\.0\.0\.1:4001 max_fails=1 fail_timeout=5s;\s*server 127\.0\.0\.1:4002 max_fails=1 fail_timeout=5s;/,
    );
    expect(nginxCheck(dir, config)).toBe('');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  console.log(
    'multi-instance: not run on PGlite (TEST_DATABASE_URL is unset): several api processes share one PostgreSQL server, ' +
      'and PGlite is a database inside one process',
  );
} else {
  describe('two gateways and two api processes behind nginx, one of each SIGKILLed mid-burst', multiInstance(postgres));
}

const PEOPLE = 50;
const CLOCK =
  'mutation ($input: ClockAttendanceInput!, $photo: Upload!) { clockAttendance(input: $input, photo: $photo) { message } }';
const RELOGIN = 'mutation ($nik: String!, $password: String!) { relogin(nik: $nik, password: $password) { message } }';
const LOCATIONS = 'query { workLocations(types: "clockin") { code name latitude longitude } }';
const JOB = 'id name state done total downloadUrl';

interface Person {
  nik: string;
  /** The person's browser: through the balancer. */
  browser: Browser;
  location: { code: string; name: string; latitude: number; longitude: number };
  next: boolean;
}

/** How one attempt ended: stored, or the kind of failure the app shows as "try again". */
type Outcome = 'ok' | 'balancer' | 'unavailable' | 'network' | 'refused';

interface Clocking {
  key: string;
  nik: string;
  attempts: { sentAt: number; outcome: Outcome; detail?: string }[];
  stored: boolean;
}

interface Fault {
  instance: Instance;
  /** Which failures it causes: nginx's 502 for a gateway's requests in flight, "cannot reach" for an api's. */
  causes: Outcome[];
  killedAt: number;
  /** When it was started again, and when it answered its readiness probe. */
  restartAt: number | null;
  backAt: number | null;
  pidBefore: number;
  pidAfter: number | null;
}

/** Resolves once `count` clockings have been stored (the burst's clock, not a sleep). */
class Progress {
  stored = 0;
  private waiters: { count: number; resolve: () => void }[] = [];

  add() {
    this.stored += 1;
    this.waiters = this.waiters.filter((waiter) => (this.stored >= waiter.count ? (waiter.resolve(), false) : true));
  }

  reached(count: number, what: string, timeoutMs = 60_000): Promise<void> {
    if (this.stored >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${what}: ${this.stored} of ${count} clockings stored within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }
}

/** A browser at another address holding the same cookies (the same person, reaching one gateway directly). */
const via = (browser: Browser, url: string) => Object.assign(new Browser(url), { cookies: browser.cookies });

function multiInstance(testDatabaseUrl: string) {
  return () => {
    let cluster: Cluster;
    let people: Person[];
    let photo: Buffer;
    let started = 0;
    const seconds = (at: number) => ((at - started) / 1000).toFixed(1);
    const clockings: Clocking[] = [];
    const faults: Fault[] = [];
    const unexpected: string[] = [];
    let rows: { nik: string; client_id: string; photo: string; created_at: Date }[] = [];
    let orphans: number | null = null;
    let pushes: PushService;

    beforeAll(async () => {
      // Several machines share one VAPID pair (docs/notifications.md); a claim on a notification
      // lapses after 3 s here (60 s by default), so a killed deliverer's pushes go again soon.
      const vapid = webpush.generateVAPIDKeys();
      [cluster, photo, pushes] = await Promise.all([
        startCluster(
          testDatabaseUrl,
          async (databaseUrl) => {
            const db = await openPostgres(databaseUrl);
            try {
              await seedBench(db, PEOPLE);
            } finally {
              await db.close();
            }
          },
          {
            apiEnv: {
              VAPID_PUBLIC_KEY: vapid.publicKey,
              VAPID_PRIVATE_KEY: vapid.privateKey,
              NOTIFY_POLL_MS: '100',
              NOTIFY_CLAIM_SECONDS: '3',
              PUSH_TIMEOUT_MS: '1000',
            },
          },
        ),
        photo40k(),
        startPushService(),
      ]);
      console.log(
        `multi-instance: nginx ${cluster.url} → gateways ${cluster.gateways.map((g) => g.port).join(', ')} → nginx → apis ` +
          `${cluster.apis.map((a) => a.port).join(', ')}; PostgreSQL, s3rver, ` +
          (cluster.redis
            ? 'Redis at 127.0.0.1:6379 (login counters)'
            : 'no Redis answering at 127.0.0.1:6379 (login counters in PostgreSQL)'),
      );
      const client = new pg.Client({ connectionString: cluster.databaseUrl });
      await client.connect();
      const { rows: bench } = await client.query<{ nik: string }>(
        "SELECT nik::text FROM users WHERE email LIKE 'bench%' ORDER BY nik",
      );
      await client.end();
      people = await Promise.all(bench.map(({ nik }) => signIn(nik)));
    }, 150_000);

    afterAll(async () => {
      printFaultTable();
      await Promise.all([cluster?.stop(), pushes?.close()]);
    });

    async function signIn(nik: string): Promise<Person> {
      const browser = new Browser(cluster.url);
      const login = await browser.graphql(RELOGIN, { nik, password: 'Hadir#2026' });
      if (login.errors) throw new Error(`${nik} could not sign in: ${JSON.stringify(login.errors)}`);
      const { data } = await browser.graphql(LOCATIONS);
      return { nik, browser, location: data.workLocations[0], next: true };
    }

    /** One attempt of a clocking, as the app sends it: GraphQL multipart with the selfie and the clocking's key. */
    async function attempt(person: Person, clocking: Clocking): Promise<Outcome> {
      const input = {
        latitude: person.location.latitude,
        longitude: person.location.longitude,
        description: `multi-instance ${clocking.key}`,
        clocking: person.next,
        attendDate: '26/11/2026',
        attendTime: '08:00:00',
        locationCode: person.location.code,
        locationName: person.location.name,
        clientId: clocking.key,
      };
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: CLOCK, variables: { input, photo: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.photo'] }));
      form.append('0', new Blob([photo], { type: 'image/jpeg' }), 'selfie.jpg');
      const sentAt = Date.now();
      const record = (outcome: Outcome, detail?: string) => (
        clocking.attempts.push({ sentAt, outcome, detail }),
        outcome
      );
      let status: number;
      let text: string;
      try {
        const response = await person.browser.request('/graphql', {
          method: 'POST',
          headers: { 'apollo-require-preflight': 'true' },
          body: form,
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        return record('network', (error as Error).message);
      }
      let reply: {
        data?: { clockAttendance?: { message: string } };
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      try {
        reply = JSON.parse(text);
      } catch {
        // nginx's own page: the gateway it had passed the request to went away mid-request.
        return record('balancer', `HTTP ${status}`);
      }
      if (!reply.errors && reply.data?.clockAttendance?.message) return record('ok');
      if (reply.errors?.[0]?.extensions?.code === 'PROVIDER_UNAVAILABLE')
        return record('unavailable', reply.errors[0].message);
      return record('refused', text);
    }

    /** A new clocking, sent again with its key after each failure until it is stored. */
    async function clockUntilStored(person: Person, progress: Progress) {
      const clocking: Clocking = { key: randomUUID(), nik: person.nik, attempts: [], stored: false };
      clockings.push(clocking);
      const giveUp = Date.now() + 60_000;
      for (;;) {
        const outcome = await attempt(person, clocking);
        if (outcome === 'ok') {
          clocking.stored = true;
          person.next = !person.next;
          progress.add();
          return true;
        }
        if (outcome === 'refused' || Date.now() > giveUp) {
          unexpected.push(`${person.nik} ${clocking.key}: ${clocking.attempts.at(-1)!.detail}`);
          return false;
        }
        // The app's back-off before it sends the clocking again.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    async function kill(instance: Instance, causes: Outcome[]) {
      const fault: Fault = {
        instance,
        causes,
        killedAt: Date.now(),
        restartAt: null,
        backAt: null,
        pidBefore: instance.pids.at(-1)!,
        pidAfter: null,
      };
      faults.push(fault);
      await instance.kill();
      return fault;
    }

    /** The requests nginx's access log says the instance answered (below 500) since it was started again. */
    const servedSince = (fault: Fault) => {
      const address = `127.0.0.1:${fault.instance.port}`;
      return fault.backAt === null
        ? []
        : cluster
            .served()
            .filter(
              (line) => line.at >= fault.backAt! && line.upstream.split(', ').at(-1) === address && line.status < 500,
            );
    };

    async function restart(fault: Fault) {
      fault.restartAt = Date.now();
      await fault.instance.start();
      fault.backAt = Date.now();
      fault.pidAfter = fault.instance.pids.at(-1)!;
    }

    it('50 people clock in through the balancer while gateway A and api 1 are SIGKILLed and started again; each failed clock-in is sent again with its key until stored', async () => {
      const progress = new Progress();
      let running = true;
      started = Date.now();
      const loops = people.map(async (person) => {
        while (running && (await clockUntilStored(person, progress)));
      });
      try {
        await progress.reached(PEOPLE, 'before the faults');
        const gateway = await kill(cluster.gateways[0], ['balancer', 'network']);
        await progress.reached(progress.stored + PEOPLE, 'with gateway A down');
        const api = await kill(cluster.apis[0], ['unavailable']);
        await progress.reached(progress.stored + PEOPLE, 'with gateway A and api 1 down');
        await Promise.all([restart(gateway), restart(api)]);
        await progress.reached(progress.stored + PEOPLE, 'after the restarts');
        // nginx takes an upstream that failed back only after fail_timeout (5 s, deploy/nginx.conf): an
        // attempt that met a restarting instance can keep it out for the whole last round. The burst goes
        // on, ten clockings at a time, until each restarted instance has served again (or 30 s pass).
        const deadline = Date.now() + 30_000;
        while (!faults.every((fault) => servedSince(fault).length > 0) && Date.now() < deadline) {
          await progress.reached(progress.stored + 10, 'until the restarted instances serve again');
        }
      } finally {
        running = false;
        await Promise.all(loops);
      }
      expect(unexpected).toEqual([]);
      expect(clockings.filter((clocking) => !clocking.stored)).toEqual([]);
      expect(faults.map((fault) => fault.pidAfter !== fault.pidBefore && fault.instance.running)).toEqual([true, true]);
      // Four rounds of 50 stored: before the kills, with gateway A down, with api 1 down too, after the restarts.
      expect(clockings.length).toBeGreaterThanOrEqual(4 * PEOPLE);
    }, 180_000);

    it('stores every clocking exactly once: 0 lost, 0 duplicated, and a selfie without a record only from an attempt whose reply failed', async () => {
      const client = new pg.Client({ connectionString: cluster.databaseUrl });
      await client.connect();
      try {
        rows = (
          await client.query(
            `SELECT u.nik::text, a.client_id, a.photo, a.created_at FROM attendance a JOIN users u ON u.id = a.user_id ORDER BY a.id`,
          )
        ).rows;
      } finally {
        await client.end();
      }
      const times = new Map<string, number>();
      for (const row of rows) times.set(row.client_id, (times.get(row.client_id) ?? 0) + 1);
      const lost = clockings.filter((clocking) => !times.has(clocking.key)).map((clocking) => clocking.key);
      const duplicated = [...times].filter(([, count]) => count > 1).map(([key]) => key);
      const strangers = rows.filter((row) => !clockings.some((clocking) => clocking.key === row.client_id));
      expect({ lost, duplicated, strangers }).toEqual({ lost: [], duplicated: [], strangers: [] });
      expect(rows.length).toBe(clockings.length);

      const files = new Set(cluster.s3.storedNames('attendance'));
      expect(rows.filter((row) => !files.has(row.photo))).toEqual([]);
      orphans = files.size - rows.length;
      const failedAttempts = clockings
        .flatMap((clocking) => clocking.attempts)
        .filter((one) => one.outcome !== 'ok').length;
      expect(orphans).toBeLessThanOrEqual(failedAttempts);
    }, 60_000);

    it("keeps everyone signed in: each person's cookie works through gateway A (restarted) and gateway B", async () => {
      const answers = await Promise.all(
        people.flatMap((person) =>
          cluster.gateways.map(async (gateway) => {
            const { data, errors } = await via(person.browser, gateway.url).graphql('{ me { nik } }');
            return `${gateway.name}: ${errors ? JSON.stringify(errors) : data.me.nik}`;
          }),
        ),
      );
      expect(answers).toEqual(
        people.flatMap((person) => cluster.gateways.map((gateway) => `${gateway.name}: ${person.nik}`)),
      );
    }, 60_000);

    it('serves every selfie through either gateway, the same bytes, to the person who took it', async () => {
      const owner = new Map(people.map((person) => [person.nik, person]));
      const problems: string[] = [];
      const queue = [...rows];
      const worker = async () => {
        for (let row = queue.shift(); row; row = queue.shift()) {
          const bodies: Buffer[] = [];
          for (const gateway of cluster.gateways) {
            const response = await via(owner.get(row.nik)!.browser, gateway.url).request(
              `/images/attendance/${row.photo}`,
            );
            const body = Buffer.from(await response.arrayBuffer());
            if (response.status !== 200 || response.headers.get('content-type') !== 'image/jpeg' || body.length === 0) {
              problems.push(
                `${gateway.name} ${row.photo}: ${response.status} ${response.headers.get('content-type')} ${body.length} bytes`,
              );
            }
            bodies.push(body);
          }
          if (!bodies[0].equals(bodies[1])) problems.push(`${row.photo}: the gateways served different bytes`);
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      expect(problems).toEqual([]);
    }, 90_000);

    it('downloads through gateway B an export HR asked for through gateway A', async () => {
      const onA = new Browser(cluster.gateways[0].url);
      expect((await onA.graphql(RELOGIN, { nik: '10009', password: 'Hadir#2026' })).errors).toBeUndefined();
      const asked = await onA.graphql(`mutation { hrRequestRecapExport(format: "csv") { ${JOB} } }`);
      expect(asked.errors).toBeUndefined();
      const job = asked.data.hrRequestRecapExport;

      const onB = via(onA, cluster.gateways[1].url);
      let seen = job;
      const deadline = Date.now() + 60_000;
      while (!['DONE', 'FAILED', 'CANCELLED'].includes(seen.state) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const { data } = await onB.graphql(`{ hrExportJobs { ${JOB} } }`);
        seen = data.hrExportJobs.find((item: { id: string }) => item.id === job.id);
      }
      expect(seen).toMatchObject({ state: 'DONE', downloadUrl: `/api/v1/hr/exports/${job.id}/file` });

      const file = await onB.request(seen.downloadUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toContain(job.name);
      const csv = await file.text();
      // The month's recap names the people who clocked in during the burst.
      for (const person of people) expect(csv).toContain(person.nik);
    }, 90_000);

    it('sends requests to the restarted gateway and api again through the balancer', () => {
      for (const fault of faults) {
        expect({ instance: fault.instance.name, servedAfterRestart: servedSince(fault).length > 0 }).toEqual({
          instance: fault.instance.name,
          servedAfterRestart: true,
        });
      }
    });

    it('delivers each of 40 pushes once when the api delivering them is SIGKILLed mid-delivery and both api processes deliver after', async () => {
      const [api1, api2] = cluster.apis;
      // HR's Rina subscribes a phone through api 1, whose push service holds every request unanswered.
      const signedIn = await fetch(`${api1.url}/api/v1/relogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nik: 10009, password: 'Hadir#2026' }),
      });
      const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
      const subscribed = await fetch(`${api1.url}/api/v1/notifications/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(pushes.subscribe('rina')),
      });
      expect(subscribed.status).toBe(200);
      pushes.answer('rina', 'hold');

      // Only api 1 runs while 40 notifications are written, each with its inbox item in one transaction.
      await api2.stop();
      const db = await openPostgres(cluster.databaseUrl);
      try {
        const [rina] = await db.query<{ id: number }>('SELECT id FROM users WHERE nik = 10009');
        // Rina's earlier notifications (the export she asked for above) are not these.
        const [{ last }] = await db.query<{ last: number }>(
          'SELECT coalesce(max(id), 0)::int AS last FROM notification_outbox',
        );
        await db.transaction(async (tx) => {
          for (let n = 0; n < 40; n += 1)
            await notify(tx, rina.id, {
              message: { key: 'newAnnouncement', values: { title: `Notice ${n}` } },
              status: 'Success',
            });
        });

        // api 1 is mid-delivery (its requests held), and dies; the push service answers again.
        await pushes.waitForHeld(1);
        const starts = api1.pids.length;
        await api1.kill();
        pushes.answer('rina', 201);
        await Promise.all([api1.start(), api2.start()]);
        expect(api1.pids).toHaveLength(starts + 1);

        await pushes.waitFor(40);
        // Every row is marked once its push was taken; a second send of one would come before its mark.
        const undelivered = async () =>
          (
            await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM notification_outbox
                WHERE user_id = $1 AND id > $2 AND outcome IS DISTINCT FROM 'pushed'`,
              [rina.id, last],
            )
          )[0].n;
        for (let left = await undelivered(); left > 0; left = await undelivered())
          await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        await db.close();
      }
      const bodies = pushes.received
        .filter(({ name }) => name === 'rina')
        .map(({ text }) => (JSON.parse(text) as { body: string }).body)
        .filter((body) => body.startsWith('New announcement: Notice '));
      expect(bodies.sort()).toEqual(Array.from({ length: 40 }, (_, n) => `New announcement: Notice ${n}`).sort());
    }, 90_000);

    function printFaultTable() {
      if (clockings.length === 0) return;
      const stored = new Map<string, (typeof rows)[number][]>();
      for (const row of rows) stored.set(row.client_id, [...(stored.get(row.client_id) ?? []), row]);
      const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
      const summary = (subset: Clocking[], failures: number) => {
        const lost = subset.filter((clocking) => rows.length > 0 && !stored.has(clocking.key)).length;
        const duplicated = subset.filter((clocking) => (stored.get(clocking.key)?.length ?? 0) > 1).length;
        const recovered = subset.filter((clocking) => clocking.stored && stored.get(clocking.key)?.length === 1).length;
        // Stored by an attempt whose reply was lost: the row is older than the attempt that was answered.
        const answeredByKey = subset.filter((clocking) => {
          const row = stored.get(clocking.key)?.[0];
          return row && clocking.attempts.length > 1 && row.created_at.getTime() < clocking.attempts.at(-1)!.sentAt;
        }).length;
        return [
          failures,
          subset.length,
          recovered,
          answeredByKey,
          rows.length > 0 ? lost : '?',
          rows.length > 0 ? duplicated : '?',
        ];
      };
      const table = [
        line([
          'fault',
          'killed at',
          'started again at',
          'ready at',
          'failed attempts',
          'clockings retried',
          'recovered (stored once)',
          'stored by the failed attempt, answered by key',
          'lost',
          'duplicated',
        ]),
        line(Array(10).fill('---')),
        ...faults.map((fault) => {
          const hit = clockings.filter((clocking) =>
            clocking.attempts.some((one) => fault.causes.includes(one.outcome)),
          );
          const failures = clockings
            .flatMap((clocking) => clocking.attempts)
            .filter((one) => fault.causes.includes(one.outcome)).length;
          return line([
            `${fault.instance.name} SIGKILL (pid ${fault.pidBefore} → ${fault.pidAfter ?? 'not restarted'})`,
            `${seconds(fault.killedAt)} s`,
            fault.restartAt ? `${seconds(fault.restartAt)} s` : '—',
            fault.backAt ? `${seconds(fault.backAt)} s` : '—',
            ...summary(hit, failures),
          ]);
        }),
        line([
          `all ${PEOPLE} people, ${clockings.length} clockings`,
          '',
          '',
          '',
          ...summary(
            clockings.filter((clocking) => clocking.attempts.length > 1),
            clockings.flatMap((clocking) => clocking.attempts).filter((one) => one.outcome !== 'ok').length,
          ),
        ]),
      ];
      console.log(
        `multi-instance fault table (seconds from the burst's start; ${clockings.length} clockings, ${rows.length} rows, ` +
          `selfies in the bucket without a record: ${orphans ?? '?'}):\n${table.join('\n')}`,
      );
    }
  };
}
