import { systemClock } from './lib/clock.js';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { Redis } from 'ioredis';
import { fallbackCounters, postgresCounters, redisCounters, type Counters } from './auth/counters.js';
import { heldReads, tellingWrites } from './lib/read-cache.js';
import { createGeocoder } from './attendance/geocode.js';
import { clockingsStaleness } from './attendance/held-clockings.js';
import { createBackground } from './background.js';
import { proofOfWork } from './auth/proof-of-work.js';
import { createTokenSigner } from './auth/tokens.js';
import type { Config } from './config/env.js';
import type { AppContext } from './context.js';
import { openPglite, openPostgres, type Db } from './db/db.js';
import { privateDirSync } from './lib/private-files.js';
import { redactUrl } from './lib/redact-url.js';
import { createQueue } from './jobs/queue.js';
import { createMailer } from './mail/mailer.js';
import { createPushSender } from './platform/notifications/push.js';
import { createStorage } from './storage/create.js';

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    name: 'hadir-api',
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], remove: true },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  });
}

/** Hadir's version (the root package.json), which the api names itself by to the services it calls. */
export function appVersion(): string {
  try {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' ? version : '1.0.0';
  } catch {
    return '1.0.0';
  }
}

/** A real PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/db. */
export function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, log: Logger): Promise<Db> {
  const onConnectionError = (err: Error) => log.warn({ err }, 'database connection lost; the pool opens a new one');
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, { onConnectionError })
    : openPglite(join(config.DATA_DIR, 'db'));
}

/** JWT_SECRET when set; otherwise one generated on first start and kept under DATA_DIR. */
export function resolveJwtSecret(config: Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = join(config.DATA_DIR, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    privateDirSync(config.DATA_DIR);
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  }
}

export function createContext(config: Config, given: Db, log: Logger): AppContext {
  // What this process writes to a table whose rows it holds in memory is dropped at once (issue 48).
  const db = tellingWrites(given);
  privateDirSync(config.DATA_DIR);
  // A Redis that is down must not hold a login: commands are refused at once while disconnected
  // (no offline queue) and abandoned after REDIS_COMMAND_TIMEOUT_MS; the database counts instead.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
        connectTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
      })
    : null;
  redis?.on('error', (err) => log.warn({ err }, 'redis connection problem; it reconnects'));
  const counters: Counters = redis
    ? fallbackCounters(redisCounters(redis, config.REDIS_KEY_PREFIX), postgresCounters(db), (err) =>
        log.warn({ err }, 'redis did not answer; login and reset attempts are counted in the database'),
      )
    : postgresCounters(db);
  const storage = createStorage(config);
  const queue = createQueue(db, config, log);
  const secret = resolveJwtSecret(config);
  const clock = systemClock();
  const reads = heldReads(db, clockingsStaleness);
  reads.caches
    .start()
    .catch((err: unknown) => log.warn({ err }, 'not listening for changes; nothing is held in memory'));
  return {
    config,
    db,
    tokens: createTokenSigner(secret, config.ACCESS_TOKEN_TTL_SECONDS),
    proofs: proofOfWork({
      // Its own key, derived from the secret, so a challenge's MAC can never pass for anything else's.
      key: createHmac('sha256', secret).update('hadir-proof-of-work').digest('hex'),
      counters,
      cost: config.PROOF_COST,
      ttlSeconds: config.PROOF_TTL_SECONDS,
      clock,
    }),
    mailer: createMailer(config, log),
    push: createPushSender(config),
    storage,
    counters,
    background: createBackground(log),
    geocoder: createGeocoder({
      url: config.GEOCODER_URL,
      timeoutMs: config.GEOCODER_TIMEOUT_MS,
      userAgent: `Hadir/${appVersion()}`,
      log,
    }),
    queue,
    clock,
    reads,
    async close() {
      await reads.caches.close();
      await queue.stop();
      redis?.disconnect();
      storage.close();
    },
  };
}
