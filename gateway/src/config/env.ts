import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The origin of the web's default map style (web/src/config/env.ts, OpenFreeMap). */
export const DEFAULT_MAP_ORIGIN = 'https://tiles.openfreemap.org';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  API_BASE_URL: z.string().url().default('http://127.0.0.1:4000'),
  // A provider call that has received nothing for this long fails as PROVIDER_UNAVAILABLE instead
  // of holding the person's request (and its connection) open for ever (datasource/provider-fetch.ts).
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../../web/dist', import.meta.url))),
  COOKIE_SECURE: bool.default(true),
  // The session cookie outlives no session: the api ends a session itself (idle or too old).
  SESSION_COOKIE_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  // The device cookie (session/cookie.ts): how long a browser is known as one its owner signed in on.
  DEVICE_COOKIE_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(365 * 24 * 3600),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(6 * 1024 * 1024),
  // What one GraphQL document may ask for (gateway/src/graphql/cost-limits.ts); the app's own
  // operations stay well inside these (gateway/src/graphql/cost-limits.test.ts).
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(0),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().positive().default(2000),
  // A person's month (31 days with their pairs, overtime and zones: ~400) is the app's dearest operation.
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(2000),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(15),
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().min(0).default(10),
  // Origins the app's page may fetch from besides its own, space-separated: the map style's (the
  // web's VITE_MAP_STYLE_URL; by default OpenFreeMap's, whose style, sprites, glyphs and tiles come
  // from this one origin). Set it with VITE_MAP_STYLE_URL; empty allows none.
  // Street addresses are the api's (GEOCODER_URL): the page never calls a geocoder.
  CSP_CONNECT_ORIGINS: z
    .string()
    .default(DEFAULT_MAP_ORIGIN)
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^\s;,']+$/, 'each origin as https://host[:port]'))),
  // Sent to the api with every call (X-Hadir-Gateway) so that it believes the client address and the
  // page's origin the gateway names (the api's GATEWAY_SECRET; the same value). `npm start` sets both.
  GATEWAY_SECRET: z.string().min(32, 'GATEWAY_SECRET must be at least 32 characters').optional(),
  // Proxies in front of the gateway (a TLS terminator) whose X-Forwarded-For it believes, as
  // Express's 'trust proxy' takes them: addresses or CIDRs (or 'loopback'), comma-separated. The
  // client address found this way is the one the api counts login and reset attempts by. None by
  // default: believing 'loopback' let any caller on the host name any address it liked, and so
  // escape the per-address limits; a proxy in front is named on purpose (docs/operations.md, "Behind nginx or a load balancer").
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): string[] | false =>
      value.trim() === 'false' || value.trim() === ''
        ? false
        : value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every variable this tier reads (the deploy recipes are checked against it). */
export const CONFIG_NAMES: readonly string[] = Object.keys(schema.shape);

export type GatewayConfig = z.infer<typeof schema>;

/** Reads and validates the environment once; every problem is listed in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid gateway configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
