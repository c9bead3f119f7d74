import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  // Processes sharing API_PORT (node:cluster); more than one needs DATABASE_URL (PGlite is one process).
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // Files in an S3-compatible bucket instead of DATA_DIR/files (storage/s3.ts); docs/operations.md "Files in S3-compatible storage".
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_SSE: z.enum(['AES256', 'aws:kms']).optional(),
  S3_SSE_KMS_KEY_ID: z.string().min(1).optional(),
  AWS_REGION: z.string().default('us-east-1'),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  // The PostgreSQL schema of the job queue's tables (pg-boss, jobs/queue.ts), in the api's database.
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'JOBS_SCHEMA must be a plain lower-case name')
    .default('pgboss'),
  // How long a finished export (a job's file) can be downloaded before it is removed.
  EXPORT_KEEP_DAYS: z.coerce.number().int().positive().default(7),
  // On PostgreSQL an export job is written in a worker thread (hr/exports/thread.ts); false keeps
  // it in the api's own thread, as PGlite always does (the bench's comparison).
  EXPORT_THREAD: bool.default(true),
  // Prometheus' scrape (GET /metrics) on a private port of its own; unset, no metrics server.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  // A session's absolute lifetime, and how long it may go unused before it ends (a kiosk shared by a
  // shift: e.g. 12 h idle); either way the person signs in again.
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  // Seen within this long, a session counts as in use elsewhere ("Already logged in").
  SESSION_IDLE_SECONDS: z.coerce.number().int().positive().default(900),
  // How long a browser's device token (the lock-out's device cookie) names the NIK it signed in as.
  DEVICE_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(365 * 24 * 3600),
  RESET_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  // Where people open Hadir: the base of the links in mails and activation letters. Required in
  // production (a letter must never point at localhost); elsewhere http://localhost:8080.
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Hadir <no-reply@hadir.local>'),
  // Web Push (issue 47, docs/notifications.md): the company's own VAPID key pair, made once into
  // DATA_DIR/vapid-keys.json when unset (several api machines must share one pair: set both).
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  // Who the push services may contact about this sender (RFC 8292): a mailto: or https: URL.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .default('mailto:no-reply@hadir.local'),
  // How long a push service may take to answer one message before the delivery is tried again.
  PUSH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // How often each api process hands due notifications to the job queue (the outbox's relay).
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).default(250),
  // How long a delivery holds its notification; one held longer (its process died) is handed out again.
  NOTIFY_CLAIM_SECONDS: z.coerce.number().int().positive().default(60),
  WORK_START: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'WORK_START must be HH:mm')
    .default('08:00'),
  // Failed logins a window allows: per NIK from clients without its device token, per device token,
  // per client address (auth/service.ts loginGates).
  LOGIN_MAX_FAILURES_PER_NIK: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_DEVICE: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  // Past a limit strangers can fill (per address, per NIK from unknown clients, activation codes per
  // address), an untrusted client solves a proof of work instead of being refused (auth/proof-of-work.ts):
  // the base challenge's largest number (the browser tries half on average; about a second on a phone)
  // and how long a challenge may be solved and sent.
  PROOF_COST: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  PROOF_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  FORGOT_MAX_PER_EMAIL: z.coerce.number().int().positive().default(3),
  FORGOT_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  FORGOT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  REDIS_URL: z.string().url().optional(),
  ORPHAN_SWEEP_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  ORPHAN_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  // The leave ledgers' carry-over run and balance check (issue 26): once a day across the cluster.
  // At most 12 hours: pg-boss refuses a throttle longer than its archive interval (43,200 s), and the
  // run is idempotent, so twice a day costs nothing but keeps expiries on their day.
  LEAVE_LEDGER_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .max(12 * 60 * 60)
    .default(12 * 60 * 60),
  REDIS_KEY_PREFIX: z.string().default('hadir:'),
  // How long a Redis command may take before the database counts instead (auth/counters.ts).
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().positive().default(500),
  // The gateway's secret (issue 46): where set, a request names the client (X-Forwarded-For, and the
  // page's origin in X-Forwarded-Host/-Proto) only from a TRUST_PROXY address AND with this secret in
  // X-Hadir-Gateway, so another process on the gateway's host (a loopback caller) cannot choose the
  // address the login limits count. `npm start` makes one for each run; required in production
  // whenever TRUST_PROXY holds a loopback address (the api refuses to start without it).
  GATEWAY_SECRET: z.string().min(32, 'GATEWAY_SECRET must be at least 32 characters').optional(),
  // The gateway's addresses: only a request from one of them may name the client (X-Forwarded-For).
  TRUST_PROXY: z
    .string()
    .default('127.0.0.1,::1')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  SEED_DEMO: bool.optional(),
  // Browser tests move the api's clock (PUT /api/v1/test/clock); refused in production.
  TEST_CLOCK: bool.default(false),
  // The bench's comparison only (issue 29, `npm run bench -- load`): false stores clock-ins without
  // their risk signals and signature check, to measure what those cost; refused in production.
  TRUST_SIGNALS: bool.default(true),
  // A Nominatim server the company runs (its base URL); unset, no street address is looked up
  // (attendance/geocode.ts; docs/operations.md "Street addresses (optional)"). Never the public one.
  GEOCODER_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//i, 'GEOCODER_URL must be an http(s) URL')
    .optional(),
  // How long one lookup may take before the record keeps no address.
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** A TRUST_PROXY entry that covers this host's own callers (127.0.0.0/8, ::1, 'loopback'). */
const isLoopback = (entry: string) => /^(127\.|::1(\/|$)|loopback$|::ffff:127\.)/.test(entry.trim());

