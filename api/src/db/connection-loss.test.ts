import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, testDatabaseUrl, type TestApi } from '../test/harness.js';
import { isConnectionLost, openPostgres, type Db } from './db.js';

// PGlite runs inside the api's own process: it has no connection that a database restart, a
// failover or a proxy's idle timeout could drop. This suite is about the real server, and runs
// where one is configured (TEST_DATABASE_URL, as `npm test` does in CI).
const postgresUrl = testDatabaseUrl();

describe('isConnectionLost', () => {
  it('tells an unreachable server from a statement the server refused', async () => {
    const unreachable = await openPostgres('postgres://postgres@127.0.0.1:1/none');
    const refused = await unreachable.query('SELECT 1').catch((error: unknown) => error);
    await unreachable.close();
    expect(isConnectionLost(refused)).toBe(true);

    const api = await startTestApi();
    try {
      const wrong = await api.db.query('SELECT 1/0').catch((error: unknown) => error);
      expect(wrong).toBeInstanceOf(Error);
      expect(isConnectionLost(wrong)).toBe(false);
    } finally {
      await api.close();
    }
  });
});

if (postgresUrl) {
  describe('the api when PostgreSQL drops its connections', () => {
    let api: TestApi;
    let admin: Db;
    let applicationName: string;
    beforeAll(async () => {
      api = await startTestApi();
      applicationName = (api.db as Db & { applicationName: string }).applicationName;
      admin = await openPostgres(postgresUrl, { applicationName: 'hadir-test-admin' });
    });
    afterAll(async () => {
      await admin.close();
      await api.close();
    });

    const backends = async () =>
      (
        await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
          applicationName,
        ])
      ).length;

    /** What a restart or failover does to the api: every backend of its pool is ended by the server. */
    async function terminateApiBackends() {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        applicationName,
      ]);
      while ((await backends()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      // The server has closed the sockets; give the event loop a moment to read their FATAL notices.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    it('fails the work in flight, survives the idle connections dying, and answers the next request', async () => {
      const bearer = await loginAs(api.app, 10001);
      const summary = () => api.app.inject({ url: '/api/v1/summary_attendance', headers: { authorization: bearer } });
      // Several requests at once leave several idle connections in the pool.
      expect((await Promise.all([summary(), summary(), summary(), summary()])).map((r) => r.statusCode)).toEqual([
        200, 200, 200, 200,
      ]);
      expect(await backends()).toBeGreaterThan(1);

      const sleeping = api.db.query('SELECT pg_sleep(30)');
      const inTransaction = api.db.transaction((tx) => tx.query('SELECT pg_sleep(30)'));
      while (
        (
          await admin.query(
            `SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'SELECT pg_sleep%'`,
            [applicationName],
          )
        ).length < 2
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await terminateApiBackends();
      await expect(sleeping).rejects.toThrow();
      await expect(inTransaction).rejects.toThrow();

      const next = await summary();
      expect(next.statusCode).toBe(200);
      expect(await backends()).toBeGreaterThan(0);
    });

    it('answers a request caught by the drop with 503 and a readable message, and the one after with 200', async () => {
      const bearer = await loginAs(api.app, 10001);
      const summary = () => api.app.inject({ url: '/api/v1/summary_attendance', headers: { authorization: bearer } });
      // Hold the sessions' rows so the request waits on the server (at its session touch) while the drop happens.
      // last_seen_at is written at most once a minute: a session last seen two minutes ago is touched.
      await api.db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes'`);
      await api.ctx.reads.caches.settled();
      const held = await openPostgres(postgresUrl, { applicationName: 'hadir-test-holder' });
      const schema = (await api.db.one<{ schema: string }>('SELECT current_schema() AS schema'))!.schema;
      let release!: () => void;
      const holding = held.transaction(async (tx) => {
        await tx.query(`SELECT * FROM ${schema}.sessions FOR UPDATE`);
        await new Promise<void>((resolve) => (release = resolve));
      });
      try {
        while (!release) await new Promise((resolve) => setTimeout(resolve, 10));
        const inFlight = summary();
        while (
          (
            await admin.query(
              `SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`,
              [applicationName],
            )
          ).length === 0
        ) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await terminateApiBackends();
        const failed = await inFlight;
        expect(failed.statusCode).toBe(503);
        expect(failed.json()).toMatchObject({
          error: 'database_unavailable',
          message: 'The server cannot reach its database right now, please try again',
        });
      } finally {
        release();
        await holding;
        await held.close();
      }
      expect((await summary()).statusCode).toBe(200);
    });
  });
}