/** Every variable this tier reads (the deploy recipes are checked against it). */
export const CONFIG_NAMES: readonly string[] = Object.keys(schema.shape);

export type Config = Omit<z.infer<typeof schema>, 'SEED_DEMO' | 'PUBLIC_URL'> & {
  SEED_DEMO: boolean;
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was given (else it is the development default). */
  PUBLIC_URL_GIVEN: boolean;
};

const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/**
 * What a production api that serves requests (or prints links) must have besides a valid
 * configuration (issue 46): its PUBLIC_URL, or activation letters would send people to localhost;
 * and, serving, a GATEWAY_SECRET while it trusts a loopback address, or any process on its host
 * could choose the address the login limits count. Throws with every problem listed.
 */
export function checkProductionConfig(config: Config, use: 'serving' | 'links'): void {
  if (config.NODE_ENV !== 'production') return;
  const problems = [
    ...(config.PUBLIC_URL_GIVEN
      ? []
      : ['  PUBLIC_URL: required in production (the base of the links in mails and activation letters)']),
    ...(use === 'serving' && !config.GATEWAY_SECRET && config.TRUST_PROXY.some(isLoopback)
      ? [
          '  GATEWAY_SECRET: required in production while TRUST_PROXY trusts a loopback address (any process on the host could name the client)',
        ]
      : []),
  ];
  if (problems.length > 0) throw new Error(`Invalid api configuration:\n${problems.join('\n')}`);
}

/** Reads and validates the environment once; every problem is listed in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid api configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  if (config.API_PROCESSES > 1 && !config.DATABASE_URL) {
    throw new Error(
      'Invalid api configuration:\n  API_PROCESSES: more than one needs DATABASE_URL (PGlite serves one process)',
    );
  }
  if (config.S3_ENDPOINT && !config.S3_BUCKET) {
    throw new Error(
      'Invalid api configuration:\n  S3_BUCKET: required with S3_ENDPOINT (the bucket files are kept in)',
    );
  }
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid api configuration:\n  VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY come together',
    );
  }
  if (Boolean(config.AWS_ACCESS_KEY_ID) !== Boolean(config.AWS_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid api configuration:\n  AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY come together',
    );
  }
  if (config.NODE_ENV === 'production' && config.TEST_CLOCK) {
    throw new Error('Invalid api configuration:\n  TEST_CLOCK: never in production (it lets a caller move the clock)');
  }
  if (config.NODE_ENV === 'production' && !config.TRUST_SIGNALS) {
    throw new Error(
      'Invalid api configuration:\n  TRUST_SIGNALS: never false in production (clock-ins would go unscored and unchecked)',
    );
  }
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new Error('Invalid api configuration:\n  JWT_SECRET: required in production');
  }
  return {
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== 'production',
    PUBLIC_URL: config.PUBLIC_URL ?? DEFAULT_PUBLIC_URL,
    PUBLIC_URL_GIVEN: config.PUBLIC_URL !== undefined,
  };
}
